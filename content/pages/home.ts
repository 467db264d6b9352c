// The home page's words, top to bottom. The service cards, projects and FAQ come from services.ts,
// projects.ts and faq.ts; {tokens} are business facts (content/business.ts).
import { parseContent } from '../parse'
import { homePageSchema } from './page-schemas'

export const homePage = parseContent('content/pages/home.ts', homePageSchema, {
  hero: {
    title: "Gresham's Premier Tile Installation",
    subtitle:
      'Kitchen backsplashes, showers, floors and custom tile work for homes and businesses across Portland, Beaverton, Tigard, Lake Oswego, Milwaukie and the rest of the metro area.',
    licenceLine: 'Licensed & insured · {licence}',
    actions: [
      { label: 'Get a Free Quote', href: '/quote' },
      { label: 'Learn About Us', href: '/about', variant: 'light' },
    ],
    explore: [
      { text: 'Explore our ' },
      { text: 'tile services', href: '/services' },
      { text: ' or browse ' },
      { text: 'our portfolio', href: '/portfolio' },
      { text: '.' },
    ],
  },
  intro: {
    label: 'About {name}',
    text: [
      {
        text: '{name} is a family-owned tile installer based in Gresham. For {years} years we have been tiling kitchens, bathrooms and floors in the kind of houses the Portland area is full of: century-old bungalows with uneven floors, mid-century ranches with damp basements, and new builds that need a first backsplash. Browse our ',
      },
      { text: 'tile installation services', href: '/services' },
      { text: ', read about our ' },
      { text: 'work in Portland neighborhoods', href: '/tile-installation-portland' },
      { text: ', or see finished kitchens, showers and floors in our ' },
      { text: 'project portfolio', href: '/portfolio' },
      { text: '.' },
    ],
    actions: [
      { label: 'Get Cost Estimate', href: '/tile-cost-calculator', icon: 'calculator', variant: 'outline' },
      { label: 'Free Consultation', href: '/contact', icon: 'calendar-check' },
    ],
  },
  services: {
    heading: 'Our Expert Services',
    intro: 'From a single backsplash to a whole-home floor, every job gets the same careful preparation.',
  },
  projects: {
    heading: 'Recent Projects',
    intro: 'A few of the kitchens, bathrooms and floors we have finished around Portland. Choose one to see more of the project.',
    grid: { viewProject: 'View Project', requestSimilar: 'Request Similar Project', images: '{title}: project images' },
    action: { label: 'View Full Portfolio', href: '/portfolio', variant: 'outline' },
  },
  whyChoose: {
    heading: 'Why Choose {name}?',
    points: [
      {
        icon: 'award',
        title: 'Over a Decade of Experience',
        text: 'We have been installing tile around Portland since {founded}, so we know how the local climate, older framing and basement slabs affect a job, and we plan for them.',
      },
      {
        icon: 'shield-check',
        title: 'Licensed & Insured',
        text: 'We are a licensed Oregon contractor ({licence}) and we carry insurance on every job, so your home and your project are protected.',
      },
      {
        icon: 'ruler',
        title: 'Meticulous Craftsmanship',
        text: 'Straight grout lines, flat floors, clean cuts and proper waterproofing where you cannot see it. We take the time the job needs and clean up when we are done.',
      },
    ],
    more: { label: 'Read Our Full Story', href: '/about' },
  },
  faq: {
    heading: 'Frequently Asked Questions',
    intro: 'Quick answers about timelines, service areas, licensing and estimates.',
    question: 'Still have a question?',
    action: { label: 'Contact Us Today', href: '/contact' },
  },
  cta: {
    heading: 'Ready to Start Your Tile Project?',
    text: 'Get a free in-home consultation and a written quote, or give us a call to talk it through.',
    actions: [
      { label: 'Get Free Quote', href: '/quote' },
      { label: '{phone}', href: '{phoneHref}', icon: 'phone', variant: 'light' },
    ],
  },
  social: { label: 'Follow us', newTab: '(opens in a new tab)' },
})
