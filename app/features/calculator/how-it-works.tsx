// How the calculator works it out: the basic estimate's formulas and the shopping list's, with their sources,
// and the layout allowances. Prerendered text beside the tool; the words come from the page's copy
// with the calculator's figures filled in, and the layouts' allowances from tile-sizes.ts, so
// neither can drift from the code.
import type { HowItWorksCopy } from '#content/pages/tool-schemas'
import { layouts } from '#domain/calculator/tile-sizes'

/** "{layout}: {percent}% extra" as text and values side by side (each value its own text node). */
function allowance(item: string, layout: string, percent: number) {
  const values: Record<string, string | number> = { '{layout}': layout, '{percent}': percent }
  return item
    .split(/(\{layout\}|\{percent\})/)
    .filter(Boolean)
    .map((part) => values[part] ?? part)
}

export function HowItWorks({ copy }: { copy: HowItWorksCopy }) {
  const patterned = layouts.filter((l) => l.wastePercent != null)
  return (
    <section aria-labelledby="how-heading" className="bg-white section-y">
      <div className="container grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="how-heading" className="heading-2">
            {copy.heading}
          </h2>
          <dl className="mt-8 space-y-5">
            {copy.steps.map((s) => (
              <div key={s.term}>
                <dt className="font-600 text-ink">{s.term}</dt>
                <dd className="ml-0 mt-1 text-slate">{s.text}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-col gap-6">
          <div className="card bg-paper p-6">
            <h3 className="heading-3">{copy.patterned.heading}</h3>
            <p className="mt-2 text-slate">{copy.patterned.text}</p>
            <ul className="list-none pl-0 mt-3 space-y-1.5">
              {patterned.map((l) => (
                <li key={l.value} className="flex items-center gap-2 text-ink">
                  <span className="i-lucide-check text-terracotta" aria-hidden="true" />
                  {allowance(copy.patterned.item, l.name, l.wastePercent ?? 0)}
                </li>
              ))}
            </ul>
          </div>
          <div className="card bg-paper p-6">
            <h3 className="heading-3">{copy.sizes.heading}</h3>
            <p className="mt-2 text-slate">{copy.sizes.text}</p>
          </div>
        </div>
      </div>
    </section>
  )
}
