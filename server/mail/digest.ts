// The owner's morning digest: on each day the business is open, at 7:00 on its clock, one e-mail to
// LEADS_TO with what waits for an answer (new leads nobody has contacted, visits booked for today
// and tomorrow with their arrival windows, quotes unanswered after 5 days, customers' requests to
// move or cancel a visit not yet handled), each with a link to it in the desk. A day with
// nothing waiting sends nothing. Every instance looks once a minute; the day's row in `digests`
// makes one of them the sender (digest-queries.ts). A failed send is retried with the outbox's
// backoff until the day's closing time. `npm run leads -- digest` runs the same path now.
import { deskEarningsWords } from '#content/pages/desk-earnings'
import { formatCents } from '#domain/quote/money'
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { SendMailOptions } from 'nodemailer'
import { business as theBusiness } from '#content/business'
import { digestEmail as copy } from '#content/lead-emails'
import { clockText, minutesOf } from '#domain/business-clock'
import { singleLine } from '#domain/lead-form'
import { absoluteDeskUrl, deskUrl } from '#domain/desk-url'
import { addDays, digestSchedule, visitLabel, waitingSince } from '#domain/morning-digest'
import { arrivalWords } from '#domain/visit-plan'
import { placeShort } from '#domain/lead-presenter'
import { fillTokens } from '#domain/tokens'
import { escapeHtml } from '../escape-html'
import { type Mailer, leadIdsHeader } from './mailer'
import { type MailAddresses, emailHeading, headerSafe, htmlEmail } from './messages'
import { type OutboxLog, backoffMs, errorCodes, isPermanent } from './retries'
import type { DigestContents, DigestRow, Lead, LeadStore } from '../store/store'

type Facts = Pick<typeof theBusiness, 'email' | 'hours' | 'replyPromise' | 'morningDigest' | 'visits'>

/** At most this many leads are listed per part; the rest are counted ("and 4 more in the desk"). */
export const digestListMax = 25

export type DigestOutcome =
  | { status: 'not-due'; day: string }
  | { status: 'taken'; day: string; row?: DigestRow }
  | { status: 'empty'; day: string }
  | { status: 'sent'; day: string; summary: string; to: string }
  | { status: 'failed'; day: string; error: string; retryAt: Date | null }

const plural = (count: number, one: string, many: string) => fillTokens(count === 1 ? one : many, { count: String(count) })

/** "2 new, 1 visit, 1 quote waiting": the parts that have something. */
/** Last week's line: "Last week: 412 entries, 9 requests, $12,500.00 won; best page /tile-contractor-gresham." */
export function weekLine(week: NonNullable<DigestContents['lastWeek']>): string {
  const figures = {
    entries: week.entries.toLocaleString('en-US'),
    requests: week.requests.toLocaleString('en-US'),
    won: formatCents(week.wonCents),
  }
  return week.bestPage !== null
    ? fillTokens(deskEarningsWords.digestLine, { ...figures, page: headerSafe(week.bestPage || deskEarningsWords.unknownPage, 120) })
    : fillTokens(deskEarningsWords.digestNoPage, figures)
}

export function digestSummary(contents: DigestContents): string {
  const { counts } = copy
  return [
    contents.newLeads.length > 0 ? fillTokens(counts.new, { count: String(contents.newLeads.length) }) : '',
    contents.visits.length > 0 ? plural(contents.visits.length, counts.visit, counts.visits) : '',
    contents.quotes.length > 0 ? plural(contents.quotes.length, counts.quote, counts.quotes) : '',
    contents.requests.length > 0 ? plural(contents.requests.length, counts.request, counts.requests) : '',
  ]
    .filter(Boolean)
    .join(', ')
}

type Item = { text: string; href: string; name: string }

/**
 * The digest for `day` (the business's date) as `now` sees it, or undefined when nothing waits.
 * Names and project types are what visitors typed: one line each, escaped in HTML, never in a header.
 */
export function digestMessage(
  contents: DigestContents,
  when: { day: string; tomorrow: string; now: Date },
  { from, leadsTo }: MailAddresses,
  siteUrl: string,
  facts: Facts = theBusiness,
  again = false,
): SendMailOptions | undefined {
  const summary = digestSummary(contents)
  // Nothing waits: no e-mail (last week's line rides along a Monday's digest, never alone).
  if (!summary) return undefined
  const week = contents.lastWeek && weekLine(contents.lastWeek)
  const timeZone = facts.replyPromise.timeZone
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone })
  const dayOnly = format({ weekday: 'short', month: 'short', day: 'numeric' })
  const withTime = format({ weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
  const [y, m, d] = when.day.split('-').map(Number)
  const date = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  )
  const link = (lead: Lead) => absoluteDeskUrl(siteUrl, deskUrl.lead(lead.id))
  const name = (lead: Lead) => headerSafe(singleLine(lead.name), 80) || `Lead ${lead.id}`
  const about = (lead: Lead) => {
    const place = placeShort(lead.zip) ?? ''
    return [lead.projectType ? headerSafe(lead.projectType, 60) : lead.form === 'quote' ? 'quote request' : 'contact message', place]
      .filter(Boolean)
      .join(', ')
  }
  const item = (lead: Lead, ...rest: string[]): Item => ({ name: name(lead), href: link(lead), text: [about(lead), ...rest].join(' · ') })
  // The arrival window the customer was given: "Today, 9:30 AM – 10:30 AM".
  const visitTime = (lead: Lead) => {
    const on = lead.visit?.on === when.day ? copy.today : copy.tomorrow
    const arrival = lead.visit && arrivalWords(lead.visit, facts)
    return `${on}, ${arrival ? fillTokens(copy.arrival, arrival) : copy.noTime}`
  }
  const daysAgo = (at: string) => Math.floor((when.now.getTime() - new Date(at).getTime()) / 86_400_000)
  const sections: { heading: string; items: Item[]; more: number }[] = [
    {
      heading: copy.newHeading,
      items: contents.newLeads
        .slice(0, digestListMax)
        .map((l) => item(l, fillTokens(copy.received, { when: withTime.format(new Date(l.createdAt)) }), headerSafe(l.phone, 40))),
      more: contents.newLeads.length - digestListMax,
    },
    {
      heading: copy.visitsHeading,
      items: contents.visits
        .slice(0, digestListMax)
        .map((l) => ({ ...item(l, headerSafe(l.phone, 40)), name: `${visitTime(l)}: ${name(l)}` })),
      more: contents.visits.length - digestListMax,
    },
    {
      heading: fillTokens(copy.quotesHeading, { days: String(facts.morningDigest.quoteWaitDays) }),
      items: contents.quotes
        .slice(0, digestListMax)
        .map(({ lead, quotedAt }) =>
          item(lead, fillTokens(copy.quoted, { when: dayOnly.format(new Date(quotedAt)), days: String(daysAgo(quotedAt)) })),
        ),
      more: contents.quotes.length - digestListMax,
    },
    {
      heading: copy.requestsHeading,
      items: contents.requests.slice(0, digestListMax).map(({ lead, kind, createdAt }) =>
        item(
          lead,
          fillTokens(kind === 'move' ? copy.requestMove : copy.requestCancel, {
            visit: lead.visit ? visitLabel(lead.visit) : '-',
            when: withTime.format(new Date(createdAt)),
          }),
          headerSafe(lead.phone, 40),
        ),
      ),
      more: contents.requests.length - digestListMax,
    },
  ].filter((s) => s.items.length > 0)

  const listed = [
    ...new Set(
      [contents.newLeads, contents.visits, contents.quotes.map((q) => q.lead), contents.requests.map((r) => r.lead)].flatMap((l) =>
        l.slice(0, digestListMax).map((x) => x.id),
      ),
    ),
  ]
  const fill = (text: string) => fillTokens(text, { time: clockText(minutesOf(facts.morningDigest.at)) })
  const more = (n: number) => (n > 0 ? [fillTokens(copy.more, { count: String(n) })] : [])
  const text = [
    copy.greeting,
    ...(week ? [week] : []),
    ...sections.map((s) =>
      [
        `${s.heading} (${s.items.length + Math.max(0, s.more)}):`,
        ...s.items.map((i) => `- ${i.name}: ${i.text}\n  ${i.href}`),
        ...more(s.more),
      ].join('\n'),
    ),
    `${copy.desk}: ${absoluteDeskUrl(siteUrl, deskUrl.list())}`,
    fill(copy.footer),
  ].join('\n\n')
  const html = htmlEmail(`<p>${escapeHtml(copy.greeting)}</p>
${week ? `<p>${escapeHtml(week)}</p>` : ''}
${sections
  .map(
    (s) => `${emailHeading(`${s.heading} (${s.items.length + Math.max(0, s.more)})`)}
<ul style="padding-left:20px;margin:0">${s.items
      .map((i) => `<li style="margin:4px 0"><a href="${escapeHtml(i.href)}">${escapeHtml(i.name)}</a><br>${escapeHtml(i.text)}</li>`)
      .join('')}${more(s.more)
      .map((t) => `<li>${escapeHtml(t)}</li>`)
      .join('')}</ul>`,
  )
  .join('\n')}
<p style="margin-top:20px"><a href="${escapeHtml(absoluteDeskUrl(siteUrl, deskUrl.list()))}">${escapeHtml(copy.desk)}</a></p>
<p style="color:#475569;font-size:13px">${escapeHtml(fill(copy.footer))}</p>`)
  const domain = facts.email.split('@')[1] ?? 'localhost'
  return {
    from,
    to: leadsTo,
    subject: headerSafe(fillTokens(copy.subject, { date, summary }), 150),
    // Stable for the day, so a receiving server can recognise a repeat after a crash mid-send.
    messageId: again ? `<digest-${when.day}-${when.now.getTime()}@${domain}>` : `<digest-${when.day}@${domain}>`,
    // The leads it names, so that the file mailer's copy goes when one of them is deleted (mailer.ts).
    headers: { 'Auto-Submitted': 'auto-generated', [leadIdsHeader]: listed.join(' ') },
    text,
    html,
  }
}

export type DigestOptions = {
  store: Pick<LeadStore, 'digestContents' | 'claimDigest' | 'finishDigest' | 'releaseDigest' | 'digestOf' | 'earnings'>
  mailer: Pick<Mailer, 'send'>
  addresses: MailAddresses
  /** The public origin (SITE_URL), for the links into the desk. */
  siteUrl: string
  log?: OutboxLog
  now?: () => Date
  /** This sender's name in the day's lease; unique per process by default. */
  workerId?: string
  /** How long a claimed day stays with this sender; longer than any send can take. */
  leaseMs?: number
  /** How often each instance looks whether the digest is due. */
  pollMs?: number
  facts?: Facts
  random?: () => number
}

export type MorningDigest = {
  /**
   * Sends today's digest if this caller wins the day. `whenDue` (the server's timer): only on an
   * open day from morningDigest.at to closing; without it (the CLI) now, whatever the time.
   * `again`: also a day already sent.
   */
  run(options?: { whenDue?: boolean; again?: boolean }): Promise<DigestOutcome>
  start(): void
  /** Stops looking, waits for a send under way, and gives back the day if still held. */
  stop(): Promise<void>
}

const silent: OutboxLog = { info() {}, warn() {}, error() {} }

export function createMorningDigest(options: DigestOptions): MorningDigest {
  const { store, mailer, addresses, siteUrl, log = silent, leaseMs = 10 * 60_000, pollMs = 60_000, random = Math.random } = options
  const facts = options.facts ?? theBusiness
  const now = options.now ?? (() => new Date())
  const workerId = options.workerId ?? `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`
  let timer: ReturnType<typeof setInterval> | undefined
  let running: Promise<unknown> = Promise.resolve()

  async function run({ whenDue = false, again = false } = {}): Promise<DigestOutcome> {
    const at = now()
    const schedule = digestSchedule(at, facts)
    const { day } = schedule
    if (whenDue && !schedule.due) return { status: 'not-due', day }
    // Retries stop at closing time; on a closed day (or after closing) a failure is final.
    const giveUpAt = schedule.until && schedule.until > at ? schedule.until : at
    if (!(await store.claimDigest(day, workerId, { leaseMs, giveUpAt, again }, at))) {
      return { status: 'taken', day, row: await store.digestOf(day) }
    }
    let message: SendMailOptions | undefined
    let summary = ''
    try {
      const contents = await store.digestContents([day, schedule.tomorrow], waitingSince(at, facts.morningDigest.quoteWaitDays))
      // Mondays: last week (Monday to Sunday) in a line.
      const [y, m, d] = day.split('-').map(Number)
      if (new Date(Date.UTC(y, m - 1, d)).getUTCDay() === 1) {
        const week = await store.earnings({ from: addDays(day, -7), to: addDays(day, -1) }, facts.replyPromise.timeZone)
        const best = week.pages[0]
        contents.lastWeek = {
          entries: week.total.entries,
          requests: week.total.requests,
          wonCents: week.total.wonCents,
          bestPage: best ? best.key : null,
        }
      }
      summary = digestSummary(contents)
      message = digestMessage(contents, { day, tomorrow: schedule.tomorrow, now: at }, addresses, siteUrl, facts, again)
      if (!message) {
        await store.finishDigest(day, workerId, { status: 'empty', summary: null }, now())
        log.info({ day }, 'morning digest: nothing waits today; nothing sent')
        return { status: 'empty', day }
      }
      await mailer.send(message)
    } catch (err) {
      const failedAt = now()
      const attempts = ((await store.digestOf(day).catch(() => undefined))?.attempts ?? 0) + 1
      const next = new Date(failedAt.getTime() + backoffMs(attempts, undefined, random))
      const retryAt = !isPermanent(err) && next < giveUpAt ? next : null
      const error = err instanceof Error ? err.message : String(err)
      await store.finishDigest(day, workerId, { status: 'failed', error, retryAt }, failedAt).catch(() => false)
      log.warn(
        { day, attempts, retryAt, err: errorCodes(err) },
        retryAt ? 'morning digest not sent yet; will retry' : 'morning digest failed',
      )
      return { status: 'failed', day, error, retryAt }
    }
    await store.finishDigest(day, workerId, { status: 'sent', summary }, now())
    log.info({ day }, 'morning digest sent')
    return { status: 'sent', day, summary, to: addresses.leadsTo }
  }

  const tick = () => {
    running = running
      .then(() => run({ whenDue: true }))
      .catch((err: unknown) => log.error({ err: errorCodes(err) }, 'morning digest check failed; will look again'))
  }

  return {
    run,
    start() {
      if (timer) return
      timer = setInterval(tick, pollMs)
      timer.unref()
      tick()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await running
      await store.releaseDigest(workerId).catch(() => {})
    },
  }
}
