// A new quote's first draft, made from the request (issue 42): with the calculator's estimate
// attached, its takeoff becomes the first option's lines (the tile by the box when the visitor
// priced a box, else by the square foot with the waste allowance; the grout and thinset bags;
// the labor at the owner's rate for the job, or the smallest job), with the room's sizes and the
// project type in the words; without one, a single line for the project. Every quantity is a
// whole number rounded up, every price whole cents; the owner edits all of it before sending.
// Pure: the rates, words, prices and day come in as arguments.
import type { QuotePrefillContent } from '#content/quote-prefill'
import { wallClock } from '../business-clock'
import { ceilClean, roundTo } from '../calculator/estimate'
import { formatArea, shapeText } from '../calculator/format'
import type { LaborRate } from '../calculator/labor'
import { inputFromQuery } from '../calculator/query'
import { groutKinds } from '../calculator/materials'
import { checkTakeoff, type Takeoff } from '../calculator/takeoff'
import { findTileSize } from '../calculator/tile-sizes'
import { addDays } from '../morning-digest'
import { fillSlots } from '../slots'
import { isCents } from './money'
import { type QuoteDraft, type QuoteLine, quoteLimits } from './quote-draft'

export type PrefillInput = {
  /** The lead's attached estimate (its calculator query), if any. */
  estimate: { query: string } | null
  projectType: string | null
  rates: readonly LaborRate[]
  content: QuotePrefillContent
  /** The default valid-through day ("2026-12-28"). */
  validThrough: string
}

/** The business's calendar day of `now` plus `days`: the default valid-through day. */
export function validThroughFrom(now: Date, days: number, timeZone: string): string {
  const { year, month, day } = wallClock(now, timeZone)
  return addDays(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, days)
}

/** Dollars (a figure of the calculator or the rates) as whole cents, rounded half up once; 0 when out of range. */
const toCents = (dollars: number) => {
  const cents = Math.round(roundTo(dollars * 100, 6))
  return isCents(cents) ? cents : 0
}
/** A whole quantity within the draft's limits, rounded up. */
const whole = (n: number) => Math.min(quoteLimits.quantity, Math.max(1, ceilClean(n)))
const clip = (text: string) => (text.length > quoteLimits.description ? `${text.slice(0, quoteLimits.description - 1)}…` : text)

function takeoffLines(t: Takeoff, price: number, content: QuotePrefillContent): QuoteLine[] {
  const { words, bagPrices } = content
  const e = t.estimate
  const tile = findTileSize(e.tileCode)
  const slots = {
    tile: tile?.name ?? e.tileCode,
    layout: e.layout === 'standard' ? words.straightLay : e.layout,
    area: formatArea(e.totalSqFt),
    shape: shapeText(t),
    waste: e.wastePercentage,
    box: t.boxes.sqFtPerBox,
  }
  const tileLine: QuoteLine =
    t.boxes.price !== null
      ? {
          description: fillSlots(words.tileBoxes, slots),
          quantity: whole(t.boxes.count),
          unit: words.units.box,
          unitCents: toCents(t.boxes.price),
        }
      : {
          description: fillSlots(words.tileArea, slots),
          quantity: whole((e.totalSqFt * (100 + e.wastePercentage)) / 100),
          unit: words.units.sqft,
          unitCents: toCents(price),
        }
  const bag = words.units.bag
  const lines: QuoteLine[] = [
    tileLine,
    {
      description: fillSlots(words.grout, { kind: groutKinds[t.grout.kind].name, joint: t.grout.joint, bagLb: t.grout.bagLb }),
      quantity: whole(t.grout.bags),
      unit: bag,
      unitCents: toCents(bagPrices[t.grout.kind]),
    },
    {
      description: fillSlots(words.thinset, { notch: t.thinset.notch, bagLb: t.thinset.bagLb }),
      quantity: whole(t.thinset.bags),
      unit: bag,
      unitCents: toCents(bagPrices.thinset),
    },
  ]
  const job = t.labor?.job
  if (job) lines.push(laborLine(job, e.totalSqFt, content))
  return lines.map((l) => ({ ...l, description: clip(l.description) }))
}

/** Labor at the job's low rate per square foot, or the smallest job when the area costs less. */
function laborLine(job: LaborRate, sqft: number, { words }: QuotePrefillContent): QuoteLine {
  const area = whole(sqft)
  const rate = toCents(job.lowPerSqFt)
  const minimum = toCents(job.minimum)
  const name = job.name.toLowerCase()
  return area * rate >= minimum
    ? { description: fillSlots(words.labor, { job: name }), quantity: area, unit: words.units.sqft, unitCents: rate }
    : { description: fillSlots(words.laborMinimum, { job: name }), quantity: 1, unit: words.units.job, unitCents: minimum }
}

export function prefillQuote({ estimate, projectType, rates, content, validThrough }: PrefillInput): QuoteDraft {
  const input = estimate ? inputFromQuery(estimate.query) : null
  const takeoff = input ? checkTakeoff(input, rates).takeoff : null
  const price = takeoff && input ? Number(input.price) : 0
  const job = rates.find((r) => r.project === projectType)
  const lines: QuoteLine[] = takeoff
    ? takeoffLines(takeoff, price, content)
    : [
        {
          description: clip(fillSlots(content.words.job, { project: projectType ?? job?.name ?? rates[0].name })),
          quantity: 1,
          unit: content.words.units.job,
          unitCents: job ? toCents(job.minimum) : 0,
        },
      ]
  return {
    options: [{ name: content.optionNames[0], lines }],
    addOns: [],
    deposit: { kind: 'none' },
    validThrough,
    note: '',
    jobAddress: '',
    photos: [],
  }
}
