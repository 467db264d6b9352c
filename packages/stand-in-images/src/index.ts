// The drawing side of the package: a spec, an id and an aspect in, a PNG out. The schemas are
// exported apart (`@startile/stand-in-images/spec`) so that validating a catalogue loads no drawing code.
export { renderStandIn } from './generate'
export { SOURCE_SIZES } from './source-sizes'
export type { ImageAspect, ImageSpec, ImageSurface, StandIn } from './spec'
