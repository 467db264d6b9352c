// Title and meta description of every route. Written out in full (no tokens): they go into <head>.
import { parseContent } from './parse'
import { pagesMetaSchema } from './schemas'

export const pages = parseContent('content/pages.ts', pagesMetaSchema, {
  home: {
    title: 'Star Tile | Tile Installation in Gresham & Portland, OR',
    description:
      'Family-owned, licensed and insured tile installers in Gresham serving the Portland metro: backsplashes, showers and floors. Book a free in-home consultation.',
  },
  about: {
    title: 'About Us: Family-Owned Tile Installers | Star Tile',
    description:
      'Meet Star Tile, a family-owned, licensed and insured tile company based in Gresham with 10+ years of Portland-area work. Read our story and our promise.',
  },
  services: {
    title: 'Tile Installation Services in Portland | Star Tile',
    description:
      'Kitchen backsplashes, waterproofed showers, tile and stone floors and custom projects across the Portland metro. See what is included and get a free quote.',
  },
  portfolio: {
    title: 'Our Portfolio: Kitchens, Baths & Floors | Star Tile',
    description:
      'View 50+ completed tile projects: marble kitchens, stone bathrooms, wood-look and marble floors in Portland-area homes. Request a free consultation today.',
  },
  contact: {
    title: 'Contact Us for a Free Consultation | Star Tile',
    description:
      'Contact Star Tile for a free in-home tile consultation in Portland, Beaverton, Tigard, Gresham, Lake Oswego or Milwaukie. We reply within 24 hours.',
  },
  quote: {
    title: 'Get a Free Tile Installation Quote | Star Tile',
    description:
      'Request a free, no-obligation quote for your backsplash, shower, floor or custom tile project in the Portland metro area. We will contact you within 24 hours.',
  },
  blog: {
    title: 'Tile Guides & Ideas for Portland Homes | Star Tile',
    description:
      'Practical tile advice for Portland homeowners: budgeting, waterproofing, grout repair, materials for a wet climate and design trends. Start reading now.',
  },
  portland: {
    title: 'Tile Installation in Portland, OR | Star Tile',
    description:
      'Tile installation for Portland homes, from Laurelhurst bungalows to Pearl District condos: backsplashes, showers and floors. Book a free in-home consultation.',
  },
  beaverton: {
    title: 'Tile Contractor in Beaverton, OR | Star Tile',
    description:
      'Licensed tile contractor for Beaverton homes in Cedar Hills, Murrayhill, Sexton Mountain and beyond: showers, backsplashes and floors. Get your free quote.',
  },
  tigard: {
    title: 'Tile Contractor in Tigard, OR | Star Tile',
    description:
      'Tile installation in Tigard, from Bull Mountain and Summerlake to River Terrace: shower conversions, backsplashes and porcelain floors. Request a free quote.',
  },
  gresham: {
    title: 'Tile Contractor in Gresham, OR | Star Tile',
    description:
      'Your local Gresham tile installer: bathrooms, backsplashes, heated floors and frost-resistant patios for homes across east county. Book a free consultation.',
  },
  'lake-oswego': {
    title: 'Tile Contractor in Lake Oswego, OR | Star Tile',
    description:
      'Natural stone bathrooms, custom showers and patterned floors for Lake Oswego homes, from First Addition to Westlake. Schedule your free in-home consultation.',
  },
  calculator: {
    title: 'Tile Cost Calculator: Estimate Your Project | Star Tile',
    description:
      'Free tile calculator: enter room size, tile size and price per square foot to estimate tiles needed, waste and material cost. Then get an exact quote from us.',
  },
  patterns: {
    title: 'Tile Pattern Comparison Tool | Star Tile',
    description:
      'Compare herringbone, chevron, subway, grid, diagonal and hexagon tile patterns side by side in four colors. Save your favorite and request a free quote.',
  },
  privacy: {
    title: 'Privacy Policy | Star Tile',
    description:
      'How Star Tile collects, uses and protects the information you share through our contact and quote forms, and your choices about it. Questions? Contact us.',
  },
  notFound: {
    title: 'Page Not Found | Star Tile',
    description:
      'Sorry, we could not find that page. Head back to the Star Tile home page to explore our tile services and portfolio, or contact us for a free consultation.',
  },
  thankYou: {
    title: 'Thank You: Request Received | Star Tile',
    description:
      'Thank you for contacting Star Tile. We have your request and will get back to you within 24 hours. Meanwhile, browse our portfolio of finished tile projects.',
  },
})
