// The decisive facts of a quote request, first in the owner's e-mail: project type, ZIP and
// whether it is in the service area, the photos, the estimate, the pattern and the preferred
// times. The photos go as attachments unless together they pass the size limit (MAIL_PHOTOS_MAX_MB),
// when the e-mail lists them with their sizes instead.
import { business } from '#content/business'
import type { PresentedLead } from '#domain/lead-presenter'
import type { PhotoWithData } from '../store/photo-queries'
import type { Lead, PhotoRefusal } from '../store/store'

export type MailPhotos = { photos: PhotoWithData[]; maxAttachmentBytes: number }

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** True when the photos go with the e-mail as attachments. */
export const attachesPhotos = ({ photos, maxAttachmentBytes }: MailPhotos) =>
  photos.length > 0 && photos.reduce((sum, p) => sum + p.data.length, 0) <= maxAttachmentBytes

/** Why photos were not kept, for the owner, with the setting that decides it. */
const refusedBecause: Record<PhotoRefusal, string> = {
  request: 'together they passed what one request may keep (PHOTO_BUDGET_REQUEST_MB)',
  address: "this visitor's address had already sent a day's worth of photos (PHOTO_BUDGET_ADDRESS_MB)",
  site: "the website had already taken a day's worth of photos from all visitors (PHOTO_BUDGET_SITE_MB)",
  disk: "the server's disk is nearly full (PHOTO_MIN_FREE_DISK_MB): free some space",
  pixels: "this visitor's address had already had a day's worth of photos decoded (PHOTO_BUDGET_ADDRESS_MP)",
  busy: "the server was busy with other visitors' photos (PHOTO_HOLD_MB, or the two photos decoded at a time)",
}

function refusedText(lead: Lead): string[] {
  const refused = lead.photosRefused
  if (!refused) return []
  const n = refused.count
  return [
    `${n} more ${n === 1 ? 'photo was' : 'photos were'} sent but not kept: ${refusedBecause[refused.reason]}. The visitor was told we will ask for them.`,
  ]
}

function photosText(lead: Lead, mail: MailPhotos): string {
  const { photos } = mail
  if (photos.length === 0) return [lead.photosRefused ? 'None kept' : 'None', ...refusedText(lead)].join('\n')
  const total = photos.reduce((sum, p) => sum + p.data.length, 0)
  const list = photos.map((p) => `Photo ${p.position}: ${p.name}, ${p.width} x ${p.height} px, ${kb(p.data.length)}`)
  const how = attachesPhotos(mail)
    ? `${photos.length} attached`
    : `${photos.length}, not attached: together ${kb(total)}, over the ${kb(mail.maxAttachmentBytes)} limit. Save them with \`npm run leads -- export --photos <folder>\``
  return [how, ...list, ...refusedText(lead)].join('\n')
}

function zipText(lead: Lead, { placeShort }: PresentedLead): string {
  if (!placeShort) return 'Not given'
  const where = lead.inArea ? 'in the service area' : `OUTSIDE the ${business.serviceRadiusMiles}-mile service area`
  return `${placeShort}, ${where}`
}

function estimateText({ estimate }: PresentedLead): string {
  if (!estimate) return 'None attached'
  return [...estimate.lines, `Open it in the calculator: ${estimate.link}`].join('\n')
}

function timesText({ visitWindows }: PresentedLead): string {
  return visitWindows.length === 0 ? 'None given' : visitWindows.map((w) => w.text).join('\n')
}

/** [label, value] rows, in the order the owner decides by; values may hold several lines. `shown` is the message's one presentation of the lead. */
export function quoteFacts(lead: Lead, shown: PresentedLead, mail: MailPhotos): [string, string][] {
  const rows: [string, string][] = [
    ['Project type', lead.projectType ?? 'Not given'],
    ['ZIP code', zipText(lead, shown)],
    ['Photos', photosText(lead, mail)],
    ['Estimate', estimateText(shown)],
  ]
  if (shown.pattern) rows.push(['Pattern', shown.pattern])
  rows.push(['Preferred times', timesText(shown)])
  return rows
}
