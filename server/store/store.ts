// The lead store: a lead and its outbox rows are written in one transaction that commits (durably)
// before the server answers, so an accepted lead is never lost. The same queries run on SQLite and
// PostgreSQL (Kysely); the outbox half lives in outbox-queries.ts.
import { type Kysely, type SqlBool, sql } from 'kysely'
import { type DatabaseOptions, openLeadDatabase } from './database'
import type { Dialect } from './dialect'
import { business } from '#content/business'
import { groupCommit } from './group-commit'
import { dailyCounts } from './daily-counts'
import { entryCounts } from './entry-counts'
import { earningsQueries } from './earnings-queries'
import { digestQueries } from './digest-queries'
import { type LeadFilter, searchCondition } from './lead-search'
import type { RecordsKeep } from '#domain/records-kept'
import { purgeExpiredLeads } from './purge-expired'
import { type NewLead, insertLeads } from './insert-leads'
import { outboxQueries } from './outbox-queries'
import { photoQueries } from './photo-queries'
import { type Lead, type LeadForm, type OutboxKind, type OutboxStatus, type Tables, iso, toLead } from './tables'

export type { NewLead, NewPhoto } from './insert-leads'
export type {
  EstimateAttachment,
  Lead,
  LeadEvent,
  LeadForm,
  LeadSource,
  LeadVisit,
  OutboxKind,
  OutboxRow,
  OutboxStatus,
  PatternAttachment,
  PhotoInfo,
  PhotoRefusal,
  PhotosRefused,
  SpamReason,
} from './tables'
export type { OutboxJob } from './outbox-queries'
export type { DigestContents, DigestResult, DigestRow } from './digest-queries'
export type { LeadFilter } from './lead-search'
export { isLeadStatus, leadStatuses, type LeadStatus } from './tables'

export type LeadWithMail = Lead & { mail: Partial<Record<OutboxKind, OutboxStatus>> }
export type LeadStats = {
  leads: Record<LeadForm, number> & { total: number }
  spam: number
  photos: number
  /** Messages of every kind by status (a failed webhook counts as a failed message). */
  outbox: Record<OutboxStatus, number>
  /** The same, for the e-mails and the webhook apart. */
  byKind: { email: Record<OutboxStatus, number>; webhook: Record<OutboxStatus, number> }
}

export type LeadStore = ReturnType<typeof createLeadStore>

/**
 * The store's database, for the rooms that keep queries of their own over it (the visits', the push
 * alerts', the desk's DeskStore), assembled by whoever opens the store (server/stores.ts), so that
 * the store never imports them; with whether leads are queued
 * for the webhook too (the desk's outbox health counts its failures then).
 */
export type StoreHandle = { db: Kysely<Tables>; dialect: Dialect; webhook: boolean; recordsKeep?: RecordsKeep }

/**
 * How long leads are kept (the privacy policy states these periods; change both together). Photos
 * go sooner, after business.photoRetentionDays, which the privacy policy reads itself.
 */
export const retention = { leadDays: 3 * 365, spamDays: 90, photoDays: business.photoRetentionDays } as const

export type StoreOptions = {
  /** How long a signed contract's records are kept after a deletion (RECORDS_KEEP_*_YEARS, record 039); unset: the defaults. */
  recordsKeep?: RecordsKeep
  /** Acknowledgements one recipient may get per UTC day (ACK_PER_RECIPIENT_DAY); unset: no cap. */
  acknowledgementsPerRecipientPerDay?: number
  /** Queue each lead for LEADS_WEBHOOK_URL too (set when the URL is). */
  webhook?: boolean
  /**
   * Deletes the files kept of these leads outside the database (the file mailer's .eml copies of
   * their e-mails, server/mail/mailer.ts forgetMailOf); resolves to how many went. Run by forgetDeleted.
   */
  forgetFiles?: (leadIds: number[]) => Promise<number>
}

/** Opens the database named by the options (PostgreSQL or SQLite) and migrates it. */
export async function openLeadStore(options: DatabaseOptions & StoreOptions) {
  const { db, dialect, description } = await openLeadDatabase(options)
  return createLeadStore(db, dialect, description, options)
}

export function createLeadStore(db: Kysely<Tables>, dialect: Dialect, description: string = dialect, options: StoreOptions = {}) {
  const withMail = () =>
    db
      .selectFrom('leads as l')
      .leftJoin('outbox as b', (j) => j.onRef('b.lead_id', '=', 'l.id').on('b.kind', '=', 'business'))
      .leftJoin('outbox as a', (j) => j.onRef('a.lead_id', '=', 'l.id').on('a.kind', '=', 'acknowledgement'))
      .leftJoin('outbox as w', (j) => j.onRef('w.lead_id', '=', 'l.id').on('w.kind', '=', 'webhook'))
      .selectAll('l')
      .select(['b.status as business_status', 'a.status as acknowledgement_status', 'w.status as webhook_status'])
  type MailRow = Awaited<ReturnType<ReturnType<typeof withMail>['execute']>>[number]
  const toLeadWithMail = (r: MailRow): LeadWithMail => {
    const mail: LeadWithMail['mail'] = {}
    if (r.business_status) mail.business = r.business_status
    if (r.acknowledgement_status) mail.acknowledgement = r.acknowledgement_status
    if (r.webhook_status) mail.webhook = r.webhook_status
    return { ...toLead(r), mail }
  }

  const counts = dailyCounts(db)
  const insertBatched = groupCommit(insertLeads(db, counts.addWithin))
  const photos = photoQueries(db)
  const ackCap = options.acknowledgementsPerRecipientPerDay

  const handle: StoreHandle = { db, dialect, webhook: options.webhook === true, recordsKeep: options.recordsKeep }

  return {
    dialect,
    handle,
    /** "SQLite /path/leads.sqlite" or "PostgreSQL host:port/db", for the start-up line. */
    description,
    /** The site's entries: counted visits by day, landing page and source (record 040). */
    entries: entryCounts(db),
    ...earningsQueries(db),
    /**
     * After a deletion (deleteLeads, purgeExpired), so that nothing of the deleted leads stays
     * readable: SQLite, whose secure_delete zeroed the freed pages, checkpoints them into the
     * database file and empties its write-ahead log, which still held the pages as they were; the
     * file mailer's .eml copies of these leads' e-mails are deleted. Resolves to how many files went.
     */
    forgetDeleted: async (leadIds: number[]): Promise<number> => {
      if (dialect === 'sqlite') await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db)
      return options.forgetFiles ? options.forgetFiles(leadIds) : 0
    },
    /** Stores the lead (and, unless spam, its two outbox rows), committed before it resolves. */
    insertLead: async (lead: NewLead, now = new Date()): Promise<{ id: number }> => {
      const ack =
        ackCap === undefined || lead.spamReason
          ? undefined
          : { key: await counts.dailyKey('ack', lead.email.toLowerCase(), now), cap: ackCap }
      return insertBatched({ lead, now, ack, webhook: options.webhook === true && !lead.spamReason })
    },
    /**
     * Leads (not spam) received in [from, to), counted by where they came from: the campaign's
     * source, else the referring site, else "direct"; with how many of them are Won and the won
     * jobs' known value in cents (leads.won_cents: an accepted quote's total, or the owner's figure);
     * the most first.
     */
    leadsBySource: async (from: Date, to: Date): Promise<{ source: string; leads: number; won: number; wonCents: number }[]> => {
      const rows = await db
        .selectFrom('leads')
        .select((eb) => [
          eb.fn.coalesce('utm_source', 'referrer_host', sql<string>`'direct'`).as('source'),
          eb.fn.countAll().as('n'),
          eb.fn.sum<number | string>(sql`CASE WHEN status = 'Won' THEN 1 ELSE 0 END`).as('won'),
          eb.fn.sum<number | string | null>(sql`CASE WHEN status = 'Won' THEN won_cents ELSE 0 END`).as('won_cents'),
        ])
        .where('spam', '=', 0)
        .where('created_at', '>=', iso(from))
        .where('created_at', '<', iso(to))
        .groupBy('source')
        .execute()
      return rows
        .map((r) => ({ source: String(r.source), leads: Number(r.n), won: Number(r.won ?? 0), wonCents: Number(r.won_cents ?? 0) }))
        .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source))
    },
    /** Received and first-contacted times of the leads received in [from, to) that have left New. */
    firstContacts: async (from: Date, to: Date): Promise<{ createdAt: string; firstContactedAt: string }[]> =>
      (
        await db
          .selectFrom('leads')
          .select(['created_at', 'first_contacted_at'])
          .where('first_contacted_at', 'is not', null)
          .where('created_at', '>=', iso(from))
          .where('created_at', '<', iso(to))
          .execute()
      ).map((r) => ({ createdAt: r.created_at, firstContactedAt: r.first_contacted_at ?? r.created_at })),
    getLead: async (id: number): Promise<Lead | undefined> => {
      const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()
      return row && toLead(row)
    },
    recentLeads: async (limit = 20): Promise<LeadWithMail[]> =>
      (await withMail().orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(limit).execute()).map(toLeadWithMail),
    allLeads: async (): Promise<LeadWithMail[]> => (await withMail().orderBy('l.created_at').orderBy('l.id').execute()).map(toLeadWithMail),
    /** The leads of a filter, oldest first, `size` at a time (keyset pages): the CSV and the export stream them. */
    leadPages: async function* (filter: LeadFilter = {}, size = 500): AsyncGenerator<LeadWithMail[]> {
      const search = searchCondition(dialect, filter.q)
      for (let after: { createdAt: string; id: number } | undefined; ;) {
        let query = withMail()
        if (search) query = query.where(search)
        if (filter.status) query = query.where('l.status', '=', filter.status)
        if (after) query = query.where(sql<SqlBool>`(l.created_at, l.id) > (${after.createdAt}, ${after.id})`)
        const page = (await query.orderBy('l.created_at').orderBy('l.id').limit(size).execute()).map(toLeadWithMail)
        if (page.length > 0) yield page
        if (page.length < size) return
        after = page[page.length - 1]
      }
    },
    stats: async (): Promise<LeadStats> => {
      const stats: LeadStats = {
        leads: { contact: 0, quote: 0, total: 0 },
        spam: 0,
        photos: 0,
        outbox: { pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0 },
        byKind: {
          email: { pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0 },
          webhook: { pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0 },
        },
      }
      const leads = await db
        .selectFrom('leads')
        .select(['form', 'spam', (eb) => eb.fn.countAll().as('n')])
        .groupBy(['form', 'spam'])
        .execute()
      for (const { form, spam, n } of leads) {
        if (Number(spam) === 1) stats.spam += Number(n)
        else {
          stats.leads[form] += Number(n)
          stats.leads.total += Number(n)
        }
      }
      const outbox = await db
        .selectFrom('outbox')
        .select(['kind', 'status', (eb) => eb.fn.countAll().as('n')])
        .groupBy(['kind', 'status'])
        .execute()
      for (const { kind, status, n } of outbox) {
        stats.outbox[status] += Number(n)
        stats.byKind[kind === 'webhook' ? 'webhook' : 'email'][status] += Number(n)
      }
      stats.photos = await photos.countPhotos()
      return stats
    },
    /**
     * Deletes photos past their retention, and leads past theirs (spam sooner) with their e-mail rows
     * and photos, in short batches (purge-expired.ts); then the day's counts past theirs. The push
     * alerts (server/stores.ts) and the desk's records (purgeDeskRecords, server/desk/records.ts)
     * have their own purges, run beside this one.
     */
    purgeExpired: async (now = new Date()): Promise<{ leads: number; photos: number }> => {
      const deleted = await purgeExpiredLeads(db, retention, now, options.recordsKeep)
      await counts.purgeDaily(now)
      return deleted
    },
    /** Readiness: writes a row bigger than a page and rolls it back, so a database that cannot take a lead fails here. */
    probeWrite: async (): Promise<void> => {
      const rollback = new Error('probe rollback')
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('health_probe')
            .values({ payload: 'x'.repeat(8192) })
            .execute()
          throw rollback
        })
      } catch (error) {
        if (error !== rollback) throw error
      }
    },
    dailyKey: counts.dailyKey,
    dailyUsage: counts.dailyUsage,
    addDaily: counts.addDaily,
    ...outboxQueries(db, dialect),
    ...digestQueries(db),
    ...photos,
    close: () => db.destroy(),
  }
}
