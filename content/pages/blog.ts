// The blog listing's words. The articles and their cards come from content/articles/.
import { parseContent } from '../parse'
import { blogPageSchema } from './page-schemas'

export const blogPage = parseContent('content/pages/blog.ts', blogPageSchema, {
  breadcrumb: 'Blog',
  feedTitle: '{name} Blog',
  hero: {
    title: 'Tile Tips, Guides & Ideas for Portland Homes',
    subtitle: 'Straight answers from the installers: costs, materials, waterproofing, maintenance and design.',
  },
  promo: {
    title: 'Try the Tile Pattern Comparison Tool',
    text: 'See herringbone, chevron, hexagon and more side by side in your color.',
    href: '/tile-pattern-comparison',
    icon: 'layout-grid',
  },
  featured: 'Featured Articles',
  all: 'All Articles',
  categories: {
    heading: 'Browse by Category',
    items: [
      {
        icon: 'calculator',
        title: 'Planning & Budgeting',
        text: 'What tile work costs in the Portland area and how to plan a budget that holds.',
      },
      { icon: 'wrench', title: 'Technical Guides', text: 'Waterproofing, substrates and materials explained for wet Northwest homes.' },
      { icon: 'paintbrush', title: 'DIY & Maintenance', text: 'Grout repair, sealing and care that keeps tile looking new for years.' },
      { icon: 'palette', title: 'Design & Trends', text: 'Patterns, colors and layouts Portland homeowners are choosing now.' },
    ],
  },
  cta: {
    heading: 'Have a question about your project?',
    text: 'Ask the people who install tile every day. Free in-home consultations across the Portland metro.',
    actions: [{ label: 'Contact Us Today', href: '/contact' }],
  },
})
