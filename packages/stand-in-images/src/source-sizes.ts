// The frame of each aspect: a picture is drawn at this size. A site that mixes stand-ins with real
// photos crops the photos to the same ratio, so that either fills the same box.
import type { ImageAspect } from './spec'

type Frame = { width: number; height: number }

export const SOURCE_SIZES = {
  hero: { width: 2400, height: 1350 },
  card: { width: 1800, height: 1200 },
} as const satisfies Record<ImageAspect, Frame>
