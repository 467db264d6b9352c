// Title and meta description of every route; {tokens} are filled in from content/business.ts.
import { parseContent } from '../parse'
import { pagesMetaSchema } from '../schemas'

export const pageMeta = parseContent('content/pages/meta.ts', pagesMetaSchema, {
  home: {
    title: 'Tile Installation in Gresham & Portland, OR',
    description:
      'Family-owned, licensed and insured tile installers in Gresham serving the Portland metro: backsplashes, showers and floors. Book a free in-home consultation.',
  },
  about: {
    title: 'About Us: Family-Owned Tile Installers',
    description:
      'Meet Star Tile, a family-owned, licensed and insured tile company based in Gresham with {years} years of Portland-area work. Read our story and our promise.',
  },
  services: {
    title: 'Tile Installation Services in Portland',
    description:
      'Kitchen backsplashes, waterproofed showers, tile and stone floors and custom projects across the Portland metro. See what is included and get a free quote.',
  },
  portfolio: {
    title: 'Our Portfolio: Kitchens, Baths & Floors',
    description:
      'View 50+ completed tile projects: marble kitchens, stone bathrooms, wood-look and marble floors in Portland-area homes. Request a free consultation today.',
  },
  contact: {
    title: 'Contact Us for a Free Consultation',
    description:
      'Contact Star Tile for a free in-home tile consultation in Portland, Beaverton, Tigard, Gresham, Lake Oswego or Milwaukie. We reply within {replyHours} hours.',
  },
  quote: {
    title: 'Get a Free Tile Installation Quote',
    description:
      'Request a free, no-obligation quote for your backsplash, shower, floor or custom tile project in the Portland metro area. We will contact you within {replyHours} hours.',
  },
  blog: {
    title: 'Tile Guides & Ideas for Portland Homes',
    description:
      'Practical tile advice for Portland homeowners: budgeting, waterproofing, grout repair, materials for a wet climate and design trends. Start reading now.',
  },
  portland: {
    title: 'Tile Installation in Portland, OR',
    description:
      'Tile installation for Portland homes, from Laurelhurst bungalows to Pearl District condos: backsplashes, showers and floors. Book a free in-home consultation.',
  },
  calculator: {
    title: 'Tile Cost Calculator: Estimate Your Project',
    description:
      'Free tile calculator: enter room size, tile size and price per square foot to estimate tiles needed, waste and material cost. Then get an exact quote from us.',
  },
  patterns: {
    title: 'Tile Pattern Comparison Tool',
    description:
      'Compare herringbone, chevron, subway, grid, diagonal and hexagon tile patterns side by side in four colors. Save your favorite and request a free quote.',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'How Star Tile collects, uses and protects the information you share through our contact and quote forms, and your choices about it. Questions? Contact us.',
  },
  notFound: {
    title: 'Page Not Found',
    description:
      'Sorry, we could not find that page. Head back to the Star Tile home page to explore our tile services and portfolio, or contact us for a free consultation.',
  },
  thankYou: {
    title: 'Thank You: Request Received',
    description:
      'Thank you for contacting Star Tile. We have your request and will get back to you within {replyHours} hours. Meanwhile, browse our portfolio of finished tile projects.',
  },
  thankYouPhotosNotKept: {
    title: 'Thank You: Request Received Without Photos',
    description:
      'Thank you for contacting Star Tile. We have your request but could not keep your photos; we will ask for them when we reply within {replyHours} hours.',
  },
})
