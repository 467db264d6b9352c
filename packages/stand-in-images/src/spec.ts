// What a stand-in picture is drawn from: a short description of tiled work (one surface, the room
// and a depth element around it, a few camera hints) and the aspect it is framed in. The drawing
// code reads only these types; a site parses its catalogue with these schemas.
import { z } from 'zod'

const hex = z.string().regex(/^#[0-9a-f]{6}$/, 'must be a lower-case hex colour like #a1b2c3')

export const imagePatterns = [
  'subway',
  'vertical-stack',
  'herringbone',
  'chevron',
  'grid',
  'checker',
  'diagonal',
  'diagonal-checker',
  'hexagon',
  'large-format',
  'mosaic',
  'penny',
  'plank',
] as const
export const imageMaterials = ['porcelain', 'ceramic', 'marble', 'stone', 'glass', 'wood-look', 'terracotta', 'zellige'] as const
export const imageRooms = ['kitchen', 'bathroom', 'shower', 'floor', 'fireplace', 'patio', 'wall', 'entry', 'commercial'] as const
export const imageDepths = ['counter', 'niche', 'floor-wall', 'fireplace', 'step', 'none'] as const

/** The frames a picture is drawn in: a 16:9 hero or a 3:2 card (source-sizes.ts). */
export const imageAspectSchema = z.enum(['hero', 'card'])
export type ImageAspect = z.infer<typeof imageAspectSchema>

/** One tiled surface: its layout, tile colours (mixed at random; checkers alternate the first two) and grout. */
export const imageSurfaceSchema = z
  .object({
    pattern: z.enum(imagePatterns),
    colours: z.array(hex).min(1).max(6),
    material: z.enum(imageMaterials),
    grout: hex,
    /** one tile in inches: [across, high] (hexagon and penny: [width, width]) */
    size: z.tuple([z.number().positive().max(120), z.number().positive().max(120)]).optional(),
    /** veining colour of marble and stone */
    vein: hex.optional(),
  })
  .strict()
export type ImageSurface = z.infer<typeof imageSurfaceSchema>

/**
 * A generated picture: the main surface, the room and depth cue around it, and camera hints.
 * `secondary` is the other surface of the scene (the wall above a floor, the counter top, the
 * niche's back, the hearth, the step risers); without a pattern it is a plain colour.
 */
export const imageSpecSchema = imageSurfaceSchema
  .extend({
    room: z.enum(imageRooms),
    depth: z.enum(imageDepths),
    /** camera turned sideways, degrees */
    angle: z.number().min(-40).max(40).optional(),
    /** zoom: 1 is the normal framing, 2 twice as close */
    crop: z.number().min(0.5).max(2.5).optional(),
    /** metal trim (niche frame, wall strip, floor transition) */
    trim: hex.optional(),
    /** metal of a shower valve on the wall */
    fixture: hex.optional(),
    secondary: imageSurfaceSchema.partial({ pattern: true, grout: true }).optional(),
    /** a floor being laid: the share of the picture already tiled */
    progress: z.number().min(0.1).max(0.9).optional(),
  })
  .strict()
export type ImageSpec = z.infer<typeof imageSpecSchema>

/** One picture to draw: its id seeds every random choice, so the same id draws the same picture. */
export type StandIn = { id: string; aspect: ImageAspect; spec: ImageSpec }
