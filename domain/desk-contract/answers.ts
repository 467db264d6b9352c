// What each desk endpoint answers, as the JSON on the wire: the server's handlers are typed to
// return these and the desk's pages read them, so a field renamed here fails the type check on
// both sides. A refusal (4xx) is always { ok: false, error } with one of the desk's sentences.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import type { PeopleAnswer } from '../desk-people'
import type { Lead, LeadEvent, LeadForm, LeadStatus, LeadVisit } from '../lead-record'
import type { PresentedLead } from '../lead-presenter'
import type { QuoteDraft } from '../quote/quote-draft'
import type { QuoteState } from '../quote/quote-state'
import type { EarningsTables } from '../earnings'

export type { PeopleAnswer }

/** Any refusal; a changed count (privacy delete, 409) comes back with it. */
export type DeskRefusal = { ok: false; error: string; count?: number }
export type DeskOk = { ok: true }

/** GET /api/inbox/state (outside the session) */
export type StateAnswer = { enabled: boolean; reason: string | null; signedIn: boolean }

/** One row of the list. */
export type LeadRow = {
  id: number
  name: string
  form: LeadForm
  projectType: string | null
  zip: string | null
  inArea: boolean | null
  photoCount: number
  /** Whether a calculator estimate is attached. */
  estimate: boolean
  createdAt: string
  status: LeadStatus
  opened: boolean
  visit: LeadVisit | null
  /** The customer asked to move or cancel the visit, and nobody has booked the answer yet. */
  visitRequest: boolean
  /** The place in words ("Salem 97301"), or null without a known ZIP. */
  place: string | null
  /** Where the lead's written quote stands: its latest version's state, 'draft' before one is sent, null without any. */
  quote: QuoteState | null
}

/** GET /api/inbox/leads: a page of rows, the count of every status (and of all) under the search, the outbox's health. */
export type ListAnswer = {
  leads: LeadRow[]
  counts: Record<LeadStatus, number> & { all: number }
  /** Under a search that matches more than 1,000 leads, the counts are of the first 1,000 and more ("1,000+"). */
  countsCapped: boolean
  health: { failing: number; lastError: string | null; photosRefused: number }
  /** Opaque cursors for the next older and newer pages (the list's `before` and `after`), null at either end. */
  page: { older: string | null; newer: string | null }
}

/** Leads and jobs won from one source over 30 and 90 days, with the won jobs' known value in cents. */
export type SourceRow = {
  source: string
  leads30: number
  won30: number
  wonCents30: number
  leads90: number
  won90: number
  wonCents90: number
}

/** GET /api/inbox/insights: speed to lead over 30 days; leads and jobs won by source over 30 and 90. */
export type InsightsAnswer = {
  firstContact: { medianMinutes: number | null; count: number }
  sources: SourceRow[]
}

/** GET /api/inbox/earnings: the range's tables by landing page and by source, and which of the set ranges it is (or null: chosen days). */
export type EarningsAnswer = EarningsTables & { days: number | null }

/** A visit window as the visitor chose it, in the words the e-mails use ("Monday morning (8:00 AM – 12:00 PM)", lead-presenter.ts), not its id. */
export type VisitWindowLabel = string

/** The lead as the desk's API sends it: its visit windows in words, not the ids the store keeps. */
export type DeskLead = Omit<Lead, 'visitWindows'> & { visitWindows: VisitWindowLabel[] }

export type DeskPhoto = { id: number; url: string; width: number; height: number; position: number }

export type DeskMail = {
  kind:
    | 'business'
    | 'acknowledgement'
    | 'webhook'
    | 'review'
    | 'visit-booked'
    | 'visit-moved'
    | 'visit-cancelled'
    | 'visit-reminder'
    | 'visit-request'
    | 'quote-sent'
    | 'quote-followup'
    | 'quote-expiring'
    | 'quote-answer'
    | 'quote-signed'
    | 'job-start'
  /** The message's name in the desk, from the table of outbox kinds. */
  label: string
  status: string
  attempts: number
  lastError: string | null
  sentAt: string | null
  /** When a message waiting for its moment (the visit's reminder) is due. */
  dueAt: string | null
}

/** A customer's request from the visit's private link: another time (the chosen windows in words, or a note) or to cancel. */
export type DeskVisitRequest = { id: number; kind: 'move' | 'cancel'; choices: string[]; note: string | null; at: string; handled: boolean }

/** GET /api/inbox/leads/:id */
export type LeadAnswer = {
  lead: DeskLead
  presented: PresentedLead
  photos: DeskPhoto[]
  mail: DeskMail[]
  events: LeadEvent[]
  visitRequests: DeskVisitRequest[]
}

/** POST /api/inbox/leads/:id and /not-spam: the lead's new version. */
export type ChangeAnswer = { ok: true; version: number }

/** One compliance record of the job (record 039), its method as the desk words it. */
export type DeskJobRecord = {
  id: number
  kind: 'lien-notice' | 'renovate-right' | 'asbestos-survey' | 'start-sooner'
  on: string
  method: string
  methodLabel: string
  inspector: string | null
  note: string | null
  recordedBy: string | null
  recordedAt: string
}

/** GET /api/inbox/leads/:id/job */
export type JobAnswer = {
  /** The signed-in person may record steps and set the start date. */
  mayRecord: boolean
  yearBuilt: number | null
  /** The year's flags in words: lead-safe, asbestos survey, or ask the year. */
  flags: { key: 'leadSafe' | 'asbestos' | 'unknown'; text: string }[]
  /** The contract date (Portland), or null without an accepted quote. */
  contractDay: string | null
  /** Why a contract cannot be produced online yet (the notices' texts missing), or null. */
  contractBlocked: string | null
  /** The lien notice to print: its official text when pasted, or null (then `missingText` says where to get it). */
  lienNotice: { title: string; sourceName: string; sourceUrl: string; paragraphs: string[] | null }
  records: DeskJobRecord[]
  /** The windows' last days and the earliest start offered, when there is a contract. */
  windows: { nextBusinessDayEnds: string | null; threeDaysEnd: string | null; earliest: string } | null
  /** Why no start date can be set now (a step to record first), or null. */
  startBlocked: string | null
  startOn: string | null
  /** Today on the business's calendar: records are dated up to it. */
  today: string
}

/** POST /api/inbox/privacy/find */
export type PrivacyFindAnswer = { count: number }
/** POST /api/inbox/privacy/delete */
export type PrivacyDeleteAnswer = {
  ok: true
  deleted: number
  /** Leads kept for their signed contract (record 039): the contract and its records stay until `keptWhy`'s periods end. */
  kept: number
  keptWhy: string | null
}

/** POST /api/inbox/invitations: the link (shown to the inviter) and whether it was e-mailed. */
export type InvitationAnswer = { ok: true; link: string; mailed: boolean }

/** POST /api/inbox/calendar-feed: the private address, shown this once. */
export type CalendarFeedAnswer = { ok: true; url: string }

/** POST /api/inbox/sign-out-everywhere: how many sessions ended. */
export type SignOutEverywhereAnswer = { ok: true; ended: number }

/** GET /api/inbox/alerts: the key a device subscribes with, the devices (passkey ids) with alerts on, and the signed-in person's subscriptions. */
export type AlertsAnswer = { publicKey: string; devices: string[]; mine: string[] }

/** POST /api/inbox/register/options and /sign-in/options: what the browser's authenticator is asked. */
export type RegisterOptionsAnswer = PublicKeyCredentialCreationOptionsJSON
export type SignInOptionsAnswer = PublicKeyCredentialRequestOptionsJSON

/** A sent version as the desk lists it: a replaced one says so, whatever its customer did. */
export type DeskQuoteVersion = {
  version: number
  state: QuoteState | 'replaced'
  sentAt: string
  sentBy: string | null
  validThrough: string
  sha256: string
  views: number
  firstViewedAt: string | null
  /** Each option's name and total without add-ons, as sent. */
  options: { name: string; totalCents: number }[]
  declineReason: string | null
  /** The PDF as sent, and once accepted the signed copy. */
  pdfUrl: string
  signedPdfUrl: string | null
}

/** A reminder of the latest version, queued or past. */
export type DeskQuoteFollowUp = {
  kind: 'quote-followup' | 'quote-expiring'
  dueAt: string
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped'
}

export type DeskQuoteAcceptance = {
  version: number
  optionName: string
  addOns: string[]
  totalCents: number
  depositCents: number
  typedName: string
  acceptedAt: string
}

/** GET /api/inbox/leads/:id/quote */
export type DeskQuoteAnswer = {
  /** The saved draft, or null before anyone saved one (the editor starts from `prefill`). */
  draft: { value: QuoteDraft; updatedAt: string; updatedBy: string | null } | null
  /** The first draft made from the request: the calculator's takeoff, the project and its labor. */
  prefill: QuoteDraft
  state: QuoteState | null
  /** Newest first. */
  versions: DeskQuoteVersion[]
  followUps: DeskQuoteFollowUp[]
  acceptance: DeskQuoteAcceptance | null
  won: { cents: number; source: 'quote' | 'typed' } | null
  /** The customer's questions and reasons for declining, on any version, oldest first. */
  answers: { kind: 'question' | 'decline'; version: number; at: string; text: string }[]
  /** Where the quote goes: the lead's e-mail address, confirmed before sending. */
  customerEmail: string
  taxBasisPoints: number
  /** Only an owner sends a quote and stops its follow-ups; a helper drafts. */
  maySend: boolean
}

/** POST /api/inbox/leads/:id/quote */
export type SaveQuoteAnswer = { ok: true; updatedAt: string }
/** POST /api/inbox/leads/:id/quote/send: the new version's number. */
export type SendQuoteAnswer = { ok: true; version: number }
/** POST /api/inbox/leads/:id/quote/stop: whether any follow-up was still queued. */
export type StopFollowUpsAnswer = { ok: true; stopped: boolean }
