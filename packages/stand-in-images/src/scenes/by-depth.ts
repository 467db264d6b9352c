// Picks the scene for a spec's depth (counter, niche, floor-wall, fireplace, step, or none) and
// works out what every scene shares: the lens, the camera's yaw and the main tiles.
import type { ImageSpec } from '../spec'
import type { Rng } from '../random'
import { glossy } from '../tiles/finish'
import { counterScene } from './counter'
import { fireplaceScene } from './fireplace'
import { floorWallScene } from './floor-wall'
import { mainSurface, type Scene, type SceneSetup } from './kit'
import { nicheScene } from './niche'
import { floorScene, wallScene } from './plain'
import { stepScene } from './step'

const floorRooms = new Set<ImageSpec['room']>(['floor', 'entry', 'patio', 'commercial'])

export function sceneFor(spec: ImageSpec, W: number, H: number, hero: boolean, rng: Rng): Scene {
  const fov = hero ? 58 : 52
  const zoom = spec.crop ?? 1
  const yaw = spec.angle ?? rng.range(-8, 8)
  const setup: SceneSetup = { spec, W, H, fov, zoom, yaw, main: mainSurface(spec), gloss: glossy(spec.material), rng }
  switch (spec.depth) {
    case 'counter':
      return counterScene(setup)
    case 'niche':
      return nicheScene(setup)
    case 'floor-wall':
      return floorWallScene(setup)
    case 'fireplace':
      return fireplaceScene(setup)
    case 'step':
      return stepScene(setup)
    case 'none':
      return floorRooms.has(spec.room) ? floorScene(setup) : wallScene(setup)
  }
}
