// A floor caught mid-job (spec.progress): past the laid tiles the bare cement backer board shows,
// and just beyond them a strip of freshly combed thinset waits for the next row.
import { clipOf, type Ctx } from '../context'
import { type Camera, type Plane, projectPoly, projectPt, scaleAtCentre } from '../geometry/camera'
import type { Box } from '../geometry/polygon'
import { n1, pathD } from '../svg'

/** Bare cement backer board: taped seams and rows of screw heads, beyond `progress` of the width. */
export function backerBoard(cam: Camera, plane: Plane, vis: Box, progress: number): string {
  const marks: string[] = []
  const tape: string[] = []
  const sc = scaleAtCentre(cam, plane, vis)
  for (let u = Math.ceil(vis.a0 / 36) * 36; u <= vis.a1; u += 36) {
    const q = projectPoly(cam, plane, [
      [u - 1, vis.b0],
      [u + 1, vis.b0],
      [u + 1, vis.b1],
      [u - 1, vis.b1],
    ])
    if (q.length > 2) tape.push(pathD(q))
  }
  for (let u = Math.ceil(vis.a0 / 8) * 8; u <= vis.a1; u += 8)
    for (let v = Math.ceil(vis.b0 / 8) * 8; v <= vis.b1; v += 8) {
      const q = projectPt(cam, plane, u + 2, v + 1)
      if (q && q[0] > progress * cam.W) marks.push(`M${n1(q[0])},${n1(q[1])}h0.01`)
    }
  return `<path d="${tape.join('')}" fill="#a3a6a4"/><path d="${marks.join('')}" stroke="#4d5152" stroke-width="${n1(Math.max(1.5, sc * 0.45))}" stroke-linecap="round"/>`
}

/** Freshly combed thinset where the next tiles go (`spots`, path data): trowel ridges along the floor. */
export function thinsetRidges(ctx: Ctx, plane: Plane, vis: Box, spots: string[]): string {
  const { cam } = ctx
  const ridges: string[] = []
  for (let v = vis.b0; v <= vis.b1; v += 0.45) {
    const a = projectPt(cam, plane, vis.a0, v)
    const b = projectPt(cam, plane, vis.a1, v)
    if (a && b) ridges.push(pathD([a, b], false))
  }
  const sc = scaleAtCentre(cam, plane, vis)
  return `<g clip-path="${clipOf(ctx, spots.join(''))}"><rect width="${cam.W}" height="${cam.H}" fill="#8e8b85"/><path d="${ridges.join('')}" stroke="#b3b0a9" stroke-width="${n1(Math.max(0.6, sc * 0.18))}" fill="none"/></g>`
}
