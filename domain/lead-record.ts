// A lead as the server stores and the owner's desk reads it: its form, status, attachments, where it
// came from, and the events of its history. Shapes only (and the status list), shared by server/
// and the desk's pages in app/, which must not import server/.

export type LeadForm = 'contact' | 'quote'
export type SpamReason = 'honeypot' | 'too-fast'

/** Where a lead stands in the owner's desk, in the order the desk lists them. */
export const leadStatuses = ['New', 'Contacted', 'Visit booked', 'Quoted', 'Won', 'Lost', 'Spam'] as const
export type LeadStatus = (typeof leadStatuses)[number]
export const isLeadStatus = (value: unknown): value is LeadStatus => leadStatuses.some((s) => s === value)

/** Why photos were not kept: a stored-bytes budget, the disk, the client's decoded megapixels, or the server too busy decoding others. */
export type PhotoRefusal = 'request' | 'address' | 'site' | 'disk' | 'pixels' | 'busy'
export type PhotosRefused = { count: number; reason: PhotoRefusal }

/** The calculator's inputs (its address format) and the figures the server computed from them. */
export type EstimateAttachment = { query: string; lines: string[]; totalTiles: number; totalWithWaste: number }
/** The pattern tool's selection (its share-link format) and the names it stands for. */
export type PatternAttachment = { query: string; pattern: string; color: string; grout: string }

export type Lead = {
  id: number
  form: LeadForm
  name: string
  email: string
  phone: string
  projectType: string | null
  message: string
  spam: boolean
  spamReason: string | null
  createdAt: string
  userAgent: string | null
  zip: string | null
  /** null when no ZIP was given */
  inArea: boolean | null
  visitWindows: string[]
  estimate: EstimateAttachment | null
  pattern: PatternAttachment | null
  photosRefused: PhotosRefused | null
  status: LeadStatus
  openedAt: string | null
  firstContactedAt: string | null
  version: number
  reviewRequestedAt: string | null
  /** The booked visit: its date on the business's calendar ("2026-11-26") and time ("09:30") if set. */
  visit: LeadVisit | null
  /** The year the home was built, or null when unknown (asked at the visit). */
  yearBuilt: number | null
  /** The job's start date on the business's calendar, once the owner set it. */
  jobStartOn: string | null
  source: LeadSource
  /** A won job's value in cents: the accepted quote's total, or what the owner typed; null when unknown. */
  won: { cents: number; source: 'quote' | 'typed' } | null
}

export type LeadVisit = { on: string; time: string | null }

/** Where a lead came from; each field null when unknown, or not kept for an opted-out browser. */
export type LeadSource = {
  page: string | null
  tool: string | null
  referrerHost: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  clickId: string | null
  /** The page the visit landed on, from the day's entry of its client (record 040); null when unknown. */
  landingPage: string | null
}

/** One change in a lead's history, as the desk shows it. */
export type LeadEvent = {
  id: number
  kind: 'status' | 'note'
  personEmail: string | null
  fromStatus: string | null
  toStatus: string | null
  note: string | null
  at: string
}
