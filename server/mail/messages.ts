// The two e-mails of a lead: the notification to the business and the visitor's acknowledgement.
// Everything the visitor typed is untrusted: it is escaped in HTML, stripped of line breaks before
// it reaches a header, and the visitor's address appears only in the business e-mail's Reply-To.
// Each message presents its lead once (presentLead) and hands the words down to its parts.
import { escapeHtml } from '../escape-html'
import { siteOrigin } from '#config/site-url'
import type { SendMailOptions } from 'nodemailer'
import { business } from '#content/business'
import { acknowledgementEmail as ackCopy, reviewEmail as reviewCopy } from '#content/lead-emails'
import { singleLine } from '#domain/lead-form'
import { type PresentedLead, leadReference, presentLead } from '#domain/lead-presenter'
import { replyBy } from '#domain/reply-by'
import { fillTokens } from '#domain/tokens'
import { type MailAddresses, aboutLead } from './mailer'
import { type MailPhotos, attachesPhotos, quoteFacts } from './quote-facts'
import type { Lead, OutboxKind } from '../store/store'

export type { MailAddresses } from './mailer'

const noPhotos: MailPhotos = { photos: [], maxAttachmentBytes: 0 }

const formLabel = { contact: 'contact message', quote: 'quote request' } as const

/** One line for a header: control characters and line breaks (CR, LF, NEL, U+2028/9) become spaces. */
export function headerSafe(value: string, max = 100): string {
  return value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
}

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/**
 * The visitor's name as a header may show it (Reply-To's display name, the Subject), or undefined
 * when it must not appear there: a name that reads as an address (<, >, @, quotes, also as
 * full-width look-alikes) or as an encoded word (=?UTF-8?B?...?=, which a mail program would
 * decode into anything), or one that names the business, could make the owner's mail program
 * show a sender the visitor is not.
 */
export function headerName(name: string): string | undefined {
  const line = headerSafe(singleLine(name.normalize('NFKC')))
  if (!line || /[<>@"]|=\?/.test(line)) return undefined
  if (letters(line).includes(letters(business.name))) return undefined
  return line
}

function receivedAt(iso: string): string {
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'America/Los_Angeles',
  }).format(new Date(iso))
  return `${when} (Portland time)`
}

/** An HTML e-mail: the one plain document every e-mail of the site is, around `body` (already escaped). */
export const htmlEmail = (body: string) => `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#1c2430;line-height:1.5">
${body}
</body></html>`

/** A section heading of an HTML e-mail; `text` is escaped here. */
export const emailHeading = (text: string) => `<h2 style="font-size:16px;margin:20px 0 4px">${escapeHtml(text)}</h2>`

/** The business's phone number as a link, for the visitor's e-mails. */
const phoneLink = `<a href="tel:${escapeHtml(business.phone.e164)}">${escapeHtml(business.phone.display)}</a>`

/** The business's name and site under a visitor's e-mail. */
const signatureHtml = () =>
  `<p>${escapeHtml(business.name)}<br><a href="${escapeHtml(siteOrigin())}">${escapeHtml(siteOrigin().replace(/^https?:\/\//, ''))}</a></p>`

const domain = business.email.split('@')[1] ?? 'localhost'
/** Stable per message, so a receiving server can recognise a repeat after a crash mid-send. */
/** A lead's own e-mail, named by the mailer's one rule (its Message-ID and X-Lead-Ids header). */
const aboutThisLead = (lead: Lead, kind: OutboxKind, headers: Record<string, string> = {}) => {
  const named = aboutLead(lead.id, kind, domain)
  return { messageId: named.messageId, headers: { ...headers, ...named.headers } }
}

/** Where the lead came from, for the owner: the form's page and tool, the campaign, the referring site. */
export function sourceRows(lead: Lead, { campaign }: PresentedLead): [string, string][] {
  const { page, tool, referrerHost } = lead.source
  const line = (value: string) => headerSafe(value, 200)
  const rows: [string, string][] = []
  if (page || tool)
    rows.push(['Sent from', line([page ?? 'unknown page', tool ? `with the ${tool} result` : ''].filter(Boolean).join(', '))])
  if (lead.source.landingPage) rows.push(['Landed on', line(lead.source.landingPage)])
  if (campaign) rows.push(['Campaign', line(campaign)])
  if (referrerHost) rows.push(['Referred by', line(referrerHost)])
  if (!campaign && !referrerHost) rows.push(['Came from', 'No campaign or referring site (typed in, a bookmark, or not kept)'])
  return rows
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/**
 * The owner's subject carries what decides the lead at a glance: "New quote request: Flooring,
 * Salem 97301, OUT OF AREA, est. $1,173, 2 photos, from Dana Example". Every part is one line; the
 * visitor's name comes last, so the cap cuts it before any fact.
 */
export function businessSubject(lead: Lead, shown: PresentedLead, photoCount: number): string {
  const what = formLabel[lead.form]
  const name = `from ${headerName(lead.name) ?? 'a visitor'}`
  const outside = lead.zip && lead.inArea === false
  if (lead.form !== 'quote') return headerSafe(`New ${what} ${name}`, 150)
  const parts = [
    lead.projectType ? headerSafe(lead.projectType, 40) : undefined,
    shown.placeShort ?? undefined,
    outside ? 'OUT OF AREA' : undefined,
    lead.estimate ? `est. ${dollars.format(lead.estimate.totalWithWaste)}` : undefined,
    photoCount > 0 ? `${photoCount} photo${photoCount === 1 ? '' : 's'}` : undefined,
    name,
  ].filter(Boolean)
  return headerSafe(`New ${what}: ${parts.join(', ')}`, 150)
}

export function businessNotification(lead: Lead, { from, leadsTo }: MailAddresses, mail: MailPhotos = noPhotos): SendMailOptions {
  const what = formLabel[lead.form]
  const shown = presentLead(lead)
  // A quote request leads with what the owner prices from; the contact details follow.
  const facts = lead.form === 'quote' ? quoteFacts(lead, shown, mail) : []
  // One line each, whatever an older row holds: a line break in a name would start a forged row.
  const contact: [string, string][] = [
    ['Name', singleLine(lead.name)],
    ['Email', singleLine(lead.email)],
    ['Phone', singleLine(lead.phone)],
    ['Received', receivedAt(lead.createdAt)],
    ['Lead number', `${lead.id} (the visitor was told ${leadReference(lead.id)})`],
    ...sourceRows(lead, shown),
  ]
  const rows = [...facts, ...contact]
  const message = lead.message.replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n') || '(no project details given)'
  const width = Math.max(...rows.map(([label]) => label.length)) + 2
  const textRow = ([label, value]: [string, string]) => `${`${label}:`.padEnd(width)}${value.replaceAll('\n', `\n${' '.repeat(width)}`)}`
  const text = [
    `New ${what} from the ${business.name} website.`,
    '',
    ...rows.map(textRow),
    '',
    'Project details:',
    message,
    '',
    'Reply to this e-mail to answer the visitor directly.',
  ].join('\n')
  const telHref = shown.phone.href
  const cell = (label: string, value: string) => {
    const v = escapeHtml(value)
    const linked =
      label === 'Email' ? `<a href="mailto:${v}">${v}</a>` : label === 'Phone' ? `<a href="${escapeHtml(telHref)}">${v}</a>` : v
    return `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-line">${linked}</td></tr>`
  }
  const html = htmlEmail(`<p>New ${escapeHtml(what)} from the ${escapeHtml(business.name)} website.</p>
<table role="presentation" style="border-collapse:collapse">${rows.map(([l, v]) => cell(l, v)).join('')}</table>
${emailHeading('Project details')}
<p style="white-space:pre-wrap;margin:0">${escapeHtml(message)}</p>
<p style="color:#475569;margin-top:20px">Reply to this e-mail to answer the visitor directly.</p>`)

  return {
    from,
    to: leadsTo,
    replyTo: { name: headerName(lead.name) ?? '', address: headerSafe(lead.email, 254) },
    subject: businessSubject(lead, shown, mail.photos.length),
    ...aboutThisLead(lead, 'business'),
    text,
    html,
    // Named by number, never by the visitor's file name (which the body lists, escaped).
    attachments: attachesPhotos(mail)
      ? mail.photos.map((p) => ({ filename: `photo-${p.position}.jpg`, content: p.data, contentType: p.contentType }))
      : [],
  }
}

/** When the business will reply, in the acknowledgement's words: "by Monday noon". */
export function replyByWords(received: Date): string {
  const when = replyBy(received, business)
  const template = when.day === 'today' ? ackCopy.replyToday : when.day === 'tomorrow' ? ackCopy.replyTomorrow : ackCopy.replyOnDay
  return fillTokens(template, { day: when.day, time: when.time })
}

/**
 * What the visitor sent, as the server checked it: only values from lists it knows (the project
 * type, the visit windows), a ZIP it looked up, the estimate it recomputed and a count of photos.
 */
function sentSummary(lead: Lead, shown: PresentedLead, photoCount: number): [string, string][] {
  const { labels, values } = ackCopy
  const rows: [string, string][] = [[labels.reference, leadReference(lead.id)]]
  if (lead.form !== 'quote') return rows
  const fill = (text: string, slots: Record<string, string> = {}) => fillTokens(text, slots)
  rows.push([labels.project, lead.projectType ?? values.notGiven])
  const place = shown.placeShort
  rows.push([labels.zip, place ? fill(lead.inArea === false ? values.outOfArea : values.inArea, { place }) : values.notGiven])
  rows.push([
    labels.photos,
    photoCount === 0 ? values.noPhotos : photoCount === 1 ? values.onePhoto : fill(values.photos, { count: String(photoCount) }),
  ])
  if (lead.estimate) rows.push([labels.estimate, lead.estimate.lines.join('\n')])
  if (shown.pattern) rows.push([labels.pattern, shown.pattern])
  // Only windows the server knows: the acknowledgement echoes nothing the visitor typed.
  const times = shown.visitWindows.filter((w) => w.time !== null)
  rows.push([labels.times, times.length === 0 ? values.notGiven : times.map((w) => w.text).join('\n')])
  return rows.map(([label, value]) => [label, singleLines(value)])
}

/** Each line of a value on its own, without control characters. */
const singleLines = (value: string) =>
  value
    .split('\n')
    .map((l) => headerSafe(l, 300))
    .join('\n')

/**
 * The visitor's acknowledgement: the reference, when the reply comes, a summary of what was sent,
 * the phone number and a line for someone who did not send it. It echoes nothing the visitor typed
 * (not even the name), so the form cannot be used to send someone else a message of the sender's
 * choosing.
 */
export function acknowledgement(lead: Lead, { from }: MailAddresses, photoCount = 0): SendMailOptions {
  const what = formLabel[lead.form]
  const reference = leadReference(lead.id)
  const fill = (text: string) => fillTokens(text, { what, reference, replyBy: replyByWords(new Date(lead.createdAt)) })
  const received = fill(ackCopy.received)
  const summary = sentSummary(lead, presentLead(lead), photoCount)
  const urgent = fill(ackCopy.urgent)
  const mention = fill(ackCopy.quoteReference)
  const notMe = fill(ackCopy.notMe)
  const width = Math.max(...summary.map(([label]) => label.length)) + 2
  const textRow = ([label, value]: [string, string]) => `${`${label}:`.padEnd(width)}${value.replaceAll('\n', `\n${' '.repeat(width)}`)}`
  const lines = [
    ackCopy.greeting,
    received,
    [`${ackCopy.summaryHeading}:`, ...summary.map(textRow)].join('\n'),
    `${urgent} ${mention}`,
    `${business.name}\n${siteOrigin()}`,
    notMe,
  ]
  const cell = ([label, value]: [string, string]) =>
    `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`
  const html = htmlEmail(`<p>${escapeHtml(ackCopy.greeting)}</p>
<p>${escapeHtml(received)}</p>
${emailHeading(ackCopy.summaryHeading)}
<table role="presentation" style="border-collapse:collapse">${summary.map(cell).join('')}</table>
<p>${escapeHtml(urgent).replace(escapeHtml(business.phone.display), phoneLink)} ${escapeHtml(mention)}</p>
${signatureHtml()}
<p style="color:#475569;font-size:13px">${escapeHtml(notMe)}</p>`)
  return {
    from,
    to: lead.email,
    replyTo: business.email,
    subject: headerSafe(fill(ackCopy.subject), 120),
    ...aboutThisLead(lead, 'acknowledgement', { 'Auto-Submitted': 'auto-generated' }),
    text: lines.join('\n\n'),
    html,
  }
}

/**
 * The one review request to a Won customer: thanks, the review link (business.reviewUrl) asked of
 * every won customer alike, and the phone number for anything not right. Nothing the visitor typed.
 */
export function reviewRequest(lead: Lead, { from }: MailAddresses): SendMailOptions {
  const fill = (text: string) => fillTokens(text, {})
  const [thanks, ask, link, anything] = [reviewCopy.thanks, reviewCopy.ask, reviewCopy.link, reviewCopy.anything].map(fill)
  const url = business.reviewUrl
  const html = htmlEmail(`<p>${escapeHtml(reviewCopy.greeting)}</p>
<p>${escapeHtml(thanks)}</p>
<p>${escapeHtml(ask)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(anything).replace(escapeHtml(business.phone.display), phoneLink)}</p>
${signatureHtml()}`)
  return {
    from,
    to: lead.email,
    replyTo: business.email,
    subject: headerSafe(fill(reviewCopy.subject), 120),
    ...aboutThisLead(lead, 'review'),
    text: [reviewCopy.greeting, thanks, ask, `${link}: ${url}`, anything, `${business.name}\n${siteOrigin()}`].join('\n\n'),
    html,
  }
}
