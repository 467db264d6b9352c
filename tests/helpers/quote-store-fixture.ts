// A TEST FIXTURE, not a store: the customer's side of QuoteStore held in memory, for the unit tests
// of the quote page's routes (server/quotes/quote-routes.test.ts). It keeps the contract's rules
// that the page relies on (the total recomputed by domain and compared, accepted once, a closed
// version refuses answers) so the routes can be tested alone; the real store and its transactions
// are tested on SQLite and PostgreSQL in server/quotes/*.integration.test.ts.
import { quoteTerms } from '#content/quote-terms'
import { acceptRefusal } from '#domain/quote/quote-state'
import { choiceTotals } from '#domain/quote/quote-totals'
import type { CustomerQuote, QuoteAcceptance, QuoteEvent, QuoteStore, QuoteVersion } from '../../server/quotes/quote-store'
import { sampleVersion } from '../fixtures/sample-quote'

type CustomerSide = Pick<QuoteStore, 'quoteByToken' | 'recordQuoteView' | 'acceptQuote' | 'declineQuote' | 'askQuoteQuestion'>

export type QuoteStoreFixture = CustomerSide & {
  versions: Map<string, QuoteVersion>
  events: QuoteEvent[]
  acceptances: QuoteAcceptance[]
  /** Every call that could change something, in order (a GET must add none but a view). */
  writes: string[]
  /** Sends version N+1 under `token`, marking the one under `previous` replaced. */
  replace(previous: string, token: string, now: Date): void
}

const timeZone = 'America/Los_Angeles'

export function quoteStoreFixture(token: string, leadId = 7): QuoteStoreFixture {
  const versions = new Map<string, QuoteVersion>([[token, sampleVersion(leadId)]])
  const events: QuoteEvent[] = []
  const acceptances: QuoteAcceptance[] = []
  const writes: string[] = []
  const newest = () => [...versions.entries()].sort(([, a], [, b]) => b.version - a.version)[0]
  const open = (t: string, now: Date) => {
    const version = versions.get(t)
    if (!version) return { version: undefined, refusal: 'not-found' as const }
    return { version, refusal: acceptRefusal(version, now, timeZone) }
  }
  const event = (kind: QuoteEvent['kind'], at: Date, client: { address: string | null; userAgent: string | null }, text: string | null) =>
    events.push({ kind, at: at.toISOString(), clientAddress: client.address, userAgent: client.userAgent, text })

  return {
    versions,
    events,
    acceptances,
    writes,
    replace(previous, next, now) {
      const old = versions.get(previous)
      if (!old) throw new Error('no such version')
      versions.set(previous, { ...old, replacedAt: now.toISOString() })
      versions.set(next, { ...sampleVersion(leadId, old.id + 1, old.version + 1), sentAt: now.toISOString() })
    },
    async quoteByToken(t, now): Promise<CustomerQuote | null> {
      const version = versions.get(t)
      if (!version) return null
      const [newerToken, latest] = newest()
      const state = version.acceptedAt
        ? 'accepted'
        : version.declinedAt
          ? 'declined'
          : now >= new Date(version.validUntil)
            ? 'expired'
            : 'sent'
      const acceptance = acceptances.find((a) => a.versionId === version.id) ?? null
      return { version, state, newerToken: latest.id !== version.id ? newerToken : null, acceptance }
    },
    async recordQuoteView(versionId, client, now) {
      writes.push(`view ${versionId}`)
      event('view', now, client, null)
    },
    async acceptQuote(t, choice, client, now) {
      writes.push('accept')
      const { version, refusal } = open(t, now)
      if (!version || refusal) return { ok: false, reason: refusal ?? 'not-found' }
      const s = version.snapshot
      if (!s.options[choice.optionIndex] || choice.addOns.some((i) => !s.addOns[i])) return { ok: false, reason: 'tampered' }
      const totals = choiceTotals(s, choice.optionIndex, choice.addOns, s.taxBasisPoints)
      if (totals.totalCents !== choice.expectedTotalCents) return { ok: false, reason: 'tampered' }
      const acceptance: QuoteAcceptance = {
        versionId: version.id,
        leadId: version.leadId,
        sha256: version.sha256,
        optionIndex: choice.optionIndex,
        addOns: choice.addOns,
        totalCents: totals.totalCents,
        depositCents: totals.depositCents,
        typedName: choice.typedName,
        consentVersion: quoteTerms.consent.version,
        consentText: quoteTerms.consent.text,
        acceptedAt: now.toISOString(),
        clientAddress: client.address,
        userAgent: client.userAgent,
      }
      acceptances.push(acceptance)
      versions.set(t, { ...version, acceptedAt: acceptance.acceptedAt })
      event('accept', now, client, null)
      return { ok: true, acceptance }
    },
    async declineQuote(t, reason, client, now) {
      writes.push('decline')
      const { version, refusal } = open(t, now)
      if (!version || refusal) return { ok: false, reason: refusal ?? 'not-found' }
      versions.set(t, { ...version, declinedAt: now.toISOString(), declineReason: reason || null })
      event('decline', now, client, reason || null)
      return { ok: true }
    },
    async askQuoteQuestion(t, question, client, now) {
      writes.push('question')
      const { version, refusal } = open(t, now)
      if (!version || refusal) return { ok: false, reason: refusal ?? 'not-found' }
      versions.set(t, { ...version, questionAt: now.toISOString() })
      event('question', now, client, question)
      return { ok: true }
    },
  }
}
