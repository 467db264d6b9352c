// Draws one plane of a scene (a wall, a floor, a counter top, a niche side): either a flat colour
// or laid tiles over grout, then the surface-wide layers (slab veins, joints, the window's
// reflection, bevels) and the large-scale texture and shading that keep it from looking flat.
import type { ImageSurface } from './spec'
import { luma } from './colour'
import { clipOf, glowEllipse, type Ctx } from './context'
import { projectPoly, visibleBox } from './geometry/camera'
import { rectPoly, type Box, type P2 } from './geometry/polygon'
import { pathD, shadeFill, type Stop } from './svg'
import type { Textures } from './textures'
import { FINISH } from './tiles/finish'
import { layTiles, type TileBed } from './tiles/lay-tiles'
import { DEFAULT_SIZE } from './tiles/patterns'
import { slabVeins, veinColour } from './tiles/stone-veins'
import { bevelStrokes } from './tiles/tile-detail'
import { backerBoard, thinsetRidges } from './tiles/work-in-progress'

export type Surface = TileBed & {
  ext: Box
  tiles?: ImageSurface
  flat?: string
  shade: number
  reflection?: { x: number; y: number; rx: number; ry: number; a: number }
  /** multiplier for the cloud and mottle texture */
  texture?: number
}
export type Drawn = { svg: string; outline: P2[] }

export function drawSurface(ctx: Ctx, s: Surface, textures: Textures): Drawn | null {
  const { cam } = ctx
  const spec = s.tiles
  const size: P2 = spec?.size ?? (spec ? DEFAULT_SIZE[spec.pattern] : [12, 12])
  const vis = visibleBox(cam, s.plane, s.ext, Math.max(...size) * 1.5)
  if (!vis) return null
  const outline = projectPoly(cam, s.plane, rectPoly(vis))
  if (outline.length < 3) return null
  const outlineD = pathD(outline)
  const clip = clipOf(ctx, outlineD)
  const parts: string[] = []
  const rng = ctx.rng.fork('surface')
  const finish = FINISH[spec?.material ?? 'porcelain']

  if (!spec) {
    parts.push(`<path d="${outlineD}" fill="${s.flat ?? '#d8d4cc'}"/>`)
  } else {
    const { fills, thinset, detail, joints, bevels } = layTiles(ctx, s, spec, vis, size, finish, rng, textures)
    parts.push(`<path d="${outlineD}" fill="${s.progress === undefined ? spec.grout : '#868a8a'}"/>`)
    if (s.progress !== undefined) parts.push(backerBoard(cam, s.plane, vis, s.progress))
    if (thinset.length) parts.push(thinsetRidges(ctx, s.plane, vis, thinset))
    parts.push(fills.join(''))
    if (s.slab && finish.veins > 0)
      slabVeins(ctx, s.plane, vis, veinColour(spec.colours[0], spec.vein), finish.veins, textures.veinAngle, rng, detail)
    parts.push(`<g clip-path="${clip}">${detail.join('')}</g>`)
    for (const [w, ds] of joints)
      parts.push(`<path d="${ds.join('')}" fill="none" stroke="${spec.grout}" stroke-width="${w}" stroke-linejoin="round"/>`)
    if (s.reflection) {
      const r = s.reflection
      const stops: Stop[] = [
        [0, '#ffffff', r.a],
        [0.45, '#ffffff', r.a * 0.45],
        [1, '#ffffff', 0],
      ]
      parts.push(glowEllipse(ctx, r.x, r.y, r.rx, r.ry, stops, r.ry / r.rx, `clip-path="${clip}" `))
    }
    parts.push(bevelStrokes(bevels, finish.gloss))
  }

  // large-scale texture and the face's own brightness
  // a light veil over a dark surface reads as haze: texture dark faces more gently
  const tone = 0.35 + 0.65 * luma(spec?.colours[0] ?? s.flat ?? '#d8d4cc')
  const cloud = (spec ? finish.cloud : 0.05) * (s.texture ?? 1) * tone
  const mottle = (spec ? finish.mottle * 0.14 : 0.03) * (s.texture ?? 1) * tone
  parts.push(
    `<g clip-path="${clip}"><use href="#${textures.cloudId}" opacity="${cloud.toFixed(3)}"/>${mottle > 0 ? `<use href="#${textures.mottleId}" opacity="${mottle.toFixed(3)}"/>` : ''}${
      Math.abs(s.shade - 1) > 0.01 ? `<rect width="${cam.W}" height="${cam.H}" ${shadeFill(s.shade)}/>` : ''
    }</g>`,
  )
  return { svg: parts.join(''), outline }
}
