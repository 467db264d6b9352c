// What the customer's quote page reads from a request, all of it hostile: the choice (an option and
// add-ons, by index into the frozen snapshot), the total the page showed, and the typed text. A
// field a browser sends once, sent twice, or an index that is not a small whole number on this
// quote, is refused rather than guessed at; typed text with a control or invisible format character
// (NUL, ESC, a bidi override) is refused rather than cleaned, since a signature must be what was typed.
import { quotePage as words } from '#content/quote-words'
import type { QuoteSnapshot } from '#domain/quote/quote-snapshot'
import type { Choice } from './quote-page-parts'
import { typedLimits } from './quote-forms'

/** A form's or a query's fields, each as every value sent under its name. */
export type Fields = Record<string, string[]>

/** Fastify's parsed query (a string, or an array for a repeated name) as Fields; anything else dropped. */
export function fieldsOfQuery(query: unknown): Fields {
  const fields: Fields = {}
  if (!query || typeof query !== 'object') return fields
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value]
    fields[name] = values.filter((v): v is string => typeof v === 'string')
  }
  return fields
}

/** A form-encoded body as Fields (names kept as sent; URLSearchParams decodes once). */
export function fieldsOfBody(body: string): Fields {
  const fields: Fields = {}
  for (const [name, value] of new URLSearchParams(body)) (fields[name] ??= []).push(value)
  return fields
}

const index = /^\d{1,2}$/

/** The one value of a field sent at most once: undefined when absent, null when sent more than once. */
export function single(fields: Fields, name: string): string | undefined | null {
  const values = fields[name] ?? []
  return values.length > 1 ? null : values[0]
}

/**
 * The choice the fields name on this snapshot, or null when it is not one of its choices (an option
 * or add-on out of range, not a number, sent twice). `optionRequired` false: no option is the first.
 */
export function choiceOf(fields: Fields, snapshot: QuoteSnapshot, optionRequired: boolean): Choice | null {
  const option = single(fields, 'option')
  if (option === null || (option === undefined && optionRequired)) return null
  if (option !== undefined && !index.test(option)) return null
  const optionIndex = option === undefined ? 0 : Number(option)
  if (optionIndex >= snapshot.options.length) return null
  const raw = fields.addOns ?? []
  if (raw.length > snapshot.addOns.length || raw.some((v) => !index.test(v))) return null
  const addOns = raw.map(Number)
  if (new Set(addOns).size !== addOns.length || addOns.some((i) => i >= snapshot.addOns.length)) return null
  return { optionIndex, addOns: addOns.sort((a, b) => a - b) }
}

/** The total in cents the page showed (a whole number of at most ten digits), or null. */
export function totalOf(fields: Fields): number | null {
  const total = single(fields, 'total')
  return typeof total === 'string' && /^\d{1,10}$/.test(total) ? Number(total) : null
}

/** Control and invisible format characters; a line break and a tab are allowed where `multi`. */
const unshowable = (text: string, multi: boolean) => /[\p{Cc}\p{Cf}\u2028\u2029]/u.test(multi ? text.replace(/[\n\t]/g, '') : text)

export type Typed = { ok: true; text: string } | { ok: false; message: string }

/** The typed full name: required, one line, at most 100 characters. */
export function typedName(value: string | undefined): Typed {
  const text = (value ?? '').trim()
  if (unshowable(text, false)) return { ok: false, message: words.errors.nameCharacters }
  if (!text) return { ok: false, message: words.errors.name }
  if ([...text].length > typedLimits.name) return { ok: false, message: words.errors.nameLong }
  return { ok: true, text: text.replace(/\s+/g, ' ') }
}

/** A question (required) or a reason to decline (optional): lines kept, at most their limit. */
export function typedText(value: string | undefined, kind: 'question' | 'reason'): Typed {
  const text = (value ?? '').replace(/\r\n?/g, '\n').trim()
  if (unshowable(text, true)) return { ok: false, message: words.errors.characters }
  if (kind === 'question' && !text) return { ok: false, message: words.errors.question }
  if ([...text].length > typedLimits[kind]) {
    return { ok: false, message: kind === 'question' ? words.errors.questionLong : words.errors.reasonLong }
  }
  return { ok: true, text }
}
