// The three posts of the customer's quote page: accept and sign (the choice and the total shown,
// restated, then the consent to sign electronically and the typed name, last), ask a question, and
// decline with an optional reason. Each keeps what was typed and shows its error when refused.
import { quotePage as words } from '#content/quote-words'
import { formatCents } from '#domain/quote/money'
import { fillTokens } from '#domain/tokens'
import { escapeHtml as e } from '../escape-html'
import { type Choice, type QuoteForm, type QuotePageState, css } from './quote-page-parts'

/** The limits of what the customer types; the route refuses longer text with these numbers' sentences. */
export const typedLimits = { name: 100, reason: 1000, question: 2000 } as const

function errorOf(state: QuotePageState, form: QuoteForm, id: string) {
  const message = state.error?.form === form ? state.error.message : undefined
  return {
    html: message ? `<p id="${id}" class="${css.error}" role="alert">${e(message)}</p>` : '',
    invalid: message ? ' aria-invalid="true"' : '',
    describedBy: message ? ` ${id}` : '',
  }
}

export function acceptFormHtml(state: QuotePageState, choice: Choice, totalCents: number): string {
  const s = state.quote.version.snapshot
  const error = errorOf(state, 'accept', 'accept-error')
  const hidden = [
    `<input type="hidden" name="option" value="${choice.optionIndex}">`,
    ...choice.addOns.map((i) => `<input type="hidden" name="addOns" value="${i}">`),
    `<input type="hidden" name="total" value="${totalCents}">`,
  ].join('')
  const restated = fillTokens(words.signChoice, { option: s.options[choice.optionIndex].name, total: formatCents(totalCents) })
  return `<h2 class="${css.h2}">${e(words.signHeading)}</h2>
<p class="mt-2 text-lg font-600">${e(restated)}</p>
<form method="post" action="/quote/${e(state.token)}/accept" class="mt-4">${hidden}
<p class="card m-0 max-w-prose p-5" id="consent">${e(s.consent.text)}</p>
<div class="mt-6 max-w-prose"><label for="quote-name" class="${css.label}">${e(words.nameLabel)}</label>
<input id="quote-name" name="name" type="text" autocomplete="name" required maxlength="${typedLimits.name}" value="${e(state.typed?.name ?? '')}" aria-describedby="consent quote-name-hint${error.describedBy}"${error.invalid} class="${css.input}">
<p id="quote-name-hint" class="mt-1 text-sm text-slate">${e(words.nameHint)}</p></div>
${error.html}
<button type="submit" class="${css.button}">${e(words.signButton)}</button>
</form>`
}

export function questionFormHtml(state: QuotePageState): string {
  const error = errorOf(state, 'question', 'question-error')
  return `<h2 class="${css.h2}">${e(words.questionHeading)}</h2>
<p class="mt-2 text-slate">${e(fillTokens(words.questionHint, {}))}</p>
<form method="post" action="/quote/${e(state.token)}/question" class="mt-4">
<label for="quote-question" class="${css.label}">${e(words.questionLabel)}</label>
<textarea id="quote-question" name="question" rows="4" required maxlength="${typedLimits.question}"${error.invalid}${error.describedBy ? ` aria-describedby="${error.describedBy.trim()}"` : ''} class="${css.input}">${e(state.typed?.question ?? '')}</textarea>
${error.html}
<button type="submit" class="${css.secondary}">${e(words.questionButton)}</button>
</form>`
}

export function declineFormHtml(state: QuotePageState): string {
  const error = errorOf(state, 'decline', 'decline-error')
  return `<h2 class="${css.h2}">${e(words.declineHeading)}</h2>
<p class="mt-2 text-slate">${e(words.declineHint)}</p>
<form method="post" action="/quote/${e(state.token)}/decline" class="mt-4">
<label for="quote-reason" class="${css.label}">${e(words.reasonLabel)}</label>
<textarea id="quote-reason" name="reason" rows="3" maxlength="${typedLimits.reason}"${error.invalid}${error.describedBy ? ` aria-describedby="${error.describedBy.trim()}"` : ''} class="${css.input}">${e(state.typed?.reason ?? '')}</textarea>
${error.html}
<button type="submit" class="${css.secondary}">${e(words.declineButton)}</button>
</form>`
}
