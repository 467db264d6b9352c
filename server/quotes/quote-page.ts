// The customer's page behind the quote's private link (/quote/<token>, issue 42): server-rendered
// HTML that works without JavaScript, in the site's shell (security/page-shell.ts) under the 404
// page's CSP. The quote as it was frozen: the options side by side, the add-ons, the total of the
// customer's choice (the "Update total" form is a GET that changes nothing), the terms, and last
// the consent to sign electronically with the typed name and "Accept and sign". Then decline and
// ask a question. A quote that can no longer be accepted says why, and shows no forms.
import { business } from '#content/business'
import { quotePage as words } from '#content/quote-words'
import { phoneHref } from '#domain/business-labels'
import { choiceTotals } from '#domain/quote/quote-totals'
import { fillTokens } from '#domain/tokens'
import { visitDateWords } from '#domain/visit-plan'
import { escapeHtml as e } from '../escape-html'
import { customerPage } from '../security/page-shell'
import { type Choice, type QuoteForm, type QuotePageState, addOnsHtml, css, optionsHtml, summaryHtml, termsHtml } from './quote-page-parts'
import { acceptFormHtml, declineFormHtml, questionFormHtml } from './quote-forms'

export type { Choice, QuoteForm, QuotePageState }

const timeZone = business.replyPromise.timeZone
/** An instant as the business's calendar day in words: "Tuesday, December 15, 2026". */
export const dayWords = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(new Date(iso))

export const callUs = (text: string, slots: Record<string, string> = {}) =>
  e(fillTokens(text, slots)).replace(
    e(business.phone.display),
    `<a class="${css.link}" href="${e(phoneHref)}">${e(business.phone.display)}</a>`,
  )

/** Why the quote is closed, from the version's own facts; the newer version's link when replaced. */
function closedHtml(state: QuotePageState): string {
  const { version, newerToken, acceptance } = state.quote
  const c = words.closed
  switch (state.refusal) {
    case null:
      return ''
    case 'accepted': {
      const at = acceptance?.acceptedAt ?? version.acceptedAt ?? version.sentAt
      const by = acceptance
        ? `<p class="mt-2">${e(fillTokens(words.acceptedBy, { name: acceptance.typedName, date: dayWords(at) }))}</p>`
        : ''
      return `<div class="${css.notice}"><p class="m-0">${callUs(c.accepted, { date: dayWords(at) })}</p>${by}</div>`
    }
    case 'declined':
      return `<p class="${css.notice}">${callUs(c.declined, { date: dayWords(version.declinedAt ?? version.sentAt) })}</p>`
    case 'expired':
      return `<p class="${css.notice}">${callUs(c.expired, { date: visitDateWords(version.validThrough) })}</p>`
    case 'replaced': {
      const newer = newerToken ? ` <a class="${css.link}" href="/quote/${e(encodeURIComponent(newerToken))}">${e(c.replacedLink)}</a>` : ''
      return `<p class="${css.notice}">${e(c.replaced)}${newer}</p>`
    }
  }
}

function factsHtml(state: QuotePageState): string {
  const s = state.quote.version.snapshot
  const l = words.labels
  const rows: [string, string][] = [
    [l.preparedFor, s.customer.name],
    ...(s.projectType ? [[l.project, s.projectType] as [string, string]] : []),
    ...(s.jobAddress ? [[l.jobAddress, s.jobAddress] as [string, string]] : []),
    [l.issuedOn, visitDateWords(s.issuedOn)],
    [l.validThrough, visitDateWords(s.validThrough)],
    [l.version, String(s.version)],
  ]
  return `<dl class="mt-6 grid gap-2 text-lg sm:grid-cols-2">${rows.map(([k, v]) => `<div class="min-w-0"><dt class="font-600 text-ink">${e(k)}</dt><dd class="m-0 break-words">${e(v)}</dd></div>`).join('')}</dl>`
}

/** The quote's page: open (forms), or closed (why), with the received notice or a refused form's error. */
export function quotePageHtml(distDir: string, state: QuotePageState): string {
  const { token, refusal } = state
  const s = state.quote.version.snapshot
  const acceptance = state.quote.acceptance
  // Once accepted, the page shows what was signed, not what the address asks for.
  const choice = acceptance ? { optionIndex: acceptance.optionIndex, addOns: acceptance.addOns } : state.choice
  const open = refusal === null
  const totals = choiceTotals(s, choice.optionIndex, choice.addOns, s.taxBasisPoints)
  const received = state.received
    ? `<p class="${css.notice}" role="status">${e(words.received[state.received])}</p>`
    : open && state.quote.version.questionAt
      ? `<p class="${css.notice}">${e(words.questionPending)}</p>`
      : ''
  const choiceError =
    state.error?.form === 'choice' ? `<p id="choice-error" class="${css.error}" role="alert">${e(state.error.message)}</p>` : ''
  const note = s.note
    ? `<h2 class="${css.h2}">${e(words.noteHeading)}</h2>${s.note
        .split(/\n{2,}/)
        // Line breaks as <br>: the site's stylesheet has no whitespace-pre-line to keep them.
        .map((p) => `<p class="mt-3 max-w-prose break-words">${p.split('\n').map(e).join('<br>')}</p>`)
        .join('')}`
    : ''
  const optionsLegend = `<legend class="p-0"><h2 class="${css.h2}">${e(words.optionsHeading)}</h2></legend><p class="mt-2 text-slate">${e(words.optionsHint)}</p>`
  const addOnsLegend = `<legend class="p-0"><h2 class="${css.h2}">${e(words.addOnsHeading)}</h2></legend><p class="mt-2 text-slate">${e(words.addOnsHint)}</p>`
  const options = `<fieldset class="${css.fieldset}">${optionsLegend}${optionsHtml(s, choice, open)}</fieldset>`
  const addOns = s.addOns.length ? `<fieldset class="${css.fieldset}">${addOnsLegend}${addOnsHtml(s, choice, open)}</fieldset>` : ''
  const chooser = open
    ? `<form method="get" action="/quote/${e(token)}"${choiceError ? ' aria-describedby="choice-error"' : ''}>${options}${addOns}${choiceError}<button type="submit" class="${css.secondary}">${e(words.updateButton)}</button></form>`
    : `${options}${addOns}`
  const forms = open ? [acceptFormHtml(state, choice, totals.totalCents), questionFormHtml(state), declineFormHtml(state)].join('\n') : ''
  return customerPage(
    distDir,
    words.title,
    `<h1 class="${css.h1}">${e(fillTokens(words.heading, { reference: s.reference }))}</h1>
<p class="${css.muted}">${e(fillTokens(words.intro, {}))}</p>
${received}${closedHtml(state)}
${factsHtml(state)}
${note}
${chooser}
<h2 class="${css.h2}">${e(words.summaryHeading)}</h2>
${summaryHtml(s, choice, totals)}
<h2 class="${css.h2}">${e(words.termsHeading)}</h2>
${termsHtml(s)}
${forms}`,
  )
}

/** An unknown or withdrawn link: the site's words, status 404 (the route sets it). */
export function notFoundPageHtml(distDir: string): string {
  return customerPage(
    distDir,
    words.notFoundTitle,
    `<h1 class="${css.h1}">${e(words.notFoundTitle)}</h1><p class="${css.muted}">${callUs(words.notFound)}</p>`,
  )
}

/** A post refused (from another site, unreadable, too large), or too many requests. */
export function refusedPageHtml(distDir: string, sentence: string = words.refused): string {
  return customerPage(
    distDir,
    words.refusedTitle,
    `<h1 class="${css.h1}">${e(words.refusedTitle)}</h1><p class="${css.muted}">${callUs(sentence)}</p>`,
  )
}
