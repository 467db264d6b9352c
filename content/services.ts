// The services: home-page cards, the services page's detailed sections, the process and quick links.
import { parseContent } from './parse'
import { processStepsSchema, quickLinksSchema, serviceCardsSchema, serviceDetailsSchema } from './schemas'

const FILE = 'content/services.ts'

/** Home page, 'Our Expert Services'. */
export const serviceCards = parseContent(FILE, serviceCardsSchema, [
  {
    icon: 'chef-hat',
    title: 'Kitchen Backsplashes',
    description:
      'Subway, zellige, marble or large-format porcelain, set straight and level behind the range and sink, with clean cuts around every outlet and window return.',
    image: 'service-kitchen',
    linkLabel: 'Learn About Kitchen Backsplashes',
    href: '/services#kitchen-backsplashes',
  },
  {
    icon: 'shower-head',
    title: 'Bathroom & Shower Tile',
    description:
      'Waterproofed showers, tub surrounds and bathroom floors built for a house that sees steam every morning and damp air half the year.',
    image: 'service-bathroom',
    linkLabel: 'Learn About Bathroom & Shower Tile',
    href: '/services#bathroom-shower',
  },
  {
    icon: 'layers',
    title: 'Tile & Stone Flooring',
    description:
      'Porcelain, ceramic and natural stone floors for kitchens, entries, mudrooms and basements, laid on a flat, sound base so they stay crack-free.',
    image: 'service-flooring',
    linkLabel: 'Learn About Tile & Stone Flooring',
    href: '/services#flooring',
  },
  {
    icon: 'sparkles',
    title: 'Custom Tile Projects',
    description:
      'Fireplace surrounds, covered patios, feature walls and commercial spaces: the one-off jobs that need a plan drawn before the first tile is cut.',
    image: 'service-custom',
    linkLabel: 'Learn About Custom Tile Projects',
    href: '/services#custom-projects',
  },
])

/** Services page: the four detailed sections, each with its 'What's Included' list. */
export const serviceDetails = parseContent(FILE, serviceDetailsSchema, [
  {
    title: 'Kitchen Backsplashes',
    anchor: 'kitchen-backsplashes',
    icon: 'chef-hat',
    description:
      'A backsplash is the part of a kitchen you look at most, so the layout matters as much as the tile. We plan where the pattern starts and ends, how it meets the cabinets, the window and the countertop, and which outlets need extenders, before anything goes on the wall. Then we set it, grout it and seal it so a splash of tomato sauce wipes straight off.',
    image: 'service-kitchen',
    features: ['Custom design consultation', 'Premium tile selection', 'Professional installation', 'Grout sealing and finishing'],
    articleTopics: ['kitchens', 'design'],
  },
  {
    title: 'Bathroom & Shower',
    anchor: 'bathroom-shower',
    icon: 'shower-head',
    description:
      "In a Portland bathroom the tile is only as good as what's behind it. Every shower we build starts with a continuous waterproof layer over the walls and pan, sloped to the drain, so moisture never reaches the framing. On top of that we install the design you want, from a simple tub surround to a curbless walk-in shower tiled to the ceiling.",
    image: 'service-bathroom',
    features: ['Waterproofing', 'Custom shower designs', 'Floor-to-ceiling installations', 'Slip-resistant options'],
    articleTopics: ['bathrooms', 'wet-rooms', 'grout'],
  },
  {
    title: 'Flooring Solutions',
    anchor: 'flooring',
    icon: 'layers',
    description:
      'Tile floors fail from below: a bouncy subfloor in an older house or a damp basement slab will crack grout and pop tiles within a few seasons. We check the floor first, correct what needs correcting, and then lay porcelain, ceramic or natural stone flat and tight. Planning to add in-floor heat? We install over radiant systems too.',
    image: 'service-flooring',
    features: ['Ceramic and porcelain', 'Natural stone', 'Radiant heating compatibility', 'Commercial-grade options'],
    articleTopics: ['flooring', 'climate', 'installation'],
  },
  {
    title: 'Custom Projects',
    anchor: 'custom-projects',
    icon: 'sparkles',
    description:
      "Some of our favorite work doesn't fit a category: a fireplace surround that becomes the center of a living room, a covered patio that has to shrug off winter rain and the odd freeze, a patterned accent wall, or a durable floor for a shop or office. We draw it up with you, help choose a material that suits the spot, and build it to last.",
    image: 'service-custom',
    features: ['Fireplace surrounds', 'Outdoor patios', 'Accent walls', 'Commercial spaces'],
    articleTopics: ['design', 'materials', 'shopping'],
  },
])

/** Services page: the four-step process. */
export const processSteps = parseContent(FILE, processStepsSchema, [
  {
    step: 1,
    icon: 'messages-square',
    title: 'Consultation',
    description:
      'A free in-home visit. We look at the space, measure it, check the walls and subfloor, and talk through what you have in mind.',
  },
  {
    step: 2,
    icon: 'drafting-compass',
    title: 'Design & Quote',
    description:
      'We help you settle the tile, layout and finishes, then send a written quote that spells out the prep work, materials and schedule.',
  },
  {
    step: 3,
    icon: 'hammer',
    title: 'Installation',
    description:
      'Our crew protects your floors, does the prep properly and sets the tile, keeping you posted on progress and cleaning up at the end of each day.',
  },
  {
    step: 4,
    icon: 'clipboard-check',
    title: 'Final Inspection',
    description:
      "We walk the finished job with you, checking lines, grout and sealing, and we don't call it done until you're happy with it.",
  },
])

/** Services page: quick links to the guides and local pages. */
export const servicesQuickLinks = parseContent(FILE, quickLinksSchema, [
  { href: '/tile-installation-portland', label: 'Tile Installation in Portland' },
  { href: '/tile-cost-calculator', label: 'Tile Cost Calculator' },
  { href: '/tile-contractor-beaverton', label: 'Tile Contractor in Beaverton' },
  { href: '/tile-contractor-lake-oswego', label: 'Tile Contractor in Lake Oswego' },
])
