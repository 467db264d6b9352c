// The quote page's words. Its form runs in the browser and gets the workspace's words as props; the
// form's field labels stay with the form (content/README.md). The reasons beside the form are in
// content/projects.ts (quoteWhyChoose); {tokens} are business facts.
import { parseContent } from '../parse'
import { quotePageSchema } from './tool-schemas'

export const quotePage = parseContent('content/pages/quote.ts', quotePageSchema, {
  breadcrumb: 'Get a Quote',
  hero: {
    title: 'Get a Free Tile Installation Quote',
    subtitle:
      'Tell us about your backsplash, shower, floor or custom project. We will contact you to arrange a free in-home consultation and a written quote.',
  },
  credentials: {
    label: 'Our credentials',
    rating: { label: 'Rated 4.9 out of 5', text: '4.9/5 Rating' },
    badges: [
      { icon: 'shield-check', text: 'Licensed & Insured' },
      { icon: 'calendar-check', text: 'Free Consultation' },
    ],
  },
  workspace: {
    form: { heading: 'Get Your Free Quote', intro: 'It takes about a minute. No obligation.' },
    projects: {
      heading: 'Our Recent Projects',
      intro: 'Choose a project to see more of it.',
      grid: { viewProject: 'View Project', requestSimilar: 'Request Similar Project', images: '{title}: project images' },
    },
    whyChoose: 'Why Choose {name}?',
    fields: {
      visitTime: '{part}s are {time}',
      visitHint: '{times}. Choose up to {max}.',
      visitChosen: '{chosen} of {max} chosen.',
      photosHint: 'Up to {max} photos, JPEG, PNG or WebP, 10 MB each. We remove the location and camera details before we keep them.',
      photoList: 'Photos to send',
      photoAlt: 'Your file {number}: {file}',
      attachments: {
        estimate: 'Estimate from the cost calculator',
        pattern: 'Pattern from the pattern tool',
        roomSize: 'Room size',
        tileSize: 'Tile size',
        layout: 'Layout',
        tiles: 'Tiles',
        materialCost: 'Material cost',
        patternName: 'Pattern',
        color: 'Color',
        grout: 'Grout',
      },
    },
  },
})
