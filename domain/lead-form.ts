// The lead forms' rules, shared by the browser (before sending) and the server (before storing),
// with the same bounds on both sides. zod/mini keeps the browser bundle small.
import * as z from 'zod/mini'
import { yearBuiltField } from './year-built'
import { zipMessages, zipPattern } from './zip-area'

/** The time field's value in a form sent without JavaScript, which has no clock to read (the script sets the milliseconds). */
export const noScriptElapsed = 'no-script'

/** The quote form's default choice; listed first so the select never shows an empty option. */
export const defaultProjectType = 'Not sure yet'

export const projectTypes = [
  defaultProjectType,
  'Kitchen Backsplash',
  'Bathroom & Shower',
  'Flooring',
  'Fireplace Surround',
  'Outdoor / Patio',
  'Commercial',
  'Other',
] as const

export type ProjectType = (typeof projectTypes)[number]

export const limits = { name: 100, email: 254, phoneMin: 7, phone: 25, message: 5000, visitWindows: 3, attachment: 1000 } as const

export const messages = {
  name: 'Please enter your name.',
  nameLong: `Please keep your name under ${limits.name} characters.`,
  email: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  phone: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a phone number of 7 to 25 digits, spaces or + ( ) - .',
  message: 'Please keep your message under 5,000 characters.',
  projectType: 'Please choose one of the listed project types.',
  zip: zipMessages.invalid,
  visitWindows: 'Please choose up to three times.',
  visitWindowUnknown: 'Please choose times from the list.',
  estimate: 'The attached estimate cannot be read. Remove it, or attach it again from the cost calculator.',
  pattern: 'The attached pattern cannot be read. Remove it, or choose it again in the pattern tool.',
} as const

// Invisible format characters (bidi overrides such as U+202E, zero-width spaces, the BOM) would
// make text show other than it reads; the joiners U+200C and U+200D stay, as some scripts and
// emoji need them.
export const invisible = /(?![\u200c\u200d])\p{Cf}/gu

/** A one-line field as it is kept: every line break (CR, LF, NEL, U+2028/9) and control a space, no invisible format characters. */
export function singleLine(value: string): string {
  return value
    .replace(invisible, '')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
}

/** A text of several lines as it is kept: every kind of line break a \n, no other control or invisible format character. */
export function multiLine(value: string): string {
  return value
    .replace(invisible, '')
    .replace(/\r\n?|[\u0085\u2028\u2029\v\f]/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
}

const name = z
  .string({ error: messages.name })
  .check(z.overwrite(singleLine), z.trim(), z.minLength(1, messages.name), z.maxLength(limits.name, messages.nameLong))

// Trim first, then check the format: a pasted address often carries a trailing space.
const email = z.pipe(
  z.string({ error: messages.email }).check(z.trim(), z.minLength(1, messages.email)),
  z.email({ error: messages.emailInvalid }).check(z.maxLength(limits.email, messages.emailInvalid)),
)

const phone = z.string({ error: messages.phone }).check(
  z.trim(),
  z.minLength(1, messages.phone),
  z.regex(/^[0-9 +().-]{7,25}$/, messages.phoneInvalid),
  // "((((((((" has the right characters but is no number: ask for 7 digits at least.
  z.refine((v) => (v.match(/[0-9]/g)?.length ?? 0) >= limits.phoneMin, messages.phoneInvalid),
)

const message = z._default(
  z.string({ error: messages.message }).check(z.overwrite(multiLine), z.trim(), z.maxLength(limits.message, messages.message)),
  '',
)

// Absent or empty (an old page, a script) means the default, never an empty option.
const projectType = z.pipe(
  z.transform((v: unknown) => (v === undefined || v === null || v === '' ? defaultProjectType : v)),
  z.enum(projectTypes, { error: messages.projectType }),
)

// Optional: empty means not given.
const zip = z._default(
  z.string({ error: messages.zip }).check(
    z.trim(),
    z.refine((v) => v === '' || zipPattern.test(v), messages.zip),
  ),
  '',
)

// Checkboxes post one value per box: none (absent), one (a string) or several (a list). Which ids
// exist is the business hours' business: the server checks them against domain/visit-windows.ts.
const visitWindows = z.pipe(
  z.transform((v: unknown) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v])),
  z
    .array(z.string({ error: messages.visitWindowUnknown }).check(z.regex(/^[a-z]{1,12}-[a-z]{1,12}$/, messages.visitWindowUnknown)))
    .check(z.maxLength(limits.visitWindows, messages.visitWindows)),
)

// An attachment travels as the query string of the tool that made it (the calculator's address,
// the pattern tool's share link); the server reads it with that tool's own code and checks it.
const attachment = (message: string) =>
  z._default(z.string({ error: message }).check(z.trim(), z.maxLength(limits.attachment, message)), '')

export const contactSchema = z.object({ name, email, phone, message })
export const quoteSchema = z.object({
  name,
  email,
  phone,
  projectType,
  message,
  zip,
  // Optional: empty is unknown (null); the owner can set it in the desk too.
  yearBuilt: yearBuiltField,
  visitWindows,
  estimate: attachment(messages.estimate),
  pattern: attachment(messages.pattern),
})

export type ContactLead = z.output<typeof contactSchema>
export type QuoteLead = z.output<typeof quoteSchema>
export type FieldErrors = Partial<Record<string, string>>

type ParseResult = { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }

/** The first message for each field of a failed parse ({} on success); keyed by field name. */
export function fieldErrors(result: ParseResult): FieldErrors {
  const errors: FieldErrors = {}
  if (result.success) return errors
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form'
    errors[key] ??= issue.message
  }
  return errors
}

// A portfolio category (content/schemas.ts projectCategories) as the quote form's project type,
// for "Request Similar Project"; typed as plain strings so that no content code reaches the browser.
const typeOfCategory: Partial<Record<string, ProjectType>> = {
  Kitchens: 'Kitchen Backsplash',
  Bathrooms: 'Bathroom & Shower',
  Flooring: 'Flooring',
  Custom: 'Other',
}

/** The project type to preset for a project of this category ("Other" for one not listed). */
export function projectTypeForCategory(category: string): ProjectType {
  return typeOfCategory[category] ?? 'Other'
}

/** A listed project type matching free text ("flooring", "kitchen-backsplash"), if any. */
export function matchProjectType(text: string | null | undefined): ProjectType | undefined {
  const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')
  if (!text) return undefined
  const wanted = key(text)
  return wanted ? projectTypes.find((t) => key(t) === wanted) : undefined
}
