// The portfolio: one list of projects for the home page, the portfolio and the quote page.
import { parseContent } from './parse'
import { imageCatalogue } from './images'
import { highlightsSchema, projectsSchema, quoteReasonsSchema, type ProjectCategory } from './schemas'

const FILE = 'content/projects.ts'

/** images: ids from content/images.ts, or a count n for project-<id>-1 .. project-<id>-<n>. */
const project = (id: number, category: ProjectCategory, title: string, summary: string, images: number | string[]) => ({
  id,
  category,
  title,
  summary,
  images: typeof images === 'number' ? Array.from({ length: images }, (_, k) => `project-${id}-${k + 1}`) : images,
})

export const projects = parseContent(FILE, projectsSchema, [
  project(
    1,
    'Kitchens',
    'Luxurious Calacatta Marble Kitchen & Bath Suite',
    'Calacatta marble carried from the kitchen backsplash into the adjoining bath, with the veining lined up across joints and clean, finished edges at every corner.',
    5,
  ),
  project(
    2,
    'Custom',
    'Modern Green Tile & Brass Contemporary Home',
    'Deep green glazed tile set off by brass fixtures and trim, repeated from room to room so the whole house reads as one design.',
    4,
  ),
  project(
    3,
    'Custom',
    'Contemporary Mixed-Material Home Design',
    'Porcelain, natural stone and mosaic combined on floors and walls, with tidy, flush transitions wherever one material meets the next.',
    4,
  ),
  project(
    4,
    'Kitchens',
    'Modern Black & White Kitchen Design',
    'A high-contrast kitchen in black and white tile, with crisp grout lines and straight cuts around the cabinets, windows and outlets.',
    4,
  ),
  project(
    5,
    'Bathrooms',
    'Elegant Blue Accent & Natural Stone Suite',
    'Natural stone floors and walls lifted by blue accent tile in the shower, set over a fully waterproofed base.',
    4,
  ),
  project(
    6,
    'Flooring',
    'Modern Luxury Wood Grain & Stone Design',
    'Wood-grain porcelain planks paired with stone-look tile: the warmth of hardwood on a floor that shrugs off water and wet shoes.',
    3,
  ),
  project(
    7,
    'Kitchens',
    'Contemporary White Kitchen with Marble Accents',
    'A bright white tiled kitchen with marble accents on the backsplash, set with tight, even grout joints.',
    4,
  ),
  project(
    8,
    'Bathrooms',
    'Classic Marble Bathroom Suite',
    'Marble on the floors, walls and shower of a traditional bathroom, sealed throughout to protect the stone from daily moisture.',
    4,
  ),
  project(
    9,
    'Kitchens',
    'Modern Minimalist Kitchen Design',
    'Large-format tile with slim, color-matched grout lines for a calm, uncluttered kitchen that is easy to keep clean.',
    3,
  ),
  project(
    10,
    'Custom',
    'Dramatic Contemporary Luxury Home',
    'Bold large-format tile and stone used as statement surfaces throughout a contemporary home, from feature walls to open-plan floors.',
    5,
  ),
  project(
    11,
    'Flooring',
    'Sophisticated Black & White Marble Collection',
    'Black and white marble floors laid in classic patterns, kept flat and level and sealed to bring out the contrast of the stone.',
    3,
  ),
])

// A project may only show pictures the catalogue describes (with their alt text).
const catalogued = new Set(imageCatalogue.map((image) => image.id))
for (const p of projects) {
  const missing = p.images.find((id) => !catalogued.has(id))
  if (missing) throw new Error(`${FILE}: project ${p.id} shows image "${missing}", which content/images.ts does not list`)
}

/** Portfolio page, 'Project Highlights'. */
export const projectHighlights = parseContent(FILE, highlightsSchema, [
  { value: '500+', label: 'Projects Completed' },
  { value: '100%', label: 'Customer Satisfaction' },
  { value: '{years}', label: 'Years Experience' },
])

/** Quote page: the why-choose list (the quote page's own claims: years, bonded, warranty; the years are computed). */
export const quoteWhyChoose = parseContent(FILE, quoteReasonsSchema, [
  {
    icon: 'award',
    title: '{years} Years Experience',
    text: 'Hands-on tile experience in homes across the Portland metro area.',
  },
  {
    icon: 'shield-check',
    title: 'Licensed, Bonded & Insured',
    text: 'A licensed Oregon contractor: {licence}.',
  },
  {
    icon: 'clipboard-check',
    title: 'Free Estimates',
    text: 'A free in-home consultation and a written quote, with a reply within {replyHours} hours.',
  },
  {
    icon: 'badge-check',
    title: 'Workmanship Warranty',
    text: 'Our installation work is backed by a warranty; ask us for the details.',
  },
])
