// Frequently asked questions: the home page accordion and the cost calculator page.
import { parseContent } from './parse'
import { faqListSchema } from './schemas'

const FILE = 'content/faq.ts'

/** Home page FAQ accordion (also emitted as FAQPage structured data). */
export const homeFaq = parseContent(FILE, faqListSchema, [
  {
    question: 'How long does a tile installation take?',
    answer:
      'It depends on the size of the job and how much preparation the space needs. As a guide, a bathroom remodel takes 5-7 days, a kitchen backsplash 2-3 days, and whole-home flooring 1-2 weeks. Waterproofing, mortar and grout all need time to cure between steps, and we build that into the schedule rather than rushing it. Your written quote gives the timeline for your project.',
  },
  {
    question: 'What areas do you serve?',
    answer:
      'We are based in Gresham and work throughout the Portland metro area, including Portland, Beaverton, Tigard, Gresham, Lake Oswego and Milwaukie, plus the communities in between, within about {radius} miles. If you are not sure whether you are in range, call or send us a message and we will tell you.',
  },
  {
    question: 'Are you licensed and insured?',
    answer:
      "Yes. Star Tile is a licensed and insured contractor ({licence}). You can look up any contractor's license on the Oregon Construction Contractors Board website before you hire, and we encourage you to.",
  },
  {
    question: 'Do you offer free estimates?',
    answer:
      'Yes. The consultation is free and takes place in your home: we measure the space, check the walls and subfloor, and talk through your plans. You then get a written quote that lists the preparation, materials and labor, with no obligation. We reply to every request within {replyHours} hours.',
  },
  {
    question: 'Can you help me choose tile and materials?',
    answer:
      'Gladly. We can tell you which tiles suit a steamy shower, a basement slab or a covered patio, how a pattern will change the tile count, and which trims and grout colors work with your choice. We can point you to suppliers around Portland, or work with tile you have already bought once we have checked it is right for the space.',
  },
  {
    question: 'Do you work on older homes and basements?',
    answer:
      "All the time. Many Portland-area houses are decades old, with floors that flex, walls that aren't square and basement slabs that wick moisture. We check for all of this at the consultation and include the fixes, such as added underlayment, leveling or a moisture-tolerant membrane, in the quote, so the tile lasts instead of cracking a year later.",
  },
])

/** Cost calculator page FAQ. */
export const calculatorFaq = parseContent(FILE, faqListSchema, [
  {
    question: 'What does the estimate include?',
    answer:
      'The area of your room (add each part of an L-shaped room, leave out a tub or an island), the tiles and boxes to buy with a waste allowance, and the material cost of the tile at the price you enter. It also counts the grout and thinset to buy and gives a rough range for installation from our usual rates. The cost figure excludes substrate preparation, waterproofing, grout, adhesive, trim and removal of existing flooring: those vary a lot from one room to the next, which is why a firm price comes after we see the space.',
  },
  {
    question: 'Why does the calculator add extra tiles?',
    answer:
      'Tiles get cut at walls, corners and doorways, and a few break or turn out flawed. The calculator adds 10% for tiles of 2 sq ft or more and 15% for smaller tiles. Patterns waste more: for a diagonal or hexagon layout plan on about 15%, and for herringbone or chevron about 20%. Keeping a few spare tiles from the same batch also makes a future repair easy.',
  },
  {
    question: 'How accurate is the estimate?',
    answer:
      'It is a good first budget figure for tile material, based only on the measurements and price you enter. Angled walls, closets and special pieces such as trims change the real count, and the installation range comes from typical jobs, not from your room. Treat the result as a planning number, not a quote.',
  },
  {
    question: 'How do I get an exact quote?',
    answer:
      'Book a free in-home consultation through the quote form or call us at {phone}. We measure the room, check the condition of the floor or walls, and send a written quote covering materials, preparation and installation. We reply to every request within {replyHours} hours.',
  },
])
