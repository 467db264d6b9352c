// The about page's words, top to bottom: hero, story, pull quote, stat cards, 'Our Promise to You'
// and the closing call to action; {tokens} are business facts (content/business.ts).
import { parseContent } from '../parse'
import { aboutPageSchema } from './page-schemas'

export const aboutPage = parseContent('content/pages/about.ts', aboutPageSchema, {
  breadcrumb: 'About',
  hero: {
    title: "Portland's Go-To Tile Installation Company",
    subtitle:
      'A family-owned, Gresham-based crew that has been tiling kitchens, bathrooms and floors across the Portland metro area for {years} years.',
    actions: [{ label: 'Get Your Free Quote', href: '/contact' }],
  },
  story: {
    heading: 'Our Story',
    paragraphs: [
      'Star Tile started in Gresham in {founded} with a simple idea: tile work should look good on the day it is finished and still look good ten winters later. We began with backsplashes and bathroom floors for neighbors in east Multnomah County, and word of mouth carried us west across the Willamette and south toward Lake Oswego.',
      'Working in the Portland area teaches you quickly what matters. Many houses here are old enough that nothing is quite square. Floors in bungalows and foursquares flex more than tile will tolerate, basement slabs hold moisture through the rainy season, and bathrooms fight steam and damp air for half the year. So most of our effort goes into what you never see: solid underlayment, level surfaces, continuous waterproofing and the right mortar for each tile.',
      'We are still a small, family-owned Gresham business. You get a free in-home consultation, a written quote that explains what is included, and a straight answer when you ask whether a tile will hold up in a shower or on a covered porch.',
      'Today we tile kitchens, showers, floors, fireplaces, patios and small commercial spaces from Portland to Beaverton, Tigard, Lake Oswego, Milwaukie and back home in Gresham. The houses and the tile trends change; the care we put into each one does not.',
    ],
  },
  pullQuote: {
    text: "We treat every home like our own: if we wouldn't want it in our house, it doesn't go in yours.",
    attribution: 'the Star Tile team',
  },
  stats: {
    heading: '{name} at a Glance',
    items: [
      { value: '{years}', label: 'Years Experience' },
      { value: '500+', label: 'Happy Clients' },
      { value: '100%', label: 'Licensed & Insured' },
      { value: '{licence}', label: 'Oregon Licensed Contractor' },
    ],
  },
  promise: {
    heading: 'Our Promise to You',
    pillars: [
      {
        icon: 'gem',
        title: 'Quality Craftsmanship',
        text: 'Proper preparation, level surfaces, even grout lines and careful cuts, done the same way whether the job is a small backsplash or a whole floor.',
      },
      {
        icon: 'message-square',
        title: 'Transparent Communication',
        text: 'A clear written quote, honest advice about materials, and updates as the work goes on. If we find a problem behind a wall, you hear about it before we go further.',
      },
      {
        icon: 'calendar-check',
        title: 'Timely Completion',
        text: 'We agree a schedule up front, show up when we say we will, and respect the curing times that keep tile sound without leaving your kitchen or bathroom out of use longer than needed.',
      },
      {
        icon: 'heart-handshake',
        title: 'Customer Satisfaction',
        text: 'We walk through the finished job with you and put right anything you are not happy with. The work is not finished until you are satisfied with it.',
      },
    ],
  },
  cta: {
    heading: "Let's Talk About Your Project",
    text: 'Tell us what you have in mind. The consultation is free, and we reply within {replyHours} hours.',
    actions: [
      { label: 'Get Your Free Quote', href: '/contact' },
      { label: 'View Our Work', href: '/portfolio', variant: 'light' },
    ],
  },
  scrollToTop: 'Scroll to top',
})
