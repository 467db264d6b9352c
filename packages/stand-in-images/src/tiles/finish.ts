// How each tile material looks, in one table, so that every surface of that material matches.
import type { ImageSurface } from '../spec'

export type Material = ImageSurface['material']

/** How each material looks: colour spread, gloss, bevel, grout joint and texture (inches, 0..1). */
export type Finish = {
  dl: number
  dh: number
  ds: number
  gloss: number
  bevel: number
  rough: number
  joint: number
  cloud: number
  mottle: number
  veins: number
}
export const FINISH: Record<Material, Finish> = {
  porcelain: { dl: 0.012, dh: 1, ds: 0.03, gloss: 0.35, bevel: 0.03, rough: 0, joint: 1 / 16, cloud: 0.06, mottle: 0.14, veins: 0 },
  ceramic: { dl: 0.018, dh: 1.5, ds: 0.05, gloss: 1, bevel: 0.09, rough: 0, joint: 1 / 16, cloud: 0.05, mottle: 0, veins: 0 },
  marble: { dl: 0.014, dh: 1, ds: 0.05, gloss: 0.8, bevel: 0.025, rough: 0, joint: 1 / 16, cloud: 0.07, mottle: 0.15, veins: 1 },
  stone: { dl: 0.04, dh: 2.5, ds: 0.1, gloss: 0.1, bevel: 0.05, rough: 0.02, joint: 1 / 8, cloud: 0.1, mottle: 0.5, veins: 0.35 },
  glass: { dl: 0.045, dh: 2, ds: 0.08, gloss: 1.3, bevel: 0.035, rough: 0, joint: 1 / 16, cloud: 0.04, mottle: 0, veins: 0 },
  'wood-look': { dl: 0.035, dh: 1.2, ds: 0.06, gloss: 0.2, bevel: 0.05, rough: 0, joint: 1 / 16, cloud: 0.08, mottle: 0, veins: 0 },
  terracotta: { dl: 0.05, dh: 2, ds: 0.08, gloss: 0.05, bevel: 0.08, rough: 0.05, joint: 5 / 16, cloud: 0.12, mottle: 0.6, veins: 0 },
  zellige: { dl: 0.08, dh: 4, ds: 0.14, gloss: 1.2, bevel: 0.12, rough: 0.045, joint: 1 / 16, cloud: 0.1, mottle: 0.25, veins: 0 },
}
export const glossy = (m: Material) => FINISH[m].gloss >= 0.5
