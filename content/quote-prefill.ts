// What a new quote's first draft is made of (issue 42, domain/quote/prefill.ts): the words of its
// lines and the prices of the setting materials the takeoff counts, which the calculator does not
// price. Sample prices, in line with a tile shop's shelf in 2026, until the owner supplies their
// own; every figure is only the draft's start, edited before the quote is sent.
import * as z from 'zod'
import { deskQuoteWords } from './pages/desk-quote'
import { parseContent } from './parse'

const dollars = z.number().min(0).max(10_000)

const quotePrefillSchema = z.object({
  /** The first option's name, and those offered when the owner adds a second and third. */
  optionNames: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1)]),
  /** Per bag, in dollars: sanded grout (25 lb), unsanded grout (10 lb), thinset (50 lb). */
  bagPrices: z.object({ sanded: dollars, unsanded: dollars, thinset: dollars }),
  words: z.object({
    tileArea: z.string().min(1),
    tileBoxes: z.string().min(1),
    grout: z.string().min(1),
    thinset: z.string().min(1),
    labor: z.string().min(1),
    laborMinimum: z.string().min(1),
    job: z.string().min(1),
    straightLay: z.string().min(1),
    units: z.object({ sqft: z.string().min(1), box: z.string().min(1), bag: z.string().min(1), job: z.string().min(1) }),
  }),
})
export type QuotePrefillContent = z.infer<typeof quotePrefillSchema>

export const quotePrefill = parseContent('content/quote-prefill.ts', quotePrefillSchema, {
  optionNames: deskQuoteWords.defaultNames,
  bagPrices: { sanded: 24, unsanded: 19, thinset: 32 },
  words: {
    // {tile} "12x12 inches", {area} the tiled area, {shape} the room, {waste} the waste allowance
    tileArea: 'Tile, {tile}, {layout}: {area} sq ft ({shape}) and {waste}% waste',
    tileBoxes: 'Tile, {tile}, {layout}: boxes of {box} sq ft for {area} sq ft ({shape}) and {waste}% waste',
    grout: '{kind}, {joint} in joints ({bagLb} lb bags)',
    thinset: 'Thinset mortar, {notch} trowel ({bagLb} lb bags)',
    labor: 'Installation labor, {job}: prep, setting, grouting and cleanup',
    laborMinimum: 'Installation labor, {job} (smallest job)',
    job: 'Tile installation: {project}',
    straightLay: 'straight lay',
    units: { sqft: 'sq ft', box: 'box', bag: 'bag', job: 'job' },
  },
})
