// Composes one picture into an SVG: the scene for its depth, seeded by the entry's id, the
// shared textures, and the window light and lens vignette laid over everything.
import type { ImageSpec, StandIn } from './spec'
import { linGrad, radGrad, type Ctx } from './context'
import { norm } from './geometry/vector'
import { Rng, seedFrom } from './random'
import { sceneFor } from './scenes/by-depth'
import type { Dof } from './scenes/kit'
import { makeTextures } from './textures'

/** Window light from one side, a little darkening at top and bottom, and the lens's vignette. */
function lightAndLens(ctx: Ctx, spec: ImageSpec): string {
  const { W, H } = ctx.cam
  const lx = ctx.side < 0 ? 0 : W
  const parts = [
    `<rect width="${W}" height="${H}" fill="${linGrad(ctx, lx, 0, W - lx, H * 0.3, [
      [0, '#fff8ec', 0.14],
      [0.45, '#fff8ec', 0],
      [0.7, '#000', 0.06],
      [1, '#000', 0.24],
    ])}"/>`,
    `<rect width="${W}" height="${H}" fill="${linGrad(ctx, 0, 0, 0, H, [
      [0, '#000', spec.depth === 'counter' ? 0 : 0.08],
      [0.5, '#000', 0],
      [1, '#000', 0.1],
    ])}"/>`,
    `<rect width="${W}" height="${H}" fill="${radGrad(ctx, W / 2, H / 2, Math.hypot(W, H) / 2, [
      [0, '#000', 0],
      [0.6, '#000', 0],
      [1, '#000', 0.32],
    ])}"/>`,
  ]
  return parts.join('')
}

export type Composed = { svg: string; dof?: Dof }

/** The SVG of one picture at the given frame size, and the depth of field its scene asks for. */
export async function compose(entry: StandIn, { width: W, height: H }: { width: number; height: number }): Promise<Composed> {
  const rng = new Rng(seedFrom(entry.id))
  const scene = sceneFor(entry.spec, W, H, entry.aspect === 'hero', rng.fork('scene'))
  let n = 0
  const side = rng.chance(0.5) ? -1 : 1
  const ctx: Ctx = {
    cam: scene.cam,
    rng: rng.fork('draw'),
    defs: [],
    uid: (p) => `${p}${++n}`,
    side,
    light: norm([side * 0.55, 0.6, -0.55]),
    lightImg: [side * 0.55, -0.83],
  }
  const textures = await makeTextures(ctx)
  const body = scene.build(ctx, textures)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${ctx.defs.join('')}</defs><rect width="${W}" height="${H}" fill="#6d665e"/>${body.join('')}${lightAndLens(ctx, entry.spec)}</svg>`
  return scene.dof ? { svg, dof: scene.dof } : { svg }
}
