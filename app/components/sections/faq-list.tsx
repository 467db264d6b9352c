// Questions and answers as native disclosures: one open at a time (details with a shared name),
// each question a heading inside its summary. The browser does it all, so the answers open and
// read the same with JavaScript off, and every answer is in the HTML for search engines.
import { useId } from 'react'

export type Faq = { question: string; answer: string }

export function FaqList({ items, headingLevel = 3 }: { items: Faq[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  const group = useId()
  return (
    <div className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-white">
      {items.map((f) => (
        <details key={f.question} name={group} className="group">
          <summary className="focus flex min-h-14 w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-ink hover:bg-paper [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 text-base font-600">{f.question}</Heading>
            <span
              className="i-lucide-chevron-down shrink-0 text-xl text-terracotta transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <div className="px-5 pb-5 text-slate">
            <p>{f.answer}</p>
          </div>
        </details>
      ))}
    </div>
  )
}
