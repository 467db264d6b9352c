// The site's pictures: what each one shows (its alt text) and the short description the image
// script draws it from until a real photo is dropped into content/images/<id>.jpg. Build-time only:
// getImage() reads the manifest that `npm run images` writes.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ImageData } from '../app/components/ui/image-data'
import { parseContent } from './parse'
import { imageCatalogueSchema } from './schemas'

// palettes shared by the images of one project
const calacatta = { colours: ['#f4f2ed', '#f0ede7'], material: 'marble', grout: '#e3dfd7', vein: '#9a886a' } as const
const carrara = { colours: ['#eeeeec', '#eaeae7'], material: 'marble', grout: '#d9d9d5', vein: '#8b9096' } as const
const nero = { colours: ['#1d1d1f', '#232325'], material: 'marble', grout: '#2a2a2c' } as const
const greenZellige = { colours: ['#1f5444', '#245e4c', '#1a4a3c', '#2a6753'], material: 'zellige', grout: '#bdb8aa' } as const
const travertine = { colours: ['#d6c7ae', '#cdbda3', '#dccfb8', '#c7b69a'], material: 'stone', grout: '#cbbda5' } as const
const blueCeramic = { colours: ['#3d6f95', '#41749a', '#386a8f'], material: 'ceramic', grout: '#e4e2dc' } as const
const oak = { colours: ['#b08a62', '#a9835c', '#b8926a'], material: 'wood-look', grout: '#7a6450' } as const
const brass = '#b8903f'
const whiteQuartz = { colours: ['#efeeea'], material: 'porcelain' } as const
const darkQuartz = { colours: ['#2c2d30'], material: 'stone' } as const

export const imageCatalogue = parseContent('content/images.ts', imageCatalogueSchema, [
  // ---- page heroes (16:9) ----
  {
    id: 'hero-home',
    alt: 'Warm white marble herringbone backsplash between kitchen cabinets and a dark quartz counter, lit by under-cabinet lights',
    aspect: 'hero',
    spec: {
      pattern: 'herringbone',
      colours: ['#f3efe8', '#efe9e0'],
      material: 'marble',
      grout: '#e0dad0',
      vein: '#a08d6f',
      room: 'kitchen',
      depth: 'counter',
      secondary: { colours: ['#34302c'], material: 'stone' },
    },
  },
  {
    id: 'hero-about',
    alt: 'Handmade terracotta hexagon floor tiles with wide cream grout meeting a warm white wall',
    aspect: 'hero',
    spec: {
      pattern: 'hexagon',
      colours: ['#b5603a', '#a9553a', '#bf6b45', '#9e4f33'],
      material: 'terracotta',
      grout: '#d6cdbd',
      room: 'floor',
      depth: 'floor-wall',
    },
  },
  {
    id: 'hero-services',
    alt: 'Sage green vertically stacked tile shower wall with a recessed niche and a pale stone shelf',
    aspect: 'hero',
    spec: {
      pattern: 'vertical-stack',
      size: [2.5, 10],
      colours: ['#9bb09a', '#93a993', '#a2b6a0'],
      material: 'ceramic',
      grout: '#e8e6df',
      room: 'shower',
      depth: 'niche',
    },
  },
  {
    id: 'hero-portfolio',
    alt: 'Black and white marble floor laid as a diagonal checkerboard, meeting a white wall and baseboard',
    aspect: 'hero',
    spec: {
      pattern: 'diagonal-checker',
      colours: ['#efedea', '#1d1d20'],
      material: 'marble',
      grout: '#a9a6a0',
      vein: '#8b9096',
      room: 'entry',
      depth: 'floor-wall',
    },
  },
  {
    id: 'hero-contact',
    alt: 'Warm oak wood-look porcelain plank floor running towards a white wall',
    aspect: 'hero',
    spec: { pattern: 'plank', ...oak, room: 'entry', depth: 'floor-wall' },
  },
  {
    id: 'hero-quote',
    alt: 'Navy blue 3x12 ceramic wall tiles with white grout above a white quartz vanity top',
    aspect: 'hero',
    spec: {
      pattern: 'subway',
      size: [12, 3],
      colours: ['#243b5a', '#28415f', '#213755'],
      material: 'ceramic',
      grout: '#e9e7e2',
      room: 'bathroom',
      depth: 'counter',
      secondary: whiteQuartz,
    },
  },
  {
    id: 'hero-blog',
    alt: 'Gray and white marble chevron tiles on a feature wall, lit from the side',
    aspect: 'hero',
    spec: {
      pattern: 'chevron',
      colours: ['#eceae6', '#e4e2de', '#d7d5d1'],
      material: 'marble',
      grout: '#d9d8d4',
      vein: '#7f8388',
      room: 'wall',
      depth: 'none',
    },
  },
  {
    id: 'hero-portland',
    alt: 'Slate gray stone tile steps rising to the upper level of a patio',
    aspect: 'hero',
    spec: {
      pattern: 'large-format',
      size: [24, 12],
      colours: ['#5d6064', '#55585c', '#63666a'],
      material: 'stone',
      grout: '#3f4144',
      room: 'patio',
      depth: 'step',
    },
  },
  {
    id: 'hero-beaverton',
    alt: 'Emerald green zellige backsplash of glossy handmade squares above a white quartz counter',
    aspect: 'hero',
    spec: {
      pattern: 'grid',
      size: [4, 4],
      colours: ['#1d5a48', '#236552', '#18503f', '#2a6f59'],
      material: 'zellige',
      grout: '#d2cdc0',
      room: 'kitchen',
      depth: 'counter',
      secondary: whiteQuartz,
    },
  },
  {
    id: 'hero-tigard',
    alt: 'Charcoal large-format porcelain fireplace wall with a glowing firebox, wood mantel and black hearth',
    aspect: 'hero',
    spec: {
      pattern: 'large-format',
      size: [24, 12],
      colours: ['#3b3a39', '#363534', '#403f3d'],
      material: 'porcelain',
      grout: '#2e2d2c',
      room: 'fireplace',
      depth: 'fireplace',
      secondary: { colours: ['#1f1e1d'], material: 'stone' },
    },
  },
  {
    id: 'hero-gresham',
    alt: 'Walnut-toned wood-look porcelain laid in a herringbone floor, meeting a white wall',
    aspect: 'hero',
    spec: {
      pattern: 'herringbone',
      size: [24, 4],
      colours: ['#8b6a4c', '#7f6046', '#967453'],
      material: 'wood-look',
      grout: '#5b4634',
      room: 'floor',
      depth: 'floor-wall',
    },
  },
  {
    id: 'hero-lake-oswego',
    alt: 'Calacatta marble shower wall in large-format tiles with a recessed niche and a brass valve',
    aspect: 'hero',
    spec: { pattern: 'large-format', size: [24, 12], ...calacatta, room: 'shower', depth: 'niche', fixture: brass },
  },
  {
    id: 'hero-calculator',
    alt: 'Light gray 12x24 porcelain floor tiles laid in a one-third offset, seen from above',
    aspect: 'hero',
    spec: {
      pattern: 'large-format',
      size: [24, 12],
      colours: ['#b9b6b1', '#b3b0ab', '#bebbb6'],
      material: 'porcelain',
      grout: '#9e9b96',
      room: 'floor',
      depth: 'none',
    },
  },
  {
    id: 'hero-patterns',
    alt: 'White ceramic herringbone wall with charcoal grout that shows off the zigzag pattern',
    aspect: 'hero',
    spec: {
      pattern: 'herringbone',
      size: [6, 2],
      colours: ['#f5f4f0', '#f1f0eb'],
      material: 'ceramic',
      grout: '#4a4a4c',
      room: 'wall',
      depth: 'none',
    },
  },

  // ---- services ----
  {
    id: 'service-kitchen',
    alt: 'White ceramic subway backsplash with gray grout between kitchen cabinets and a dark quartz counter',
    aspect: 'card',
    spec: {
      pattern: 'subway',
      colours: ['#f5f4f0', '#f1f0ec'],
      material: 'ceramic',
      grout: '#8e8c88',
      room: 'kitchen',
      depth: 'counter',
      secondary: darkQuartz,
    },
  },
  {
    id: 'service-bathroom',
    alt: 'White 4x12 ceramic shower wall with a recessed niche and a chrome shower valve',
    aspect: 'card',
    spec: {
      pattern: 'subway',
      size: [12, 4],
      colours: ['#f4f4f1', '#f0f0ec'],
      material: 'ceramic',
      grout: '#d5d4cf',
      room: 'shower',
      depth: 'niche',
      fixture: '#c7cbd0',
    },
  },
  {
    id: 'service-flooring',
    alt: 'Greige 24-inch porcelain floor tiles with narrow grout lines meeting a white wall',
    aspect: 'card',
    spec: {
      pattern: 'grid',
      size: [24, 24],
      colours: ['#cbc3b8', '#c6beb3'],
      material: 'porcelain',
      grout: '#b3aca2',
      room: 'floor',
      depth: 'floor-wall',
    },
  },
  {
    id: 'service-custom',
    alt: 'Fireplace wall in glossy blue zellige tiles with a wood mantel, black-framed firebox and dark hearth',
    aspect: 'card',
    spec: {
      pattern: 'subway',
      size: [6, 2.5],
      colours: ['#2f5c7a', '#2a5470', '#366684', '#28506b'],
      material: 'zellige',
      grout: '#c9c6bd',
      room: 'fireplace',
      depth: 'fireplace',
      secondary: { colours: ['#2d2c2b'], material: 'stone' },
    },
  },

  // ---- about ----
  {
    id: 'about-story',
    alt: 'A porcelain floor half laid: tiles set in rows on one side, freshly combed thinset and bare backer board on the other',
    aspect: 'card',
    spec: {
      pattern: 'large-format',
      size: [24, 12],
      colours: ['#c9c2b8', '#c3bcb2'],
      material: 'porcelain',
      grout: '#8e8b85',
      room: 'floor',
      depth: 'none',
      progress: 0.55,
    },
  },

  // ---- articles ----
  {
    id: 'article-best-tile-materials-portland-climate',
    alt: 'Gray stone-look porcelain tiles on outdoor patio steps',
    aspect: 'card',
    spec: {
      pattern: 'large-format',
      size: [24, 12],
      colours: ['#8d8a84', '#85827c', '#93908a'],
      material: 'porcelain',
      grout: '#6d6b66',
      room: 'patio',
      depth: 'step',
    },
  },
  {
    id: 'article-tile-installation-mistakes-portland',
    alt: 'Close view of beige ceramic floor tiles with straight, even grout joints',
    aspect: 'card',
    spec: {
      pattern: 'grid',
      size: [12, 12],
      colours: ['#d9cbb4', '#d3c5ae', '#ddd0ba'],
      material: 'ceramic',
      grout: '#b5a891',
      room: 'floor',
      depth: 'none',
      crop: 1.6,
    },
  },
  {
    id: 'article-budgeting-tile-project-portland',
    alt: 'Light beige 18-inch porcelain floor tiles meeting a white baseboard',
    aspect: 'card',
    spec: {
      pattern: 'grid',
      size: [18, 18],
      colours: ['#ddd3c4', '#d8cebf'],
      material: 'porcelain',
      grout: '#c4b9a9',
      room: 'floor',
      depth: 'floor-wall',
    },
  },
  {
    id: 'article-kitchen-backsplash-ideas-2025',
    alt: 'Deep blue glossy vertically stacked backsplash above a white quartz counter',
    aspect: 'card',
    spec: {
      pattern: 'vertical-stack',
      size: [2.5, 10],
      colours: ['#2e4f73', '#2b4a6c', '#33577c'],
      material: 'ceramic',
      grout: '#e2e0da',
      room: 'kitchen',
      depth: 'counter',
      secondary: whiteQuartz,
    },
  },
  {
    id: 'article-waterproofing-before-tile',
    alt: 'Light gray large-format porcelain shower wall with a recessed niche',
    aspect: 'card',
    spec: {
      pattern: 'large-format',
      size: [24, 12],
      colours: ['#c4c3c0', '#bfbebb', '#c8c7c4'],
      material: 'porcelain',
      grout: '#b2b1ae',
      room: 'shower',
      depth: 'niche',
    },
  },
  {
    id: 'article-best-tile-stores-portland',
    alt: 'Blue, aqua and white glass mosaic tiles in a random blend',
    aspect: 'card',
    spec: {
      pattern: 'mosaic',
      size: [1, 1],
      colours: ['#3f7e9c', '#5b9bb5', '#2f6683', '#8fc1d2', '#e9efef'],
      material: 'glass',
      grout: '#dcdcd8',
      room: 'wall',
      depth: 'none',
    },
  },
  {
    id: 'article-fix-cracked-grout',
    alt: 'Close view of gray grout lines between square white ceramic floor tiles',
    aspect: 'card',
    spec: {
      pattern: 'grid',
      size: [12, 12],
      colours: ['#f1f0ec', '#edece8'],
      material: 'ceramic',
      grout: '#8f8c87',
      room: 'floor',
      depth: 'none',
      crop: 1.8,
    },
  },
  {
    id: 'article-tile-trends-portland-2025',
    alt: 'Terracotta-colored zellige tiles in a herringbone feature wall',
    aspect: 'card',
    spec: {
      pattern: 'herringbone',
      size: [6, 2],
      colours: ['#c0714d', '#b5654a', '#c97d58', '#ad5c40'],
      material: 'zellige',
      grout: '#d9cfc0',
      room: 'wall',
      depth: 'none',
    },
  },
  {
    id: 'article-choosing-tile-contractor-portland',
    alt: 'Charcoal hexagon porcelain floor tiles with matching grout, seen from above',
    aspect: 'card',
    spec: {
      pattern: 'hexagon',
      size: [8, 8],
      colours: ['#45474a', '#4a4c4f', '#404245'],
      material: 'porcelain',
      grout: '#3a3b3d',
      room: 'floor',
      depth: 'none',
    },
  },

  // ---- project 1: Luxurious Calacatta Marble Kitchen & Bath Suite ----
  {
    id: 'project-1-1',
    alt: 'Calacatta marble 3x12 backsplash with gold-gray veining above a matching marble counter',
    aspect: 'card',
    spec: {
      pattern: 'subway',
      size: [12, 3],
      ...calacatta,
      room: 'kitchen',
      depth: 'counter',
      secondary: { colours: ['#f1efea'], material: 'marble', vein: '#9a886a' },
    },
  },
  {
    id: 'project-1-2',
    alt: 'Close view of Calacatta marble wall tiles with gold and gray veining',
    aspect: 'card',
    spec: { pattern: 'large-format', size: [24, 12], ...calacatta, room: 'kitchen', depth: 'none', crop: 1.5, angle: 12 },
  },
  {
    id: 'project-1-3',
    alt: 'Calacatta marble shower wall in 12x24 tiles with a recessed niche and a pale stone shelf',
    aspect: 'card',
    spec: { pattern: 'large-format', size: [24, 12], ...calacatta, room: 'shower', depth: 'niche' },
  },
  {
    id: 'project-1-4',
    alt: 'Calacatta marble bath wall in tall 12x24 tiles above a white vanity top',
    aspect: 'card',
    spec: { pattern: 'vertical-stack', size: [12, 24], ...calacatta, room: 'bathroom', depth: 'counter', secondary: whiteQuartz },
  },
  {
    id: 'project-1-5',
    alt: 'Calacatta marble floor tiles meeting a Calacatta marble wall in a bathroom',
    aspect: 'card',
    spec: {
      pattern: 'grid',
      size: [12, 12],
      ...calacatta,
      room: 'bathroom',
      depth: 'floor-wall',
      secondary: { pattern: 'large-format', size: [24, 12], ...calacatta },
    },
  },

  // ---- project 2: Modern Green Tile & Brass Contemporary Home ----
  {
    id: 'project-2-1',
    alt: 'Deep green zellige shower wall with a brass-trimmed niche and a brass valve',
    aspect: 'card',
    spec: { pattern: 'vertical-stack', size: [2.5, 8], ...greenZellige, room: 'shower', depth: 'niche', trim: brass, fixture: brass },
  },
  {
    id: 'project-2-2',
    alt: 'Deep green 4-inch zellige backsplash above a white quartz counter',
    aspect: 'card',
    spec: { pattern: 'grid', size: [4, 4], ...greenZellige, room: 'kitchen', depth: 'counter', secondary: whiteQuartz },
  },
  {
    id: 'project-2-3',
    alt: 'Green zellige subway tile wall crossed by a thin brass trim strip',
    aspect: 'card',
    spec: { pattern: 'subway', size: [6, 2], ...greenZellige, room: 'wall', depth: 'none', trim: brass, angle: -14 },
  },
  {
    id: 'project-2-4',
    alt: 'Deep green glazed hexagon floor meeting a white wall, with a brass edge strip at the baseboard',
    aspect: 'card',
    spec: { pattern: 'hexagon', size: [6, 6], ...greenZellige, room: 'bathroom', depth: 'floor-wall', trim: brass },
  },

  // ---- project 3: Contemporary Mixed-Material Home Design ----
  {
    id: 'project-3-1',
    alt: 'Wood-look porcelain plank floor meeting a wall of gray stone tiles',
    aspect: 'card',
    spec: {
      pattern: 'plank',
      colours: ['#a88460', '#9e7a57', '#b08c68'],
      material: 'wood-look',
      grout: '#6d5a47',
      room: 'floor',
      depth: 'floor-wall',
      secondary: {
        pattern: 'large-format',
        size: [24, 12],
        colours: ['#8e8c88', '#868480', '#96938e'],
        material: 'stone',
        grout: '#77756f',
      },
    },
  },
  {
    id: 'project-3-2',
    alt: 'Stone-look porcelain stair treads with wood-look plank tile risers',
    aspect: 'card',
    spec: {
      pattern: 'large-format',
      size: [24, 12],
      colours: ['#a7a39c', '#9f9b94', '#aca8a1'],
      material: 'porcelain',
      grout: '#8b8882',
      room: 'entry',
      depth: 'step',
      secondary: { pattern: 'plank', size: [48, 7], colours: ['#9b7655', '#a47e5c'], material: 'wood-look', grout: '#6b5642' },
    },
  },
  {
    id: 'project-3-3',
    alt: 'Gray natural stone tile fireplace wall with a wood mantel, black firebox frame and dark hearth',
    aspect: 'card',
    spec: {
      pattern: 'subway',
      size: [18, 6],
      colours: ['#8b8680', '#827d77', '#948f88', '#7a756f'],
      material: 'stone',
      grout: '#6e6a65',
      room: 'fireplace',
      depth: 'fireplace',
      secondary: { colours: ['#2f2e2c'], material: 'stone' },
    },
  },
  {
    id: 'project-3-4',
    alt: 'Mixed natural stone 2-inch mosaic backsplash above a white quartz counter',
    aspect: 'card',
    spec: {
      pattern: 'mosaic',
      size: [2, 2],
      colours: ['#b9b2a6', '#a9a296', '#c6c0b5', '#8f887d'],
      material: 'stone',
      grout: '#a29c91',
      room: 'kitchen',
      depth: 'counter',
      secondary: whiteQuartz,
    },
  },

  // ---- project 4: Modern Black & White Kitchen Design ----
  {
    id: 'project-4-1',
    alt: 'Black and white checkerboard floor meeting a white subway tile wall',
    aspect: 'card',
    spec: {
      pattern: 'checker',
      size: [12, 12],
      colours: ['#f2f1ee', '#1f2023'],
      material: 'porcelain',
      grout: '#8c8a87',
      room: 'kitchen',
      depth: 'floor-wall',
      secondary: { pattern: 'subway', size: [6, 3], colours: ['#f6f5f2'], material: 'ceramic', grout: '#dcdad5' },
    },
  },
  {
    id: 'project-4-2',
    alt: 'White subway backsplash with black grout above a black quartz counter',
    aspect: 'card',
    spec: {
      pattern: 'subway',
      colours: ['#f5f4f0', '#f1f0ec'],
      material: 'ceramic',
      grout: '#2c2c2e',
      room: 'kitchen',
      depth: 'counter',
      secondary: { colours: ['#1e1f22'], material: 'stone' },
    },
  },
  {
    id: 'project-4-3',
    alt: 'Black and white checkerboard porcelain floor seen from above',
    aspect: 'card',
    spec: {
      pattern: 'checker',
      size: [12, 12],
      colours: ['#f2f1ee', '#1f2023'],
      material: 'porcelain',
      grout: '#8c8a87',
      room: 'floor',
      depth: 'none',
      angle: 15,
    },
  },
  {
    id: 'project-4-4',
    alt: 'Matte black hexagon backsplash above a white quartz counter',
    aspect: 'card',
    spec: {
      pattern: 'hexagon',
      size: [3, 3],
      colours: ['#232427', '#27282b', '#1f2023'],
      material: 'porcelain',
      grout: '#3b3c3f',
      room: 'kitchen',
      depth: 'counter',
      secondary: whiteQuartz,
    },
  },

  // ---- project 5: Elegant Blue Accent & Natural Stone Suite ----
  {
    id: 'project-5-1',
    alt: 'Travertine-look stone shower wall with a recessed niche lined in blue glass mosaic',
    aspect: 'card',
    spec: {
      pattern: 'large-format',
      size: [24, 12],
      ...travertine,
      room: 'shower',
      depth: 'niche',
      secondary: {
        pattern: 'mosaic',
        size: [1, 1],
        colours: ['#2e6e93', '#3b80a5', '#25607f', '#5a9bbd'],
        material: 'glass',
        grout: '#d8d6d0',
      },
    },
  },
  {
    id: 'project-5-2',
    alt: 'Travertine-look stone floor meeting a blue ceramic subway tile wall',
    aspect: 'card',
    spec: {
      pattern: 'grid',
      size: [12, 12],
      ...travertine,
      room: 'bathroom',
      depth: 'floor-wall',
      secondary: { pattern: 'subway', size: [6, 3], ...blueCeramic },
    },
  },
  {
    id: 'project-5-3',
    alt: 'Blue 3x12 ceramic wall tiles above a cream stone vanity top',
    aspect: 'card',
    spec: {
      pattern: 'subway',
      size: [12, 3],
      ...blueCeramic,
      room: 'bathroom',
      depth: 'counter',
      secondary: { colours: ['#e6dccb'], material: 'stone' },
    },
  },
  {
    id: 'project-5-4',
    alt: 'Blue glass and sand-colored mosaic tiles in a random blend on an accent wall',
    aspect: 'card',
    spec: {
      pattern: 'mosaic',
      size: [1, 1],
      colours: ['#2e6e93', '#3b80a5', '#d6c7ae', '#25607f', '#cdbda3'],
      material: 'glass',
      grout: '#d8d6d0',
      room: 'wall',
      depth: 'none',
      angle: 10,
    },
  },

  // ---- project 6: Modern Luxury Wood Grain & Stone Design ----
  {
    id: 'project-6-1',
    alt: 'Warm oak wood-look porcelain plank floor meeting a white wall and baseboard',
    aspect: 'card',
    spec: { pattern: 'plank', ...oak, room: 'floor', depth: 'floor-wall' },
  },
  {
    id: 'project-6-2',
    alt: 'Wood-look porcelain plank steps with gray stone tile risers',
    aspect: 'card',
    spec: {
      pattern: 'plank',
      ...oak,
      room: 'entry',
      depth: 'step',
      secondary: { pattern: 'large-format', size: [24, 7], colours: ['#77746f', '#6f6c67'], material: 'stone', grout: '#5e5c58' },
    },
  },
  {
    id: 'project-6-3',
    alt: 'Gray stone-look large-format fireplace wall with a wood mantel and dark hearth',
    aspect: 'card',
    spec: {
      pattern: 'large-format',
      size: [24, 12],
      colours: ['#6d6a66', '#75716c', '#66635f'],
      material: 'stone',
      grout: '#575450',
      room: 'fireplace',
      depth: 'fireplace',
      secondary: { colours: ['#2b2a29'], material: 'stone' },
    },
  },

  // ---- project 7: Contemporary White Kitchen with Marble Accents ----
  {
    id: 'project-7-1',
    alt: 'White ceramic subway backsplash above a Carrara marble counter',
    aspect: 'card',
    spec: {
      pattern: 'subway',
      colours: ['#f6f5f1', '#f2f1ed'],
      material: 'ceramic',
      grout: '#e6e4df',
      room: 'kitchen',
      depth: 'counter',
      secondary: { colours: ['#eeeeec'], material: 'marble', vein: '#8b9096' },
    },
  },
  {
    id: 'project-7-2',
    alt: 'Carrara marble chevron backsplash above a white quartz counter',
    aspect: 'card',
    spec: { pattern: 'chevron', size: [12, 3], ...carrara, room: 'kitchen', depth: 'counter', secondary: whiteQuartz },
  },
  {
    id: 'project-7-3',
    alt: 'Carrara marble floor tiles laid on the diagonal, meeting a white wall and baseboard',
    aspect: 'card',
    spec: { pattern: 'diagonal', size: [12, 12], ...carrara, room: 'kitchen', depth: 'floor-wall' },
  },
  {
    id: 'project-7-4',
    alt: 'Glossy white vertically stacked backsplash above a Carrara marble counter',
    aspect: 'card',
    spec: {
      pattern: 'vertical-stack',
      size: [2.5, 10],
      colours: ['#f6f5f1', '#f2f1ed'],
      material: 'ceramic',
      grout: '#e6e4df',
      room: 'kitchen',
      depth: 'counter',
      crop: 1.3,
      secondary: { colours: ['#eeeeec'], material: 'marble', vein: '#8b9096' },
    },
  },

  // ---- project 8: Classic Marble Bathroom Suite ----
  {
    id: 'project-8-1',
    alt: 'Carrara marble subway tile shower wall with a recessed niche',
    aspect: 'card',
    spec: { pattern: 'subway', size: [6, 3], ...carrara, room: 'shower', depth: 'niche' },
  },
  {
    id: 'project-8-2',
    alt: 'Carrara marble hexagon floor meeting a marble subway tile wall',
    aspect: 'card',
    spec: {
      pattern: 'hexagon',
      size: [3, 3],
      ...carrara,
      room: 'bathroom',
      depth: 'floor-wall',
      secondary: { pattern: 'subway', size: [12, 6], ...carrara },
    },
  },
  {
    id: 'project-8-3',
    alt: 'Carrara marble 12x24 wall tiles above a marble vanity top',
    aspect: 'card',
    spec: {
      pattern: 'large-format',
      size: [24, 12],
      ...carrara,
      room: 'bathroom',
      depth: 'counter',
      secondary: { colours: ['#eeeeec'], material: 'marble', vein: '#8b9096' },
    },
  },
  {
    id: 'project-8-4',
    alt: 'Close view of Carrara marble hexagon floor tiles with gray grout',
    aspect: 'card',
    spec: { pattern: 'hexagon', size: [3, 3], ...carrara, grout: '#b9b8b4', room: 'floor', depth: 'none', crop: 1.6 },
  },

  // ---- project 9: Modern Minimalist Kitchen Design ----
  {
    id: 'project-9-1',
    alt: 'Matte white 12x24 backsplash tiles with hairline grout above a light gray quartz counter',
    aspect: 'card',
    spec: {
      pattern: 'large-format',
      size: [24, 12],
      colours: ['#ecebe8', '#e9e8e5'],
      material: 'porcelain',
      grout: '#e0dfdb',
      room: 'kitchen',
      depth: 'counter',
      secondary: { colours: ['#c9c8c5'], material: 'porcelain' },
    },
  },
  {
    id: 'project-9-2',
    alt: 'Light gray 24x48 porcelain floor with minimal grout joints meeting a white wall',
    aspect: 'card',
    spec: {
      pattern: 'large-format',
      size: [48, 24],
      colours: ['#cfcdc9', '#cac8c4'],
      material: 'porcelain',
      grout: '#bdbbb7',
      room: 'kitchen',
      depth: 'floor-wall',
    },
  },
  {
    id: 'project-9-3',
    alt: 'Matte greige 24x48 wall tiles with hairline grout joints',
    aspect: 'card',
    spec: {
      pattern: 'large-format',
      size: [24, 48],
      colours: ['#bdb5aa', '#b8b0a5'],
      material: 'porcelain',
      grout: '#b0a89d',
      room: 'wall',
      depth: 'none',
      angle: -18,
    },
  },

  // ---- project 10: Dramatic Contemporary Luxury Home ----
  {
    id: 'project-10-1',
    alt: 'Black marble-look large-format floor with white veining meeting a charcoal wall and white baseboard',
    aspect: 'card',
    spec: {
      pattern: 'large-format',
      size: [48, 24],
      ...nero,
      room: 'floor',
      depth: 'floor-wall',
      secondary: { colours: ['#3b3b3d'], material: 'porcelain' },
    },
  },
  {
    id: 'project-10-2',
    alt: 'Charcoal stone large-format fireplace wall with a glowing firebox and wood mantel',
    aspect: 'card',
    spec: {
      pattern: 'large-format',
      size: [24, 12],
      colours: ['#2f2e2d', '#343331', '#2a2928'],
      material: 'stone',
      grout: '#252423',
      room: 'fireplace',
      depth: 'fireplace',
      secondary: { colours: ['#1b1a19'], material: 'stone' },
    },
  },
  {
    id: 'project-10-3',
    alt: 'Dark slate large-format shower wall with a recessed niche and a brushed nickel valve',
    aspect: 'card',
    spec: {
      pattern: 'large-format',
      size: [24, 12],
      colours: ['#3c3e41', '#35373a', '#424447'],
      material: 'stone',
      grout: '#2f3133',
      room: 'shower',
      depth: 'niche',
      fixture: '#aeb2b6',
    },
  },
  {
    id: 'project-10-4',
    alt: 'Black marble-look backsplash with white veining above a white quartz counter',
    aspect: 'card',
    spec: { pattern: 'large-format', size: [24, 12], ...nero, room: 'kitchen', depth: 'counter', secondary: whiteQuartz },
  },
  {
    id: 'project-10-5',
    alt: 'Dark basalt-look stone tile steps',
    aspect: 'card',
    spec: {
      pattern: 'large-format',
      size: [24, 12],
      colours: ['#2e3033', '#34363a', '#292b2e'],
      material: 'stone',
      grout: '#222426',
      room: 'patio',
      depth: 'step',
    },
  },

  // ---- project 11: Sophisticated Black & White Marble Collection ----
  {
    id: 'project-11-1',
    alt: 'Black and white marble floor laid as a diagonal checkerboard, seen from above',
    aspect: 'card',
    spec: {
      pattern: 'diagonal-checker',
      size: [12, 12],
      colours: ['#efedea', '#1c1c1f'],
      material: 'marble',
      grout: '#a6a39e',
      vein: '#8b9096',
      room: 'entry',
      depth: 'none',
    },
  },
  {
    id: 'project-11-2',
    alt: 'Nero Marquina and Carrara marble checkerboard floor meeting a white wall',
    aspect: 'card',
    spec: {
      pattern: 'checker',
      size: [12, 12],
      colours: ['#efedea', '#1c1c1f'],
      material: 'marble',
      grout: '#a6a39e',
      vein: '#8b9096',
      room: 'entry',
      depth: 'floor-wall',
    },
  },
  {
    id: 'project-11-3',
    alt: 'Diagonal checkerboard of black and white marble running to a white baseboard',
    aspect: 'card',
    spec: {
      pattern: 'diagonal-checker',
      size: [12, 12],
      colours: ['#efedea', '#1c1c1f'],
      material: 'marble',
      grout: '#a6a39e',
      vein: '#8b9096',
      room: 'floor',
      depth: 'floor-wall',
      crop: 1.2,
      angle: -15,
    },
  },
])

const byId = new Map(imageCatalogue.map((e) => [e.id, e]))
type ManifestEntry = { width: number; height: number; widths: number[]; color: string; hash: string }
let manifest: Record<string, ManifestEntry> | undefined

function readManifest(): Record<string, ManifestEntry> {
  const file = join(process.cwd(), '.cache/images/manifest.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>
  } catch {
    throw new Error(`The image manifest ${file} is missing or unreadable: run \`npm run images\` to generate the images first.`)
  }
}

/** An image's alt text, intrinsic size, widths and placeholder colour, for the Picture component. */
export function getImage(id: string): ImageData {
  const entry = byId.get(id)
  if (!entry) throw new Error(`Unknown image id "${id}"`)
  // read once per process; read again if the images were rebuilt since (a dev server)
  manifest ??= readManifest()
  if (!manifest[id]) manifest = readManifest()
  const built = manifest[id]
  if (!built) throw new Error(`Image "${id}" is not in .cache/images/manifest.json: run \`npm run images\` to generate it.`)
  return { id, alt: entry.alt, width: built.width, height: built.height, widths: built.widths, color: built.color }
}
