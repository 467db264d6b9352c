// Lays the tiles of one surface: each tile of the pattern is inset for grout, roughened, clipped to
// what the camera sees, projected and given its own colour, sheen, mottling, veins or grain and
// bevels. The pieces come back in layers because drawSurface stacks them grout-first.
import type { ImageSurface } from '../spec'
import { jitterHex } from '../colour'
import { type Ctx } from '../context'
import { projectPoly, scaleAt, type Plane } from '../geometry/camera'
import { area, bounds, type Box, centroid, clipToBox, inset, type P2, rectPoly, roughen } from '../geometry/polygon'
import { clamp, rad } from '../math'
import type { Rng } from '../random'
import { pathD } from '../svg'
import type { Textures } from '../textures'
import type { Finish } from './finish'
import { layPattern, patternRotation } from './patterns'
import { tileVeins, veinColour } from './stone-veins'
import { bevelEdges, mottle, sheenGradients } from './tile-detail'
import { drawGrain } from './wood-grain'

/** What laying needs to know of a surface (drawSurface passes its whole Surface). */
export type TileBed = {
  plane: Plane
  /** pattern rotation in degrees */
  theta?: number
  /** continuous veining across tiles (slabs) */
  slab?: boolean
  /** a floor being laid: tiles only left of this fraction of the image width */
  progress?: number
}

/** Path data and SVG per layer; joints and bevels are batched by stroke width into one path each. */
export type TileLayers = {
  fills: string[]
  thinset: string[]
  detail: string[]
  joints: Map<string, string[]>
  bevels: Map<string, string[]>
}

const push = (m: Map<string, string[]>, key: string, d: string) => {
  const list = m.get(key)
  if (list) list.push(d)
  else m.set(key, [d])
}

export function layTiles(
  ctx: Ctx,
  s: TileBed,
  spec: ImageSurface,
  vis: Box,
  size: P2,
  finish: Finish,
  rng: Rng,
  textures: Textures,
): TileLayers {
  const { cam } = ctx
  const theta = rad(s.theta ?? patternRotation(spec.pattern, false))
  const cos = Math.cos(theta)
  const sin = Math.sin(theta)
  const off: P2 = [rng.range(0, size[0]), rng.range(0, size[1])]
  const toSurf = ([a, b]: P2): P2 => [a * cos - b * sin + off[0], a * sin + b * cos + off[1]]
  const toLocal = ([u, v]: P2): P2 => [(u - off[0]) * cos + (v - off[1]) * sin, -(u - off[0]) * sin + (v - off[1]) * cos]
  const lc = rectPoly(vis).map(toLocal)
  const lbox = bounds(lc)
  const penny = spec.pattern === 'penny'
  const joint = penny ? 0 : spec.pattern === 'mosaic' ? 1 / 16 : finish.joint
  const raw = layPattern(spec.pattern, size, lbox, rng.range(0, 100))

  const layers: TileLayers = { fills: [], thinset: [], detail: [], joints: new Map(), bevels: new Map() }
  const { fills, thinset, detail, joints, bevels } = layers
  const grain = spec.material === 'wood-look'
  const sheenIds = sheenGradients(ctx, rng, finish.gloss)

  let tileIndex = 0
  for (const t of raw) {
    tileIndex++
    const trng = rng.fork(`t${tileIndex}`)
    const shrunk = roughen(joint > 0 ? inset(t.poly, joint / 2) : t.poly, finish.rough * Math.min(1, Math.max(...size) / 6), trng)
    const poly = clipToBox(shrunk.map(toSurf), vis)
    if (poly.length < 3) continue
    const img = projectPoly(cam, s.plane, poly)
    if (img.length < 3) continue
    const ib = bounds(img)
    if (ib.a1 < -4 || ib.a0 > cam.W + 4 || ib.b1 < -4 || ib.b0 > cam.H + 4) continue
    const pxArea = Math.abs(area(img))
    // the tile's outline before the grout joint: where thinset shows and where the joint is drawn
    const fullImg = () => projectPoly(cam, s.plane, clipToBox(t.poly.map(toSurf), vis))
    if (s.progress !== undefined) {
      const x = centroid(img)[0]
      if (x > s.progress * cam.W) {
        const rawImg = fullImg()
        if (x < (s.progress + 0.22) * cam.W && rawImg.length > 2) thinset.push(pathD(rawImg))
        continue
      }
    }
    const [cu, cv] = centroid(poly)
    const scale = scaleAt(cam, s.plane, cu, cv)
    const palette = spec.colours
    const base = t.slot >= 0 ? palette[t.slot % palette.length] : palette[trng.int(0, palette.length - 1)]
    const colour = jitterHex(base, trng, finish.dl, finish.dh, finish.ds)
    const d = pathD(img)
    fills.push(`<path d="${d}" fill="${colour}"/>`)

    // the grout joint, drawn over the tile edges so that no detail spills into it
    if (joint > 0) {
      const rawImg = fullImg()
      const w = Math.max(0.7, joint * scale * (finish.rough > 0 ? 0.7 : 1))
      if (rawImg.length > 2) push(joints, (Math.round(w * 4) / 4).toFixed(2), pathD(rawImg))
    }
    if (pxArea < 30) continue

    // gloss: every tile catches the light a little differently
    if (finish.gloss > 0.3)
      detail.push(`<path d="${d}" fill="url(#${trng.pick(sheenIds)})" fill-opacity="${trng.range(0.35, 1).toFixed(2)}"/>`)
    if (spec.material === 'zellige' || spec.material === 'terracotta')
      detail.push(`<path d="${d}" fill="url(#${textures.poolId})" fill-opacity="${trng.range(0.5, 1).toFixed(2)}"/>`)

    const axis = ((): P2 => {
      const [a, b] = t.axis
      return [a * cos - b * sin, a * sin + b * cos]
    })()
    const tileSize = Math.sqrt(Math.abs(area(poly)))

    // mottling: soft veils of lighter and darker stone
    if (finish.mottle > 0 && pxArea > 400)
      mottle(cam, s.plane, poly, [cu, cv], tileSize, axis, colour, finish.mottle, textures, trng, detail)
    // veins: random walks that stop at the tile's edge
    if (finish.veins > 0 && !s.slab && scale * tileSize > 30)
      tileVeins(ctx, s.plane, poly, [cu, cv], tileSize, veinColour(base, spec.vein), scale, finish.veins, textures.veinAngle, trng, detail)
    // wood grain along the plank
    if (grain && scale > 1.5) drawGrain(ctx, s.plane, poly, axis, colour, scale, trng, detail)
    // bevels: the lit and shaded edges of each tile
    if (finish.bevel > 0 && img.length <= 24)
      bevelEdges(img, clamp(scale * finish.bevel, 0.5, 5), ctx.lightImg, (key, d) => push(bevels, key, d))
  }
  return layers
}
