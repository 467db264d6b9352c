// How the calculator works it out: the basic estimate's formulas and the shopping list's, with their sources,
// and the layout allowances.
// Prerendered text beside the tool; the figures come from tile-sizes.ts so they cannot drift.
import { formatMoney } from '#domain/calculator/format'
import { groutLbPerCubicFoot, trowels } from '#domain/calculator/materials'
import { layouts, tileSizes } from '#domain/calculator/tile-sizes'

const steps = [
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
    text: `The area × your price per square foot; with waste, that cost plus the waste percentage. A 120 sq ft room at $8.50 is ${formatMoney(1020)} of tile, ${formatMoney(1173)} with 15% waste.`,
  },
  {
    term: 'Boxes',
    text: 'The tiles to order, waste included, divided by the square feet in one box, rounded up to whole boxes. We assume a typical box for the size unless you enter the figure printed on yours.',
  },
  {
    term: 'Grout',
    text: `The grout makers' formula: joint width × tile thickness × the length of joint in each square foot, at ${groutLbPerCubicFoot} lb of grout per cubic foot of joint. It matches the SikaTile 800 grout coverage chart (Sika USA) within 3%. Sanded grout for joints of 1/8 in and wider, unsanded below.`,
  },
  {
    term: 'Thinset',
    text: `The trowel notch the tile size calls for (${trowels.map((t) => t.notch.replace(' square notch', '')).join(', ')}; the largest for tiles of 15 in and up) and the coverage per 50 lb bag on the makers' data sheets (Custom Building Products, Mapei): ${trowels.map((t) => t.sqFtPerBag).join(', ')} sq ft, the low end of each range.`,
  },
  {
    term: 'Installation labor',
    text: 'A rough range from our usual rates per square foot for the kind of job, never below our smallest job. It is not a quote: get a free quote for a firm price.',
  },
]

export function HowItWorks() {
  const patterned = layouts.filter((l) => l.wastePercent != null)
  return (
    <section aria-labelledby="how-heading" className="bg-white section-y">
      <div className="container grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="how-heading" className="heading-2">
            How the Estimate Works
          </h2>
          <dl className="mt-8 space-y-5">
            {steps.map((s) => (
              <div key={s.term}>
                <dt className="font-600 text-ink">{s.term}</dt>
                <dd className="ml-0 mt-1 text-slate">{s.text}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-col gap-6">
          <div className="card bg-paper p-6">
            <h3 className="heading-3">Patterned layouts need more tile</h3>
            <p className="mt-2 text-slate">
              Angled and interlocking layouts are cut at every wall. The calculator uses the trade's usual allowances when you pick a
              layout:
            </p>
            <ul className="list-none pl-0 mt-3 space-y-1.5">
              {patterned.map((l) => (
                <li key={l.value} className="flex items-center gap-2 text-ink">
                  <span className="i-lucide-check text-terracotta" aria-hidden="true" />
                  {l.name}: {l.wastePercent}% extra
                </li>
              ))}
            </ul>
          </div>
          <div className="card bg-paper p-6">
            <h3 className="heading-3">Tile sizes in the calculator</h3>
            <p className="mt-2 text-slate">
              {tileSizes.map((t) => t.name.replace(' inches', '')).join(', ')} inches. For other sizes, choose the nearest or ask us.
            </p>
          </div>
        </div>
      </div>
    </section>
  )
}
