// What every scene module shares: the Scene it returns, the setup worked out once from the spec,
// the world planes (walls face the camera, floors run away from it) and the surfaces a spec names.
import type { ImageSpec, ImageSurface } from '../spec'
import type { Ctx } from '../context'
import { NEAR, project, toCam, type Camera, type Plane } from '../geometry/camera'
import type { Box } from '../geometry/polygon'
import type { V3 } from '../geometry/vector'
import type { Rng } from '../random'
import type { Textures } from '../textures'
import type { Material } from '../tiles/finish'

/** Depth of field: rows above `sharpBelow` (fraction of height) go soft, fully at `softAbove`. */
export type Dof = { sharpBelow: number; softAbove: number; amount: number }
export type Scene = { cam: Camera; build: (ctx: Ctx, tx: Textures) => string[]; dof?: Dof }
/** The frame, lens, camera yaw, main tiles and randomness that sceneFor hands every scene. */
export type SceneSetup = {
  spec: ImageSpec
  W: number
  H: number
  fov: number
  zoom: number
  yaw: number
  main: ImageSurface
  gloss: boolean
  rng: Rng
}

/** Inches: far enough that a wall or floor runs past every edge of the frame. */
export const BIG = 400
export const wallPlane = (z: number, y0 = 0): Plane => ({ O: [0, y0, z], U: [1, 0, 0], V: [0, -1, 0] })
export const floorPlane = (y = 0): Plane => ({ O: [0, y, 0], U: [1, 0, 0], V: [0, 0, 1] })
/** The extent of a wall that fills the frame in every direction. */
export const WHOLE_WALL: Box = { a0: -BIG, a1: BIG, b0: -BIG, b1: BIG }

/** Where the window's reflection falls on glossy tiles (none on matt ones): an ellipse around a world point. */
export function reflectionAt(gloss: boolean, cam: Camera, p: V3, rx: number, ry: number, a: number) {
  if (!gloss) return undefined
  const q = toCam(cam, p)
  if (q[2] < NEAR) return undefined
  const [x, y] = project(cam, q)
  return { x, y, rx: rx * cam.W, ry: ry * cam.H, a }
}

export function mainSurface(spec: ImageSpec): ImageSurface {
  const { pattern, colours, material, grout, size, vein } = spec
  return { pattern, colours, material, grout, ...(size ? { size } : {}), ...(vein ? { vein } : {}) }
}
/** The other surface of a scene: a tiled secondary, a flat colour, or a default. */
export function secondSurface(spec: ImageSpec, fallback: string): { tiles?: ImageSurface; flat?: string } {
  const s = spec.secondary
  if (!s) return { flat: fallback }
  if (!s.pattern) return { flat: s.colours[0] }
  return {
    tiles: {
      pattern: s.pattern,
      colours: s.colours,
      material: s.material,
      grout: s.grout ?? spec.grout,
      ...(s.size ? { size: s.size } : {}),
      ...(s.vein ? { vein: s.vein } : {}),
    },
  }
}
export const slabSurface = (colour: string, material: Material, vein?: string): ImageSurface => ({
  pattern: 'large-format',
  colours: [colour],
  material,
  grout: colour,
  size: [240, 120],
  ...(vein ? { vein } : {}),
})
