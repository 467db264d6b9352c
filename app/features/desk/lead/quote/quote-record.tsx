// What became of the sent quote (issue 42): the customer's questions and reasons for declining,
// the acceptance with the won value, each sent version with its state and PDFs, and the latest
// version's follow-ups, queued ones with "Stop the follow-ups" for an owner.
import { Form, useNavigation } from 'react-router'
import { deskQuoteWords } from '#content/pages/desk-quote'
import type { DeskQuoteAnswer } from '#domain/desk-contract'
import { formatCents } from '#domain/quote/money'
import { fillSlots } from '#domain/slots'
import { Button } from '~/components/ui/button'
import { when } from '../../age'

const words = deskQuoteWords
const textLink = 'focus text-terracotta underline underline-offset-4'

export function QuoteAnswers({ quote }: { quote: DeskQuoteAnswer }) {
  const { acceptance, won, answers } = quote
  return (
    <>
      {acceptance ? (
        <div className="mt-3 rounded-xl border-2 border-deep bg-white p-3">
          <h3 className="font-700">{words.accepted}</h3>
          <p className="break-words">
            {fillSlots(words.acceptedLine, {
              name: acceptance.typedName,
              option: acceptance.optionName,
              when: when(acceptance.acceptedAt),
            })}
          </p>
          {acceptance.addOns.length ? (
            <p className="break-words">{fillSlots(words.acceptedAddOns, { addOns: acceptance.addOns.join('; ') })}</p>
          ) : null}
          <p className="tabular-nums">
            {fillSlots(words.acceptedTotal, { total: formatCents(acceptance.totalCents), deposit: formatCents(acceptance.depositCents) })}
          </p>
        </div>
      ) : null}
      {won ? <p className="mt-2 font-700 tabular-nums">{fillSlots(words.won, { total: formatCents(won.cents) })}</p> : null}
      {answers.length ? (
        <>
          <h3 className="mt-3 font-700">{words.answers}</h3>
          <ul className="mt-1 grid gap-2">
            {answers.map((a, i) => (
              <li key={i} className="break-words">
                <span className="text-sm font-600 text-slate">
                  {fillSlots(words.answerKinds[a.kind], { n: a.version, when: when(a.at) })}
                </span>
                <span className="block whitespace-pre-wrap">{a.text}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}

const viewsText = (n: number) => (n === 0 ? words.views.none : n === 1 ? words.views.one : fillSlots(words.views.many, { n }))

export function QuoteVersions({ quote }: { quote: DeskQuoteAnswer }) {
  const busy = useNavigation().state !== 'idle'
  if (quote.versions.length === 0) return null
  const pending = quote.followUps.some((f) => f.status === 'pending')
  return (
    <>
      <h3 className="mt-4 font-700">{words.versions}</h3>
      <ul className="mt-1 grid gap-2">
        {quote.versions.map((v) => (
          <li key={v.version} className="rounded-lg border border-line bg-white p-2">
            <p className="font-600">
              {fillSlots(words.version, { n: v.version })}: {v.state === 'replaced' ? words.states.replaced : words.states[v.state]}
            </p>
            <p className="text-sm">
              {fillSlots(words.versionSent, { when: when(v.sentAt), who: v.sentBy ?? words.someone, through: v.validThrough })}
            </p>
            <p className="text-sm tabular-nums">{v.options.map((o) => `${o.name} ${formatCents(o.totalCents)}`).join(' · ')}</p>
            <p className="text-sm">{viewsText(v.views)}</p>
            {v.declineReason ? <p className="break-words text-sm">{fillSlots(words.declineReason, { reason: v.declineReason })}</p> : null}
            {/* Files of the API, not pages of the desk's router: a plain link opens the PDF. */}
            <a className={`${textLink} mt-1 inline-flex min-h-11 items-center`} href={v.pdfUrl}>
              {fillSlots(words.pdf, { n: v.version })}
            </a>
            {v.signedPdfUrl ? (
              <a className={`${textLink} ml-3 inline-flex min-h-11 items-center`} href={v.signedPdfUrl}>
                {fillSlots(words.signedPdf, { n: v.version })}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 font-700">{words.followUps}</h3>
      {quote.followUps.length === 0 ? (
        <p>{words.noFollowUps}</p>
      ) : (
        <ul className="mt-1">
          {quote.followUps.map((f, i) => (
            <li key={i}>
              {words.followUpKinds[f.kind]}: {fillSlots(words.followUpStatuses[f.status], { when: when(f.dueAt) })}
            </li>
          ))}
        </ul>
      )}
      {pending && quote.maySend ? (
        <Form method="post" className="mt-2">
          <Button type="submit" name="intent" value="stop-follow-ups" variant="outline" disabled={busy}>
            {words.stop}
          </Button>
        </Form>
      ) : null}
    </>
  )
}
