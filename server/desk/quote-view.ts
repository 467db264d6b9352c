// The lead's quote as the desk shows it (GET /api/inbox/leads/:id/quote): the saved draft (or the
// first one made from the request), each sent version newest first with its state (a replaced one
// says so; the latest's is domain/quote/quote-state.ts's), the latest version's follow-ups, the
// customer's questions and reasons for declining, the acceptance in the words of its snapshot, and
// the won value. Read for one lead: its versions are few, each read once.
import { quoteTerms } from '#content/quote-terms'
import type { DeskQuoteAnswer, DeskQuoteVersion } from '#domain/desk-contract'
import { deskApi } from '#domain/desk-contract'
import type { Lead } from '#domain/lead-record'
import type { QuoteDraft } from '#domain/quote/quote-draft'
import { quoteState } from '#domain/quote/quote-state'
import type { QuoteStore, QuoteVersion } from '../quotes/quote-store'

type Reads = Pick<QuoteStore, 'quoteDraft' | 'quoteVersions' | 'quoteFollowUps' | 'quoteEvents' | 'acceptanceOf'>

const stateOf = (v: QuoteVersion, now: Date, timeZone: string) => quoteState(v, now, timeZone)

export async function deskQuoteOf(
  quotes: Reads,
  lead: Lead,
  view: { prefill: QuoteDraft; maySend: boolean; now: Date; timeZone: string },
): Promise<DeskQuoteAnswer> {
  const [draft, versions, followUps] = await Promise.all([
    quotes.quoteDraft(lead.id),
    quotes.quoteVersions(lead.id),
    quotes.quoteFollowUps(lead.id),
  ])
  const newestFirst = [...versions].sort((a, b) => b.version - a.version)
  const latest = newestFirst[0]
  const accepted = newestFirst.find((v) => v.acceptedAt)
  const [events, acceptance] = await Promise.all([
    Promise.all(newestFirst.map(async (v) => ({ v, events: await quotes.quoteEvents(v.id) }))),
    accepted ? quotes.acceptanceOf(accepted.id) : null,
  ])
  const pdfOf = (v: QuoteVersion, kind: 'quote' | 'signed') => deskApi.quotePdf({ id: lead.id, version: v.version, kind })
  const shown = newestFirst.map((v): DeskQuoteVersion => ({
    version: v.version,
    state: v.replacedAt && !v.acceptedAt ? 'replaced' : stateOf(v, view.now, view.timeZone),
    sentAt: v.sentAt,
    sentBy: v.sentBy,
    validThrough: v.validThrough,
    sha256: v.sha256,
    views: v.views,
    firstViewedAt: v.firstViewedAt,
    options: v.snapshot.options.map((o) => ({ name: o.name, totalCents: o.totals.totalCents })),
    declineReason: v.declineReason,
    pdfUrl: pdfOf(v, 'quote'),
    signedPdfUrl: v.acceptedAt ? pdfOf(v, 'signed') : null,
  }))
  const answers = events
    .flatMap(({ v, events: list }) =>
      list.flatMap((e) =>
        e.kind === 'question' || e.kind === 'decline' ? [{ kind: e.kind, version: v.version, at: e.at, text: e.text ?? '' }] : [],
      ),
    )
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
  const snapshot = accepted?.snapshot
  return {
    draft: draft && { value: draft.draft, updatedAt: draft.updatedAt, updatedBy: draft.updatedBy },
    prefill: view.prefill,
    state: latest ? stateOf(latest, view.now, view.timeZone) : draft ? 'draft' : null,
    versions: shown,
    followUps: followUps.map((f) => ({ kind: f.kind, dueAt: f.dueAt, status: f.status })),
    acceptance:
      acceptance && accepted && snapshot
        ? {
            version: accepted.version,
            optionName: snapshot.options[acceptance.optionIndex]?.name ?? '',
            addOns: acceptance.addOns.map((i) => snapshot.addOns[i]?.description ?? ''),
            totalCents: acceptance.totalCents,
            depositCents: acceptance.depositCents,
            typedName: acceptance.typedName,
            acceptedAt: acceptance.acceptedAt,
          }
        : null,
    won: lead.won,
    answers,
    customerEmail: lead.email,
    taxBasisPoints: quoteTerms.taxBasisPoints,
    maySend: view.maySend,
  }
}
