// The services page's words, top to bottom. The cards, the detailed sections, the process steps and
// the quick links are data in content/services.ts; {tokens} are business facts.
import { parseContent } from '../parse'
import { servicesPageSchema } from './page-schemas'

export const servicesPage = parseContent('content/pages/services.ts', servicesPageSchema, {
  breadcrumb: 'Services',
  hero: {
    title: 'Professional Tile Installation Services',
    subtitle:
      'Backsplashes, showers, floors and custom tile work for homes and businesses across the Portland metro area, prepared properly and finished cleanly.',
    actions: [{ label: 'Get Free Quote', href: '/contact' }],
  },
  overview: {
    heading: 'What We Install',
    intro: 'Four kinds of work, one standard: solid preparation under every tile.',
    cardLink: "See What's Included",
    quickLinks: 'Planning Resources & Local Pages',
  },
  detail: {
    included: "What's Included",
    reading: 'Read Before You Start',
    action: { label: 'Get Quote for This Service', href: '/contact' },
  },
  process: {
    heading: 'Our Process',
    intro: 'From the first visit to the final walk-through, you know what happens next.',
    step: 'Step {step}',
  },
  cta: {
    heading: 'Ready to Start Your Project?',
    text: 'Book a free in-home consultation: we measure, check the walls and floors, and send you a written quote.',
    actions: [
      { label: 'Get Free Consultation', href: '/contact' },
      { label: 'View Our Work', href: '/portfolio', variant: 'light' },
    ],
  },
})
