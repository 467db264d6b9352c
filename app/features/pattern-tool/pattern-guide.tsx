// The static guide under the tool: popular patterns, pattern versus room size, installation
// complexity and pro tips. Prerendered text from the page's copy; nothing here hydrates state.
import type { PatternGuideCopy } from '#content/pages/tool-schemas'
import { DifficultyBadge } from './difficulty-badge'

export function PatternGuide({ copy }: { copy: PatternGuideCopy }) {
  return (
    <>
      <section aria-labelledby="popular-heading" className="bg-white section-y">
        <div className="container">
          <h2 id="popular-heading" className="heading-2">
            {copy.popular.heading}
          </h2>
          <ul className="list-none pl-0 mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {copy.popular.items.map((p) => (
              <li key={p.name} className="card p-6">
                <h3 className="heading-3">{p.name}</h3>
                <p className="mt-2 text-slate">{p.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="room-size-heading" className="container section-y">
        <h2 id="room-size-heading" className="heading-2">
          {copy.roomSize.heading}
        </h2>
        <ul className="list-none pl-0 mt-8 grid gap-6 md:grid-cols-3">
          {copy.roomSize.items.map((r) => (
            <li key={r.name} className="card p-6">
              <h3 className="heading-3">{r.name}</h3>
              <p className="mt-2 text-slate">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="complexity-heading" className="bg-white section-y">
        <div className="container grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="complexity-heading" className="heading-2">
              {copy.complexity.heading}
            </h2>
            <ul className="list-none pl-0 mt-8 space-y-4">
              {copy.complexity.items.map((c) => (
                <li key={c.level} className="card p-5">
                  <p className="flex flex-wrap items-center gap-3">
                    <DifficultyBadge difficulty={c.level} />
                    <span className="font-600 text-ink">{c.patterns}</span>
                  </p>
                  <p className="mt-2 text-slate">{c.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 id="tips-heading" className="heading-2">
              {copy.tips.heading}
            </h2>
            <ul className="list-none pl-0 mt-8 space-y-4" aria-labelledby="tips-heading">
              {copy.tips.items.map((t) => (
                <li key={t.text} className="flex gap-3">
                  <span className={`i-lucide-${t.icon} mt-0.5 shrink-0 text-2xl text-terracotta`} aria-hidden="true" />
                  <p className="text-ink">{t.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  )
}
