// What the desk's search and the privacy search look a lead up by, kept beside each lead as columns
// the database indexes (server/store migration 010): its name, e-mail and ZIP lowercased in one text,
// its phone's digits, its e-mail as compared, and its phone as a US number without the country code.
// One function computes them for the insert, the backfill and the search term alike.

const digits = (value: string) => value.replace(/\D/g, '')
/** Control characters (a NUL would end an FTS5 query or fail PostgreSQL's text) count as spaces. */
const plainText = (value: string) => value.toLowerCase().replace(/[\u0000-\u001f\u007f]/g, ' ')

/** US numbers match with or without the country code. */
export const phoneKey = (value: string) => digits(value).replace(/^1(?=\d{10}$)/, '')

export type LeadSearchKeys = { search_text: string; phone_digits: string; email_key: string; phone_key: string }

/** The keys of a lead; the newline keeps a term from matching across two fields. */
export function leadSearchKeys(lead: { name: string; email: string; phone: string; zip?: string | null }): LeadSearchKeys {
  return {
    search_text: [lead.name, lead.email, lead.zip ?? ''].map(plainText).join('\n'),
    phone_digits: digits(lead.phone),
    email_key: lead.email.trim().toLowerCase(),
    phone_key: phoneKey(lead.phone),
  }
}

/**
 * A search term as the desk means it: a part of the name, e-mail or ZIP (any case), or, with three
 * digits or more, a part of the phone by its digits. Undefined for a blank term (no search).
 */
export function searchTerm(q: string | undefined): { text: string; digits: string | null } | undefined {
  const text = plainText(q ?? '').trim()
  if (!text) return undefined
  const d = digits(text)
  return { text, digits: d.length >= 3 ? d : null }
}

/** Whether a lead matches a search term, as the database's search (lead-queries.ts) decides it. */
export function matchesSearch(lead: { name: string; email: string; phone: string; zip: string | null }, q: string): boolean {
  const term = searchTerm(q)
  if (!term) return true
  const keys = leadSearchKeys(lead)
  return keys.search_text.includes(term.text) || (term.digits !== null && keys.phone_digits.includes(term.digits))
}
