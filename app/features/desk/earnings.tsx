// The desk's Earnings page (issue 44): what the site earns by landing page and by source over a
// range of days, sorted by won dollars, with the CSV of the same. The range is the page's address
// (?days=30, or ?from=...&to=...): links and a GET form, so it works as any page of links does.
import { useId } from 'react'
import { Form, Link } from 'react-router'
import { deskEarningsWords as words } from '#content/pages/desk-earnings'
import { type EarningsAnswer, deskApi } from '#domain/desk-contract'
import { type EarningsRow, earningsRanges } from '#domain/earnings'
import { formatCents } from '#domain/quote/money'
import { visitDateWords } from '#domain/day-words'
import { fillSlots } from '#domain/slots'
import { Button } from '~/components/ui/button'
import { deskInput } from './desk-shell'

const link = 'focus inline-flex min-h-11 items-center rounded-lg px-3 font-600 text-terracotta underline underline-offset-4'
const number = (n: number) => n.toLocaleString('en-US')

function Table({ caption, first, rows, total }: { caption: string; first: string; rows: EarningsRow[]; total: EarningsRow }) {
  const c = words.columns
  return (
    // Scrolls sideways on a phone, the table keeps its columns; the region takes focus so that the
    // keyboard can scroll it (WCAG 2.1.1, axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className="focus mt-3 overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-[640px] border-collapse text-sm">
        <caption className="text-left font-display text-lg font-700">{caption}</caption>
        <thead>
          <tr className="border-b border-slate text-left">
            <th scope="col" className="py-2 pr-2">
              {first}
            </th>
            {[c.wonDollars, c.won, c.requests, c.entries, c.per100, c.visits, c.quotes].map((h) => (
              <th key={h} scope="col" className="py-2 pr-2 text-right">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-line">
              <th scope="row" className="max-w-56 break-words py-2 pr-2 text-left font-400">
                {r.key || words.unknownPage}
              </th>
              <Figures row={r} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-700">
            <th scope="row" className="py-2 pr-2 text-left">
              {words.total}
            </th>
            <Figures row={total} />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

/** The money first, as the rows are sorted: on a phone it shows before the table scrolls. */
function Figures({ row }: { row: EarningsRow }) {
  const cells = [
    formatCents(row.wonCents),
    number(row.won),
    number(row.requests),
    number(row.entries),
    row.per100 === null ? '–' : row.per100.toFixed(1),
    number(row.visits),
    number(row.quotes),
  ]
  return (
    <>
      {cells.map((v, i) => (
        <td key={i} className="py-2 pr-2 text-right tabular-nums">
          {v}
        </td>
      ))}
    </>
  )
}

export function DeskEarnings({ data, refusal, query }: { data: EarningsAnswer | null; refusal: string | null; query: URLSearchParams }) {
  const id = useId()
  const range = data ? fillSlots(words.span, { from: visitDateWords(data.from), to: visitDateWords(data.to) }) : ''
  const csv = data && deskApi.earningsCsv(data.days ? { days: String(data.days) } : { from: data.from, to: data.to })
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} className="heading-2">
        {words.heading}
      </h1>
      <p className="mt-2">{words.intro}</p>
      <nav aria-label={words.ranges} className="mt-3 flex flex-wrap gap-1">
        {earningsRanges.map((n) => (
          <Link key={n} to={`?days=${n}`} className={link} aria-current={data?.days === n ? 'page' : undefined}>
            {fillSlots(words.lastDays, { n })}
          </Link>
        ))}
      </nav>
      <Form method="get" className="mt-2 flex flex-wrap items-end gap-2" aria-label={words.chosen}>
        <p className="w-full font-600">{words.chosen}</p>
        <label htmlFor={`${id}-from`} className="flex flex-col text-sm">
          {words.from}
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            required
            defaultValue={query.get('from') ?? data?.from ?? ''}
            className={deskInput}
          />
        </label>
        <label htmlFor={`${id}-to`} className="flex flex-col text-sm">
          {words.to}
          <input id={`${id}-to`} name="to" type="date" required defaultValue={query.get('to') ?? data?.to ?? ''} className={deskInput} />
        </label>
        <Button type="submit" size="sm">
          {words.show}
        </Button>
      </Form>
      {refusal ? (
        <p role="alert" className="mt-3 font-600 text-danger">
          {refusal}
        </p>
      ) : null}
      {data ? (
        <>
          <p className="mt-4 font-600">{range}</p>
          <p className="text-sm text-slate">{words.sorted}</p>
          {data.pages.length === 0 && data.sources.length === 0 ? <p className="mt-3">{words.noRows}</p> : null}
          <Table caption={words.byPage} first={words.columns.page} rows={data.pages} total={data.total} />
          <Table caption={words.bySource} first={words.columns.source} rows={data.sources} total={data.total} />
          {csv ? (
            <p className="mt-4">
              <a href={csv} className={link} download>
                {words.csv}
              </a>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
