// The pattern tool's data: four tile colours, six patterns, and
// and a grout color choice. Plain typed constants: the browser draws from them.

export type ColorId = 'white' | 'gray' | 'beige' | 'black'
export type PatternId = 'brick' | 'herringbone' | 'grid' | 'diagonal' | 'chevron' | 'hexagon'
export type GroutId = 'light' | 'matching' | 'dark'
export type Difficulty = 'Easy' | 'Moderate' | 'Advanced'

/** `base` is the tile's mean colour; `matchingGrout` a grout a shade off it. SVG fills, not page colours. */
export type TileColor = { id: ColorId; name: string; base: string; matchingGrout: string }

export type TilePattern = { id: PatternId; name: string; description: string; bestFor: string[]; difficulty: Difficulty }

export type Grout = { id: GroutId; name: string }

export const tileColors: readonly TileColor[] = [
  { id: 'white', name: 'Bright White', base: '#f4f2ee', matchingGrout: '#dcd8d0' },
  { id: 'gray', name: 'Modern Gray', base: '#9aa0a6', matchingGrout: '#80868c' },
  { id: 'beige', name: 'Warm Beige', base: '#d9c4a5', matchingGrout: '#bea989' },
  { id: 'black', name: 'Matte Black', base: '#2b2b2d', matchingGrout: '#434346' },
]

export const tilePatterns: readonly TilePattern[] = [
  {
    id: 'brick',
    name: 'Brick/Subway',
    description: 'Rectangular tiles in rows, each row offset by half a tile. The classic, timeless look of the subway.',
    bestFor: ['Kitchen backsplashes', 'Shower walls', 'Traditional and farmhouse styles'],
    difficulty: 'Easy',
  },
  {
    id: 'herringbone',
    name: 'Herringbone',
    description: 'Rectangles set at right angles in a zigzag of interlocking Vs. Elegant movement with a sense of craft.',
    bestFor: ['Entryways and hallways', 'Feature walls', 'Kitchen and bathroom floors'],
    difficulty: 'Advanced',
  },
  {
    id: 'grid',
    name: 'Grid/Stack',
    description: 'Tiles aligned in straight rows and columns with continuous grout lines. Clean, modern and calm.',
    bestFor: ['Modern and minimalist spaces', 'Large-format floor tile', 'Rooms that should feel orderly'],
    difficulty: 'Easy',
  },
  {
    id: 'diagonal',
    name: 'Diagonal',
    description: 'A square grid turned 45 degrees into diamonds. It widens a room visually and hides walls that are out of square.',
    bestFor: ['Small rooms that should look larger', 'Older homes with uneven walls', 'Entry and laundry floors'],
    difficulty: 'Moderate',
  },
  {
    id: 'chevron',
    name: 'Chevron',
    description: 'Tiles cut at an angle so their ends meet in a continuous V. Bold, directional and unmistakably current.',
    bestFor: ['Statement walls and backsplashes', 'Long hallways', 'Contemporary bathrooms'],
    difficulty: 'Advanced',
  },
  {
    id: 'hexagon',
    name: 'Hexagon',
    description: 'Six-sided tiles in a honeycomb. Geometric and playful, from small mosaics to large format.',
    bestFor: ['Bathroom floors', 'Shower floors and niches', 'Accent walls and backsplashes'],
    difficulty: 'Moderate',
  },
]

export const grouts: readonly Grout[] = [
  { id: 'light', name: 'light' },
  { id: 'matching', name: 'matching' },
  { id: 'dark', name: 'dark' },
]

export const lightGrout = '#e2ddd4'
export const darkGrout = '#3a3836'
