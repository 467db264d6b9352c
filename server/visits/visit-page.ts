// The customer's page behind the visit's private link (/visit/<token>): server-rendered HTML that
// works without JavaScript, in the site's own shell (security/page-shell.ts: the built 404 page
// without its scripts), under that page's CSP. Its markup has no style attribute (the CSP allows
// only the 404 page's own) and only classes the site's stylesheet already has. Everything the customer or the lead typed is escaped here.
import { business } from '#content/business'
import { visitEmail, visitPage as words } from '#content/visit-words'
import { phoneHref } from '#domain/business-labels'
import { placeShort } from '#domain/lead-presenter'
import { fillTokens } from '#domain/tokens'
import { type WindowChoice, arrivalWords, visitDateWords } from '#domain/visit-plan'
import { escapeHtml } from '../escape-html'
import { customerPage } from '../security/page-shell'
import type { Lead } from '../store/tables'

const h1 = 'font-display text-4xl font-650'
const h2 = 'mt-10 font-display text-2xl font-650'
const muted = 'mt-4 text-lg text-slate'
const input =
  'focus box-border block w-full min-h-11 rounded-lg border border-solid border-line bg-white px-3 py-2 font-sans text-base text-ink placeholder:text-slate/70 aria-[invalid=true]:border-danger aria-[invalid=true]:border-2 resize-y'
const button =
  'focus inline-flex items-center justify-center gap-2 rounded-lg font-600 no-underline transition-colors duration-200 motion-reduce:transition-none bg-terracotta text-white hover:bg-[#7f371c] min-h-12 px-7 py-3 text-lg mt-6'
const label = 'mb-1.5 block font-600 text-ink'
const checkLabel = 'inline-flex min-h-11 cursor-pointer items-center gap-2 text-ink'
const check = 'focus h-5 w-5 shrink-0 accent-terracotta'
const link = 'font-600 underline underline-offset-4'

const e = escapeHtml
const callUs = (text: string) =>
  e(fillTokens(text, {})).replace(e(business.phone.display), `<a class="${link}" href="${e(phoneHref)}">${e(business.phone.display)}</a>`)

const page = customerPage

export type VisitPageState = {
  lead: Lead
  token: string
  choices: WindowChoice[]
  /** The latest request not yet handled: when it was made, in words. */
  pendingSince?: string
  /** After a request: which one was received. */
  received?: 'move' | 'cancel'
  /** A refused move: the sentence, and what was chosen and written, kept. */
  error?: string
  chosen?: string[]
  note?: string
}

/** The visit and the two forms: ask for another time (windows or a note), or cancel. */
export function visitPageHtml(distDir: string, state: VisitPageState): string {
  const visit = state.lead.visit
  if (!visit) return notFoundPageHtml(distDir)
  const arrival = arrivalWords(visit, business)
  const rows: [string, string][] = [
    [words.labels.date, visitDateWords(visit.on)],
    [words.labels.arrival, arrival ? `${arrival.from} – ${arrival.to}` : visitEmail.noTime],
    ...(state.lead.zip ? [[words.labels.place, placeShort(state.lead.zip) ?? state.lead.zip] as [string, string]] : []),
  ]
  const action = `/visit/${e(state.token)}`
  const notice = state.received
    ? `<p class="mt-6 rounded-lg border border-solid border-line bg-white px-4 py-3 text-lg" role="status">${e(words.received[state.received])}</p>`
    : state.pendingSince
      ? `<p class="mt-6 text-lg">${e(fillTokens(words.pending, { when: state.pendingSince }))}</p>`
      : ''
  const error = state.error ? `<p id="move-error" class="mt-4 font-600 text-danger" role="alert">${e(state.error)}</p>` : ''
  const chosen = new Set(state.chosen ?? [])
  const boxes = state.choices
    .map(
      (c) =>
        `<li><label class="${checkLabel}"><input type="checkbox" class="${check}" name="choices" value="${e(c.value)}"${chosen.has(c.value) ? ' checked' : ''}>${e(c.label)}</label></li>`,
    )
    .join('')
  return page(
    distDir,
    words.title,
    `<h1 class="${h1}">${e(words.heading)}</h1>
<p class="${muted}">${e(fillTokens(words.intro, {}))}</p>
<dl class="mt-6 grid gap-2 text-lg">${rows.map(([k, v]) => `<div><dt class="font-600 text-ink">${e(k)}</dt><dd class="m-0">${e(v)}</dd></div>`).join('')}</dl>
${notice}
<h2 class="${h2}">${e(words.moveHeading)}</h2>
<p class="mt-2 text-slate">${e(words.moveHint)}</p>
<form method="post" action="${action}" class="mt-4">
<input type="hidden" name="action" value="move">
<fieldset class="m-0 min-w-0 border-0 p-0"${state.error ? ' aria-describedby="move-error"' : ''}><legend class="${label}">${e(words.choicesLegend)}</legend>
<ul class="m-0 grid list-none p-0">${boxes}</ul></fieldset>
<div class="mt-4"><label for="visit-note" class="${label}">${e(words.noteLabel)}</label>
<textarea id="visit-note" name="note" rows="3" maxlength="1000" aria-describedby="visit-note-hint" class="${input}">${e(state.note ?? '')}</textarea>
<p id="visit-note-hint" class="mt-1 text-sm text-slate">${e(words.noteHint)}</p></div>
${error}
<button type="submit" class="${button}">${e(words.moveButton)}</button>
</form>
<h2 class="${h2}">${e(words.cancelHeading)}</h2>
<p class="mt-2 text-slate">${callUs(words.cancelHint)}</p>
<form method="post" action="${action}">
<input type="hidden" name="action" value="cancel">
<button type="submit" class="${button}">${e(words.cancelButton)}</button>
</form>`,
  )
}

/** An unknown, revoked or expired link: the site's words, status 404 (the route sets it). */
export function notFoundPageHtml(distDir: string): string {
  return page(
    distDir,
    words.notFoundTitle,
    `<h1 class="${h1}">${e(words.notFoundTitle)}</h1><p class="${muted}">${callUs(words.notFound)}</p>`,
  )
}

/** A post refused (from another site, unreadable), or too many requests. */
export function refusedPageHtml(distDir: string, sentence: string = words.refused): string {
  return page(distDir, words.title, `<h1 class="${h1}">${e(words.title)}</h1><p class="${muted}">${callUs(sentence)}</p>`)
}
