// The frame of each aspect the site lays out: a generated picture is drawn at this size, and a real
// photo is cropped to its ratio.

export const SOURCE_SIZES = { hero: { width: 2400, height: 1350 }, card: { width: 1800, height: 1200 } } as const
