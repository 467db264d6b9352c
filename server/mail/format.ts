// How the CLI shows leads: a terminal table, CSV and JSON. Pure functions, tested with the CLI.
import { patternWords, visitWindowWords } from '#domain/lead-presenter'
import { plainDollars } from '#domain/quote/money'
import { kindsInOrder, outboxKinds } from './outbox-kinds'
import type { LeadStats, LeadWithMail, PhotoInfo } from '../store/store'

/** A lead as exported: its photos' facts (not their bytes) and the file each was saved to, if any. */
export type ExportedLead = LeadWithMail & { photos: (PhotoInfo & { file?: string })[] }

/** Lead text shown in a terminal: no control characters (a name could carry escape sequences). */
const plain = (value: string) => value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim()

/**
 * Text the CLI writes, made harmless for a terminal: every C0 and C1 control (ESC, CSI U+009B,
 * BEL...) and DEL shown as a visible \u escape, so a visitor's name or browser string cannot move
 * the cursor, recolor or retitle the owner's terminal. Line breaks stay (a lone CR becomes one,
 * as it would otherwise rewrite the line it ends), and so do tabs.
 */
export function terminalSafe(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

const clip = (value: string, width: number) => (value.length > width ? `${value.slice(0, width - 1)}…` : value)

/** "2025-01-20 14:03" in the machine's time zone. */
export function shortTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso))
}

function mailStatus(lead: LeadWithMail): string {
  if (lead.spam) return `spam (${lead.spamReason ?? 'flagged'}), not e-mailed`
  // "owner sent, visitor pending, webhook failed": as the table lists each kind.
  return kindsInOrder
    .filter((kind) => outboxKinds[kind].list === 'always' || (outboxKinds[kind].list === 'when-queued' && lead.mail[kind]))
    .map((kind) => `${outboxKinds[kind].short} ${lead.mail[kind] ?? '-'}`)
    .join(', ')
}

export function leadsTable(leads: LeadWithMail[], timeZone?: string): string {
  if (leads.length === 0) return 'No leads yet.'
  const header = ['#', 'Received', 'Form', 'Status', 'Name', 'Email', 'Phone', 'E-mail status']
  const widths = [6, 16, 7, 12, 24, 30, 18, 40]
  const rows = leads.map((l) => [
    String(l.id),
    shortTime(l.createdAt, timeZone),
    l.form,
    l.status,
    plain(l.name),
    plain(l.email),
    plain(l.phone),
    mailStatus(l),
  ])
  const cols = header.map((h, i) => Math.min(widths[i], Math.max(h.length, ...rows.map((r) => r[i].length))))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => clip(c, cols[i]).padEnd(cols[i]))
      .join('  ')
      .trimEnd()
  return [line(header), line(cols.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

const csvColumns = [
  'id',
  'created_at',
  'form',
  'name',
  'email',
  'phone',
  'project_type',
  'message',
  'spam',
  'spam_reason',
  'business_email',
  'acknowledgement_email',
  'user_agent',
  'zip',
  'in_area',
  'visit_windows',
  'estimate',
  'pattern',
  'photos',
  'status',
  'webhook',
  'source_page',
  'source_tool',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'click_id',
  'first_contacted_at',
  'visit_on',
  'visit_time',
  // A won job's value in dollars (a spreadsheet sums it) and where it came from: quote or typed.
  'won_value',
  'won_source',
  // The page the visit landed on (record 040).
  'landing_page',
] as const

/**
 * RFC 4180 quoting. A cell that a spreadsheet would run as a formula (= + - @ at the start, as in
 * "+1 503 ...") gets a leading apostrophe, the usual guard against CSV formula injection.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  text = terminalSafe(text)
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const inAreaText = (l: LeadWithMail) => (l.inArea === null ? '' : l.inArea ? 'yes' : 'no')
const patternText = (l: LeadWithMail) => (l.pattern ? patternWords(l.pattern) : '')
const photosText = (l: ExportedLead) => l.photos.map((p) => p.file ?? `photo ${p.position}: ${p.name} (${p.width}x${p.height})`).join('\n')

/** The CSV's first line, with its line break. */
export const csvHeader = () => `${csvColumns.join(',')}\r\n`

/** One lead as a line of the CSV, with its line break (leadsCsv, and the streamed exports). */
export function csvRow(l: ExportedLead): string {
  const cells = [
    l.id,
    l.createdAt,
    l.form,
    l.name,
    l.email,
    l.phone,
    l.projectType,
    l.message,
    l.spam,
    l.spamReason,
    l.mail.business,
    l.mail.acknowledgement,
    l.userAgent,
    l.zip,
    inAreaText(l),
    visitWindowWords(l.visitWindows)
      .map((w) => w.text)
      .join('; '),
    l.estimate?.lines.join('\n'),
    patternText(l),
    photosText(l),
    l.status,
    l.mail.webhook,
    l.source.page,
    l.source.tool,
    l.source.referrerHost,
    l.source.utmSource,
    l.source.utmMedium,
    l.source.utmCampaign,
    l.source.clickId,
    l.firstContactedAt,
    l.visit?.on,
    l.visit?.time,
    l.won && plainDollars(l.won.cents),
    l.won?.source,
    l.source.landingPage,
  ]
  return `${cells.map(csvCell).join(',')}\r\n`
}

export function leadsCsv(leads: ExportedLead[]): string {
  return csvHeader() + leads.map(csvRow).join('')
}

/** JSON.stringify escapes C0 controls but not DEL or C1 (U+009B starts a terminal command): those too. */
export function leadsJson(leads: ExportedLead[]): string {
  const json = JSON.stringify(leads, null, 2).replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return `${json}\n`
}

export function statsText(stats: LeadStats): string {
  const { leads, spam } = stats
  const outbox = stats.byKind.email
  const webhook = stats.byKind.webhook
  const webhooks = webhook.pending + webhook.sending + webhook.sent + webhook.failed
  return [
    `Leads:  ${leads.total} (contact ${leads.contact}, quote ${leads.quote})`,
    `Spam:   ${spam} (stored, never e-mailed)`,
    `Photos: ${stats.photos} stored`,
    `E-mail: ${outbox.sent} sent, ${outbox.pending} pending, ${outbox.sending} sending, ${outbox.failed} failed`,
    ...(webhooks > 0
      ? [`Webhook: ${webhook.sent} sent, ${webhook.pending} pending, ${webhook.sending} sending, ${webhook.failed} failed`]
      : []),
  ].join('\n')
}
