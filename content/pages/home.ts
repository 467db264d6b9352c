// Home page copy: hero, intro paragraph and 'Why Choose Star Tile?'.
// The service cards, projects and FAQ come from services.ts, projects.ts and faq.ts.
import { parseContent } from './parse'
import { homeContentSchema } from './schemas'

export const home = parseContent('content/home.ts', homeContentSchema, {
  hero: {
    headline: "Gresham's Premier Tile Installation",
    subheadline:
      'Kitchen backsplashes, showers, floors and custom tile work for homes and businesses across Portland, Beaverton, Tigard, Lake Oswego, Milwaukie and the rest of the metro area.',
    licenceLine: 'Licensed & insured · {licence}',
  },
  intro: [
    {
      text: 'Star Tile is a family-owned tile installer based in Gresham. For {years} years we have been tiling kitchens, bathrooms and floors in the kind of houses the Portland area is full of: century-old bungalows with uneven floors, mid-century ranches with damp basements, and new builds that need a first backsplash. Browse our ',
    },
    { text: 'tile installation services', href: '/services' },
    { text: ', read about our ' },
    { text: 'work in Portland neighborhoods', href: '/tile-installation-portland' },
    { text: ', or see finished kitchens, showers and floors in our ' },
    { text: 'project portfolio', href: '/portfolio' },
    { text: '.' },
  ],
  whyChoose: {
    heading: 'Why Choose Star Tile?',
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
  },
})
