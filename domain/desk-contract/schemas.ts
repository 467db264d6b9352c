// What each desk endpoint accepts, as zod schemas: the server declares them on its routes (its
// validator checks every request before the handler runs, and the handler reads the parsed
// values' types) and the desk's pages build their requests from the same types (z.input).
// Ids in paths are parsed strictly: a row id is 1 to 2147483647 written plainly (no sign, no
// leading zero, no exponent: beyond PostgreSQL's integer it would reach the database as an
// error), a passkey id bounded base64url; the server answers anything else with its 404.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser'
import * as z from 'zod'
import { deskRoles } from '../desk-people'
import { multiLine, singleLine } from '../lead-form'
import { leadStatuses } from '../lead-record'
import { isCalendarDate, isClockTime } from '../morning-digest'
import { quoteDraftSchema } from '../quote/quote-draft'
import { recordMethods } from '../job-record-kinds'
import { earliestYear } from '../year-built'

export const rowIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647)

export const passkeyIdSchema = z.string().regex(/^[\w-]{1,1400}$/)

/** A lead's, a photo's, a person's or an invitation's id in the path. */
export const rowParams = z.object({ id: rowIdSchema })
export const passkeyParams = z.object({ id: passkeyIdSchema })

// Typed text is kept as the quote form keeps it: no control character (a NUL, which PostgreSQL
// refuses in text, or an ESC), no bidi override or other invisible format character.
const line = (max: number) => z.string().max(max).overwrite(singleLine).trim()
const lines = (max: number) => z.string().max(max).overwrite(multiLine)

/** A page of the list is named by an opaque cursor from the previous answer. */
const cursor = z.string().min(1).max(200)

/** GET /api/inbox/leads and its CSV: the status filter, the search and the page. */
export const listQuery = z.object({
  // An empty status (the "All" filter's link) is no filter.
  status: z
    .union([z.enum(leadStatuses), z.literal('')])
    .optional()
    .transform((s) => s || undefined),
  q: line(200).optional(),
  before: cursor.optional(),
  after: cursor.optional(),
})

/** POST /api/inbox/leads/:id, against the version the person saw. */
export const changeBody = z.object({
  version: z.number().int().positive(),
  status: z.enum(leadStatuses).optional(),
  note: lines(4000).optional(),
  // The booked visit's date on the business's calendar and its time, if set; null clears it.
  visit: z
    .object({ on: z.string().refine(isCalendarDate), time: z.string().refine(isClockTime).nullable() })
    .nullable()
    .optional(),
})

const calendarDay = z.string().refine(isCalendarDate)
const recordNote = lines(1000).optional()

/** POST /api/inbox/leads/:id/job-records: one compliance record, its method from its kind's list (record 039). */
export const jobRecordBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lien-notice'), on: calendarDay, method: z.enum(recordMethods['lien-notice']), note: recordNote }),
  z.object({ kind: z.literal('renovate-right'), on: calendarDay, method: z.enum(recordMethods['renovate-right']), note: recordNote }),
  z.object({
    kind: z.literal('asbestos-survey'),
    on: calendarDay,
    method: z.enum(recordMethods['asbestos-survey']),
    inspector: line(120).pipe(z.string().min(1)),
    note: recordNote,
  }),
  z.object({ kind: z.literal('start-sooner'), on: calendarDay, method: z.enum(recordMethods['start-sooner']), note: recordNote }),
])

/** POST /api/inbox/leads/:id/year-built: the year, or null for unknown (next year's bound is the handler's). */
export const yearBuiltBody = z.object({ year: z.number().int().min(earliestYear).max(9999).nullable() })

/** POST /api/inbox/leads/:id/job-start */
export const jobStartBody = z.object({ on: calendarDay })

/** POST /api/inbox/leads/:id/not-spam */
export const versionBody = z.object({ version: z.number().int().positive() })

/** GET /api/inbox/leads/:id/quote/:version/:kind: a sent version's number and which PDF. */
export const quotePdfParams = z.object({
  id: rowIdSchema,
  version: z
    .string()
    .regex(/^[1-9]\d{0,3}$/)
    .transform(Number),
  kind: z.enum(['quote', 'signed']),
})

/** POST /api/inbox/leads/:id/quote: the draft whole (domain/quote/quote-draft.ts names every limit). */
export const saveQuoteBody = quoteDraftSchema
/** POST /api/inbox/leads/:id/quote/send: the draft as shown, and the address the person confirmed. */
export const sendQuoteBody = z.object({ email: z.string().max(320), draft: quoteDraftSchema }).strict()

/** POST /api/inbox/privacy/find: an e-mail address or a phone number. */
export const privacyFindBody = z.object({ match: line(200).pipe(z.string().min(3)), count: z.number().int().nonnegative().optional() })
/** POST /api/inbox/privacy/delete: the count that was shown comes back as the confirmation. */
export const privacyDeleteBody = z.object({ match: line(200).pipe(z.string().min(3)), count: z.number().int().nonnegative() })

/** GET /api/inbox/calendar/:file: the secret (32 bytes, base64url) and `.ics`. */
const calendarFeedParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/) })

/** POST /api/inbox/invitations */
export const invitationBody = z.object({ email: z.email().max(200), role: z.enum(deskRoles).default('helper') })
/** POST /api/inbox/people/:id/role */
export const roleBody = z.object({ role: z.enum(deskRoles) })

const b64url = z.string().regex(/^[A-Za-z0-9_-]*$/)
// The browser's JSON of a credential (what @simplewebauthn/browser sends), checked in full: the
// parsed value is the library's own type, never a cast.
const credentialBase = {
  id: b64url.min(1).max(1400),
  rawId: b64url.min(1).max(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }),
}
export const registrationSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url.max(4096),
    attestationObject: b64url.max(16_384),
    authenticatorData: b64url.max(8192).optional(),
    transports: z.array(z.string().max(40)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url.max(4096).optional(),
  }),
}) satisfies z.ZodType<RegistrationResponseJSON>
export const authenticationSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url.max(4096),
    authenticatorData: b64url.max(8192),
    signature: b64url.max(1024),
    userHandle: b64url.max(512).optional(),
  }),
}) satisfies z.ZodType<AuthenticationResponseJSON>

/** POST /api/inbox/register/options: an invitation's token, or none for a signed-in person's new device. No body is none. */
export const registerOptionsBody = z.object({ token: z.string().max(200).optional() }).default({})
/** POST /api/inbox/register/verify */
export const registerVerifyBody = z.object({
  token: z.string().max(200).optional(),
  label: line(120).optional(),
  response: registrationSchema,
})
/** POST /api/inbox/sign-in/verify */
export const signInVerifyBody = z.object({ response: authenticationSchema })

/**
 * A push subscription as the browser's PushSubscription.toJSON() gives it. Only an https endpoint:
 * the server posts to it, so it is never a plain-HTTP address (nor one inside the server's network).
 */
const pushEndpoint = z.url({ protocol: /^https$/, hostname: z.regexes.domain }).max(2048)
/** POST /api/inbox/alerts/on */
export const alertsOnBody = z.object({
  endpoint: pushEndpoint,
  keys: z.object({ p256dh: b64url.min(80).max(100), auth: b64url.min(16).max(32) }),
})
/** POST /api/inbox/alerts/off */
export const alertsOffBody = z.object({ endpoint: z.string().max(2048) })

/** GET /api/inbox/earnings(.csv): the range's words are checked by the handler (domain/earnings.ts), with the desk's sentence. */
export const earningsQuery = z
  .object({ days: z.string().max(4).optional(), from: z.string().max(10).optional(), to: z.string().max(10).optional() })
  .strict()

/** Each endpoint's params, query and body (those it has), for the server's route declarations. */
export const deskSchemas = {
  leads: { querystring: listQuery },
  csv: { querystring: listQuery },
  earnings: { querystring: earningsQuery },
  earningsCsv: { querystring: earningsQuery },
  lead: { params: rowParams },
  change: { params: rowParams, body: changeBody },
  opened: { params: rowParams },
  notSpam: { params: rowParams, body: versionBody },
  review: { params: rowParams },
  quote: { params: rowParams },
  saveQuote: { params: rowParams },
  sendQuote: { params: rowParams },
  stopFollowUps: { params: rowParams },
  quotePdf: { params: quotePdfParams },
  photo: { params: rowParams },
  job: { params: rowParams },
  yearBuilt: { params: rowParams, body: yearBuiltBody },
  jobRecord: { params: rowParams, body: jobRecordBody },
  jobStart: { params: rowParams, body: jobStartBody },
  privacyFind: { body: privacyFindBody },
  privacyDelete: { body: privacyDeleteBody },
  invitations: { body: invitationBody },
  revokeInvitation: { params: rowParams },
  role: { params: rowParams, body: roleBody },
  removePerson: { params: rowParams },
  removePasskey: { params: passkeyParams },
  calendarFeed: { params: calendarFeedParams },
  registerOptions: { body: registerOptionsBody },
  registerVerify: { body: registerVerifyBody },
  alertsOn: { body: alertsOnBody },
  alertsOff: { body: alertsOffBody },
} as const

/**
 * Bodies the handler checks itself rather than the route: a malformed sign-in answer is the failed
 * sign-in (401, recorded), not a 400; a quote's draft is refused with the sentence of its first
 * fault and where it is ("Option 1, line 3: A quantity must be a whole number."), and a helper's
 * send is refused for the role before its body is read.
 */
export const handlerCheckedBodies = { signInVerify: signInVerifyBody, saveQuote: saveQuoteBody, sendQuote: sendQuoteBody }

type Schemas = typeof deskSchemas
/** What the desk's pages send, by endpoint: the input side of each body schema (defaults may be left out). */
export type DeskBodies = {
  [K in keyof Schemas as Schemas[K] extends { body: z.ZodType } ? K : never]: Schemas[K] extends { body: z.ZodType }
    ? z.input<Schemas[K]['body']>
    : never
} & { [K in keyof typeof handlerCheckedBodies]: z.input<(typeof handlerCheckedBodies)[K]> }
export type DeskBody<K extends keyof DeskBodies> = DeskBodies[K]
/** The list's place (filter, search, page) as the desk's address and the API's query carry it. */
export type ListQuery = z.input<typeof listQuery>
