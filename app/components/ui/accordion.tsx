// A single-open accordion (Ark UI): one item open at a time, an open item closes again.
// Each trigger is a button with aria-expanded inside a heading; answers stay in the HTML (hidden).
import { Accordion } from '@ark-ui/react/accordion'
import type { ReactNode } from 'react'

export type AccordionEntry = { value: string; title: string; content: ReactNode }

export function SingleAccordion({ items, headingLevel = 3 }: { items: AccordionEntry[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <Accordion.Root collapsible multiple={false} className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-white">
      {items.map((item) => (
        <Accordion.Item key={item.value} value={item.value} className="group">
          <Heading className="m-0">
            <Accordion.ItemTrigger className="focus flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-600 text-ink hover:bg-paper">
              <span>{item.title}</span>
              {/* A span, not Ark's default div: a button may hold phrasing content only. */}
              <Accordion.ItemIndicator asChild>
                <span className="shrink-0 text-terracotta transition-transform duration-200 data-[state=open]:rotate-180 motion-reduce:transition-none">
                  <span className="i-lucide-chevron-down text-xl" aria-hidden="true" />
                </span>
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent className="px-5 pb-5 text-slate">{item.content}</Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
