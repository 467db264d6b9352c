// A list of questions and answers as a single-open accordion.
import { SingleAccordion } from '../ui/accordion'

export type Faq = { question: string; answer: string }

export function FaqList({ items, headingLevel = 3 }: { items: Faq[]; headingLevel?: 2 | 3 | 4 }) {
  return (
    <SingleAccordion
      headingLevel={headingLevel}
      items={items.map((f, i) => ({ value: `faq-${i + 1}`, title: f.question, content: <p>{f.answer}</p> }))}
    />
  )
}
