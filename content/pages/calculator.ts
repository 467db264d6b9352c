// The cost calculator page's words, top to bottom: hero, the tool's headings and figures (the tool
// runs in the browser and gets them as props; its field labels stay with it), how the estimate
// works, the FAQ heading (the questions: content/faq.ts) and the closing call to action.
// {groutLb}, {notches}, {coverage} and {sizes} are the calculator's own figures, filled in at build
// time; {percent}, {job}, {date} and {link} are filled in by the tool as the visitor works.
import { parseContent } from '../parse'
import { calculatorPageSchema } from './tool-schemas'

export const calculatorPage = parseContent('content/pages/calculator.ts', calculatorPageSchema, {
  breadcrumb: 'Tile Cost Calculator',
  hero: {
    title: 'Tile Cost Calculator',
    subtitle:
      'Enter your room, however it is shaped, and your tile to get a shopping list: tiles and boxes, grout and thinset, the material cost with waste, and a rough range for installation. Print it, or send it to us for a firm quote.',
  },
  noScript: [
    { text: 'The calculator needs JavaScript, which is off in your browser: call us at ' },
    { text: '{phone}', href: '{phoneHref}' },
    { text: ' or ' },
    { text: 'request a free quote', href: '/quote' },
    { text: ' and we will work out your tile for you.' },
  ],
  tool: {
    form: 'Your Project',
    areaHints: {
      rooms: 'For an L- or T-shaped room, add each part.',
      cutouts: 'Leave out what is not tiled: a tub, a kitchen island, a hearth.',
    },
    results: {
      heading: 'Your Estimate',
      empty: 'Enter your project details to see the estimate',
      quoteLink: 'Quote this estimate',
    },
    figures: {
      area: 'Total area',
      tilesNeeded: 'Tiles needed',
      waste: 'Waste allowance ({percent}%)',
      totalTiles: 'Total tiles to order',
      materialCost: 'Material cost',
      total: 'Total with {percent}% waste',
    },
    shopping: {
      heading: 'Shopping list',
      note: 'The material cost is for tile only. Grout and thinset are counted here, not priced; preparation, waterproofing, trim and removal are priced after we see the room.',
      boxes: 'Boxes to buy',
      boxCost: 'Tile cost by the box',
      thinset: 'Thinset mortar',
    },
    labor: {
      heading: 'Installation labor, a rough range',
      text: 'For {job} work, from our usual rates; labor only, apart from the material above. A rough range, not a quote:',
      advice: 'Get a free quote for a firm price.',
    },
    print: {
      heading: 'Tile estimate and shopping list',
      prepared: 'Prepared {date} with our tile cost calculator.',
      licence: 'License:',
      area: 'Area',
      tile: 'Tile',
      tilesToOrder: 'Tiles to order',
      labor: '({job}, labor only). A rough range, not a quote. Get a free quote for a firm price: call {phone}.',
      footnote:
        "Planning figures only. Grout: the makers' joint-volume formula, checked against the SikaTile 800 coverage chart. Thinset: the makers' coverage per 50 lb bag for the trowel notch.",
      link: 'This estimate online: {link}',
    },
  },
  howItWorks: {
    heading: 'How the Estimate Works',
    steps: [
      {
        term: 'Area',
        text: 'Room length × room width, in square feet. For an L- or T-shaped room, each part is added; cut-outs such as a tub or an island are taken away.',
      },
      { term: 'Tiles needed', text: 'The area divided by the area of one tile, rounded up to a whole tile.' },
      {
        term: 'Waste allowance',
        text: 'Extra tiles for cuts and breakage: 10% for tiles of 2 sq ft or more, 15% for smaller tiles, rounded up.',
      },
      {
        term: 'Material cost',
        text: 'The area × your price per square foot; with waste, that cost plus the waste percentage. A 120 sq ft room at $8.50 is $1,020.00 of tile, $1,173.00 with 15% waste.',
      },
      {
        term: 'Boxes',
        text: 'The tiles to order, waste included, divided by the square feet in one box, rounded up to whole boxes. We assume a typical box for the size unless you enter the figure printed on yours.',
      },
      {
        term: 'Grout',
        text: "The grout makers' formula: joint width × tile thickness × the length of joint in each square foot, at {groutLb} lb of grout per cubic foot of joint. It matches the SikaTile 800 grout coverage chart (Sika USA) within 3%. Sanded grout for joints of 1/8 in and wider, unsanded below.",
      },
      {
        term: 'Thinset',
        text: "The trowel notch the tile size calls for ({notches}; the largest for tiles of 15 in and up) and the coverage per 50 lb bag on the makers' data sheets (Custom Building Products, Mapei): {coverage} sq ft, the low end of each range.",
      },
      {
        term: 'Installation labor',
        text: 'A rough range from our usual rates per square foot for the kind of job, never below our smallest job. It is not a quote: get a free quote for a firm price.',
      },
    ],
    patterned: {
      heading: 'Patterned layouts need more tile',
      text: "Angled and interlocking layouts are cut at every wall. The calculator uses the trade's usual allowances when you pick a layout:",
      item: '{layout}: {percent}% extra',
    },
    sizes: {
      heading: 'Tile sizes in the calculator',
      text: '{sizes} inches. For other sizes, choose the nearest or ask us.',
    },
  },
  faq: 'Calculator FAQ',
  cta: {
    heading: 'Ready for an exact price?',
    text: 'Your estimate covers the tile. Our free in-home consultation covers the rest: preparation, materials and installation, in a written quote.',
    actions: [
      { label: 'Get a Free Quote', href: '/quote' },
      { label: 'Call {phone}', href: '{phoneHref}', icon: 'phone', variant: 'light' },
    ],
  },
})
