// Axis-aligned rectangles and boxes in world space (inches; x right, y up, z away from the camera),
// as the four corners a face is drawn from. The corner order is part of the picture: the path data
// follows it, and a corner shade fades from the first edge (corners 0-1) to the last (2-3).
import type { V3 } from './vector'

/** A face at depth z, facing the camera: from (x0, y0) along x, then up to y1. */
export const wallRect = (x0: number, x1: number, y0: number, y1: number, z: number): V3[] => [
  [x0, y0, z],
  [x1, y0, z],
  [x1, y1, z],
  [x0, y1, z],
]

/** A level face at height y: from (x0, z0) along x, then back to z1. */
export const levelRect = (x0: number, x1: number, y: number, z0: number, z1: number): V3[] => [
  [x0, y, z0],
  [x1, y, z0],
  [x1, y, z1],
  [x0, y, z1],
]

/** A side face at x: from (y0, z0) back to z1, then up to y1. */
export const sideRect = (x: number, y0: number, y1: number, z0: number, z1: number): V3[] => [
  [x, y0, z0],
  [x, y0, z1],
  [x, y1, z1],
  [x, y1, z0],
]

/** The five faces of a box the camera can see from the front (a hearth, a mantel). */
export const boxFaces = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number) => ({
  front: wallRect(x0, x1, y0, y1, z0),
  top: levelRect(x0, x1, y1, z0, z1),
  bottom: levelRect(x0, x1, y0, z0, z1),
  left: sideRect(x0, y0, y1, z0, z1),
  right: sideRect(x1, y0, y1, z0, z1),
})
