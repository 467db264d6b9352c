// The portfolio page's words. The projects and the highlight figures are data in content/projects.ts.
import { parseContent } from '../parse'
import { portfolioPageSchema } from './page-schemas'

export const portfolioPage = parseContent('content/pages/portfolio.ts', portfolioPageSchema, {
  breadcrumb: 'Portfolio',
  hero: {
    title: 'Our Portfolio',
    subtitle:
      'Kitchens, bathrooms, floors and custom tile work from homes around the Portland metro area. Choose a project to see more of it.',
  },
  projects: {
    heading: 'Browse Our Projects',
    empty: 'No projects found for the selected category.',
    grid: { viewProject: 'View Project', requestSimilar: 'Request Similar Project', images: '{title}: project images' },
  },
  highlights: 'Project Highlights',
  cta: {
    heading: 'Like What You See?',
    text: "Let's talk about your kitchen, bathroom or floor. The consultation is free.",
    actions: [
      { label: 'Request Free Consultation', href: '/contact' },
      { label: 'Call {phone}', href: '{phoneHref}', icon: 'phone', variant: 'light' },
    ],
  },
})
