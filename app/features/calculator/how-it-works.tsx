// How the calculator works it out: the spec's formulas in words, and the layout allowances.
// Prerendered text beside the tool; the figures come from tile-sizes.ts so they cannot drift.
import { formatMoney } from './format'
import { layouts, tileSizes } from './tile-sizes'

const steps = [
  { term: 'Area', text: 'Room length × room width, in square feet.' },
  { term: 'Tiles needed', text: 'The area divided by the area of one tile, rounded up to a whole tile.' },
  {
    term: 'Waste allowance',
    text: 'Extra tiles for cuts and breakage: 10% for tiles of 2 sq ft or more, 15% for smaller tiles, rounded up.',
  },
  {
    term: 'Material cost',
    text: `The area × your price per square foot; with waste, that cost plus the waste percentage. A 120 sq ft room at $8.50 is ${formatMoney(1020)} of tile, ${formatMoney(1173)} with 15% waste.`,
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
