// Versioned schema changes, applied in name order at start by Kysely's Migrator (which takes a lock,
// so two instances starting together apply each once). Append only: never edit a shipped migration.
// 001 has the exact shape of the first SQLite schema and creates nothing that already exists, so a
// database written by the earlier server is carried forward as it is.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import { randomBytes } from 'node:crypto'
import { leadSearchKeys } from '#domain/lead-search'

export type Dialect = 'sqlite' | 'postgres'

/** Every migration by name (tests bring a database to an older one with Kysely's Migrator.migrateTo). */
export function migrations(dialect: Dialect): Record<string, Migration> {
  const id = dialect === 'postgres' ? ('serial' as const) : ('integer' as const)
  return {
    '001-leads-and-outbox': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('leads')
          .ifNotExists()
          .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('form', 'text', (c) => c.notNull().check(sql`form IN ('contact', 'quote')`))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('project_type', 'text')
          .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('spam', 'integer', (c) =>
            c
              .notNull()
              .defaultTo(0)
              .check(sql`spam IN (0, 1)`),
          )
          .addColumn('spam_reason', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('user_agent', 'text')
          .execute()
        await db.schema.createIndex('leads_created_at').ifNotExists().on('leads').column('created_at').execute()
        // to_addr of a business row is NULL until sent (it goes to LEADS_TO as configured then);
        // queued_at starts the retry window (created, or requeued by the CLI's retry).
        await db.schema
          .createTable('outbox')
          .ifNotExists()
          .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
          .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('business', 'acknowledgement')`))
          .addColumn('to_addr', 'text')
          .addColumn('status', 'text', (c) =>
            c
              .notNull()
              .defaultTo('pending')
              .check(sql`status IN ('pending', 'sending', 'sent', 'failed')`),
          )
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (c) => c.notNull())
          .addColumn('queued_at', 'text', (c) => c.notNull())
          .addColumn('claimed_at', 'text')
          .addColumn('last_error', 'text')
          .addColumn('sent_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('outbox_lead_kind', ['lead_id', 'kind'])
          .execute()
        await db.schema.createIndex('outbox_due').ifNotExists().on('outbox').columns(['status', 'next_attempt_at']).execute()
      },
    },
    '002-outbox-leases-and-health-probe': {
      async up(db: Kysely<any>) {
        await db.schema.alterTable('outbox').addColumn('lease_owner', 'text').execute()
        await db.schema.alterTable('outbox').addColumn('lease_until', 'text').execute()
        // Rows an earlier server left in `sending` get an expired lease: the next worker takes them.
        await sql`UPDATE outbox SET lease_until = coalesce(claimed_at, created_at) WHERE status = 'sending'`.execute(db)
        // /healthz writes a row here in a transaction it rolls back: a database that cannot be
        // written (locked, read-only, full, unreachable) reports not ready.
        await db.schema
          .createTable('health_probe')
          .ifNotExists()
          .addColumn('id', id, (c) => c.primaryKey())
          .addColumn('payload', 'text', (c) => c.notNull())
          .execute()
      },
    },
    // Quote details: what the owner prices from. The photos live in their own table (one row each, the
    // re-encoded JPEG as a blob) so the retention can delete them while the lead stays.
    '003-quote-details-and-photos': {
      async up(db: Kysely<any>) {
        for (const column of ['zip', 'visit_windows', 'estimate', 'pattern']) {
          await db.schema.alterTable('leads').addColumn(column, 'text').execute()
        }
        await db.schema
          .alterTable('leads')
          .addColumn('in_area', 'integer', (c) => c.check(sql`in_area IN (0, 1)`))
          .execute()
        await db.schema
          .createTable('lead_photos')
          .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('width', 'integer', (c) => c.notNull())
          .addColumn('height', 'integer', (c) => c.notNull())
          .addColumn('original_bytes', 'integer', (c) => c.notNull())
          .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('lead_photos_lead_position', ['lead_id', 'position'])
          .execute()
        await db.schema.createIndex('lead_photos_created_at').on('lead_photos').column('created_at').execute()
      },
    },
    // Budgets that must hold across instances: photo bytes per client and for the site, and
    // acknowledgements per recipient, counted per UTC day. A client or recipient is a keyed hash
    // whose key (the day's salt) is deleted with the day's counts, so no raw address is kept.
    '004-daily-counts-and-refused-photos': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('daily_counts')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('daily_counts_pk', ['day', 'key'])
          .execute()
        await db.schema
          .createTable('daily_salts')
          .addColumn('day', 'text', (c) => c.primaryKey())
          .addColumn('salt', 'text', (c) => c.notNull())
          .execute()
        // JSON { count, reason } when photos of the request were not kept (a budget, the disk).
        await db.schema.alterTable('leads').addColumn('photos_refused', 'text').execute()
      },
    },
    // The owner's desk: each lead's status (spam already flagged starts as Spam), when it was first
    // opened and first contacted, and a version that every change raises, so two people changing one
    // lead at once never overwrite each other. The people who may sign in, their passkeys, sessions
    // (only a hash of each token is kept), invitations, single-use sign-in challenges, each lead's
    // history and a record of sign-ins, failures, invitations and removals.
    '005-desk': {
      async up(db: Kysely<any>) {
        await db.schema
          .alterTable('leads')
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('New'))
          .execute()
        await sql`UPDATE leads SET status = 'Spam' WHERE spam = 1`.execute(db)
        for (const column of ['opened_at', 'first_contacted_at']) {
          await db.schema.alterTable('leads').addColumn(column, 'text').execute()
        }
        await db.schema
          .alterTable('leads')
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .execute()
        await db.schema.createIndex('leads_status').on('leads').column('status').execute()
        await db.schema
          .createTable('people')
          .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute()
        await db.schema
          .createTable('passkeys')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
          .addColumn('public_key', 'text', (c) => c.notNull())
          .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('device_label', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_used_at', 'text')
          .execute()
        await db.schema
          .createTable('sessions')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
          .addColumn('passkey_id', 'text', (c) => c.notNull().references('passkeys.id'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_seen_at', 'text', (c) => c.notNull())
          .execute()
        await db.schema
          .createTable('invitations')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .addColumn('invited_by', 'integer')
          .execute()
        await db.schema
          .createTable('challenges')
          .addColumn('challenge', 'text', (c) => c.primaryKey())
          .addColumn('purpose', 'text', (c) => c.notNull())
          .addColumn('subject', 'text')
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .execute()
        await db.schema
          .createTable('lead_events')
          .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
          .addColumn('person_id', 'integer')
          .addColumn('person_email', 'text')
          .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('status', 'note')`))
          .addColumn('from_status', 'text')
          .addColumn('to_status', 'text')
          .addColumn('note', 'text')
          .addColumn('at', 'text', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('lead_events_lead').on('lead_events').column('lead_id').execute()
        await db.schema
          .createTable('desk_events')
          .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('address', 'text')
          .addColumn('user_agent', 'text')
          .addColumn('person_email', 'text')
          .addColumn('detail', 'text')
          .execute()
        await db.schema.createIndex('desk_events_at').on('desk_events').column('at').execute()
      },
    },
    // The lead's webhook (LEADS_WEBHOOK_URL) goes through the outbox as a third kind of message,
    // and each lead records where it came from.
    '006-webhook-and-attribution': {
      async up(db: Kysely<any>) {
        await widenOutboxKinds(db, dialect, "kind IN ('business', 'acknowledgement')", "kind IN ('business', 'acknowledgement', 'webhook')")
        // Where each lead came from: the page its form was on, the tool whose result it carries,
        // and the referring site and campaign of the visit (NULL when unknown or not kept).
        for (const column of ['source_page', 'source_tool', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign', 'click_id']) {
          await db.schema.alterTable('leads').addColumn(column, 'text').execute()
        }
      },
    },
    // "Ask for a review": one e-mail to a Won customer, through the outbox as a fourth kind, and
    // when it was asked (at most once a lead).
    '007-review-request': {
      async up(db: Kysely<any>) {
        await widenOutboxKinds(
          db,
          dialect,
          "kind IN ('business', 'acknowledgement', 'webhook')",
          "kind IN ('business', 'acknowledgement', 'webhook', 'review')",
        )
        await db.schema.alterTable('leads').addColumn('review_requested_at', 'text').execute()
      },
    },
    // The morning digest: a booked visit's date (the business's calendar date) and optional time,
    // and one row per day the digest was due, so that of all the instances one sends it, once.
    // The row is the day's lease while it is sent (as an outbox row's is) and then records how it went.
    '008-morning-digest': {
      async up(db: Kysely<any>) {
        await db.schema.alterTable('leads').addColumn('visit_on', 'text').execute()
        await db.schema.alterTable('leads').addColumn('visit_time', 'text').execute()
        await db.schema.createIndex('leads_visit_on').on('leads').column('visit_on').execute()
        await db.schema
          .createTable('digests')
          .addColumn('day', 'text', (c) => c.primaryKey())
          .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('sending', 'pending', 'sent', 'empty', 'failed')`))
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (c) => c.notNull())
          .addColumn('give_up_at', 'text', (c) => c.notNull())
          .addColumn('lease_owner', 'text')
          .addColumn('lease_until', 'text')
          .addColumn('last_error', 'text')
          .addColumn('summary', 'text')
          .addColumn('sent_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute()
      },
    },
    // Owners and helpers: each person's role (the people already there ran the desk: owners; a new
    // column defaults to the lesser role); invitations get a number (the desk revokes them by it),
    // the role they grant, when they were revoked, and the client that made them (for the hourly
    // limit); each passkey records how it came to be and, when through an invitation, who made that
    // invitation and when (kept on the passkey: used invitations are purged after 30 days).
    '009-desk-roles': {
      async up(db: Kysely<any>) {
        await db.schema
          .alterTable('people')
          .addColumn('role', 'text', (c) =>
            c
              .notNull()
              .defaultTo('helper')
              .check(sql`role IN ('owner', 'helper')`),
          )
          .execute()
        await sql`UPDATE people SET role = 'owner'`.execute(db)
        await db.schema
          .createTable('invitations_009')
          .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull().check(sql`role IN ('owner', 'helper')`))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .addColumn('revoked_at', 'text')
          .addColumn('invited_by', 'integer')
          .addColumn('client', 'text')
          .execute()
        // A pending invitation made in the desk before roles existed grants the lesser one; one
        // from the command line (no inviter) grants owner, as the command line now does.
        await sql`INSERT INTO invitations_009 (token_hash, email, role, created_at, expires_at, used_at, invited_by)
          SELECT token_hash, email, CASE WHEN invited_by IS NULL THEN 'owner' ELSE 'helper' END, created_at, expires_at, used_at, invited_by
          FROM invitations ORDER BY created_at`.execute(db)
        await db.schema.dropTable('invitations').execute()
        await db.schema.alterTable('invitations_009').renameTo('invitations').execute()
        await db.schema.createIndex('invitations_invited_by').on('invitations').columns(['invited_by', 'created_at']).execute()
        await db.schema.createIndex('invitations_client').on('invitations').columns(['client', 'created_at']).execute()
        await db.schema
          .alterTable('passkeys')
          .addColumn('origin', 'text', (c) =>
            c
              .notNull()
              .defaultTo('unknown')
              .check(sql`origin IN ('desk-invitation', 'cli-invitation', 'signed-in', 'unknown')`),
          )
          .execute()
        await db.schema.alterTable('passkeys').addColumn('invitation_by', 'text').execute()
        await db.schema.alterTable('passkeys').addColumn('invitation_at', 'text').execute()
        // The daily purge deletes sessions and challenges by these times.
        await db.schema.createIndex('sessions_last_seen_at').on('sessions').column('last_seen_at').execute()
        await db.schema.createIndex('challenges_expires_at').on('challenges').column('expires_at').execute()
      },
    },
    // The desk in its third year (100,000 leads): the list pages through an index in its own order
    // (newest first, the id breaking ties), per status too; the search and the privacy search read
    // keys kept beside each lead (domain/lead-search.ts), filled here for the leads already stored.
    // SQLite searches its text through an FTS5 trigram index the triggers keep in step; PostgreSQL
    // through pg_trgm GIN indexes, when the role may create the extension (else a plain scan).
    '010-desk-at-scale': {
      async up(db: Kysely<any>) {
        for (const column of ['search_text', 'phone_digits', 'email_key', 'phone_key']) {
          await db.schema
            .alterTable('leads')
            .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
            .execute()
        }
        await backfillSearchKeys(db)
        await db.schema.createIndex('leads_newest').on('leads').columns(['created_at', 'id']).execute()
        await db.schema.createIndex('leads_status_newest').on('leads').columns(['status', 'created_at', 'id']).execute()
        await db.schema.createIndex('leads_spam_created').on('leads').columns(['spam', 'created_at']).execute()
        await db.schema.createIndex('leads_email_key').on('leads').column('email_key').execute()
        await db.schema.createIndex('leads_phone_key').on('leads').column('phone_key').execute()
        // The morning digest's "quoted, no answer yet": when each lead became Quoted.
        await db.schema.createIndex('lead_events_to_status').on('lead_events').columns(['to_status', 'lead_id', 'at']).execute()
        if (dialect === 'sqlite') await sqliteSearchIndex(db)
        else await postgresSearchIndex(db)
        await statusCounts(db, dialect)
      },
    },
    // The visit, confirmed and kept (#36, record 028): the booked visit gets a calendar UID (one per
    // lead, for good) and a SEQUENCE raised at each change; the hash of the customer's link token;
    // a key for those tokens, made here once per database; the customer's requests; and the outbox
    // learns three e-mails to the customer (confirmation/update/cancellation, the reminder) and one
    // to the owner (a request), each row knowing the version of the visit it was queued for, and a
    // status `skipped` for a row the visit moved past. A lead may have many visit rows: the
    // one-row-per-kind rule stays, as a partial unique index, for the four kinds before these.
    '011-visits': {
      async up(db: Kysely<any>) {
        await db.schema.alterTable('leads').addColumn('visit_uid', 'text').execute()
        await db.schema
          .alterTable('leads')
          .addColumn('visit_sequence', 'integer', (c) => c.notNull().defaultTo(0))
          .execute()
        await db.schema.alterTable('leads').addColumn('visit_token_hash', 'text').execute()
        await db.schema.createIndex('leads_visit_token_hash').on('leads').column('visit_token_hash').execute()
        await db.schema
          .createTable('store_keys')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('secret', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute()
        await db
          .insertInto('store_keys')
          .values({ name: 'visit-link', secret: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
          .execute()
        await db.schema
          .createTable('visit_requests')
          .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id'))
          .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('move', 'cancel')`))
          // JSON: the chosen windows as "2026-12-01:tuesday-morning"
          .addColumn('choices', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('note', 'text')
          .addColumn('visit_sequence', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('handled_at', 'text')
          .execute()
        await db.schema.createIndex('visit_requests_lead').on('visit_requests').columns(['lead_id', 'handled_at']).execute()
        await rebuildOutboxForVisits(db, dialect)
        for (const column of ['visit_on', 'visit_time']) await db.schema.alterTable('outbox').addColumn(column, 'text').execute()
        await db.schema.alterTable('outbox').addColumn('visit_sequence', 'integer').execute()
        await db.schema.alterTable('outbox').addColumn('visit_request_id', 'integer').execute()
        await sql`CREATE UNIQUE INDEX outbox_lead_kind_once ON outbox (lead_id, kind) WHERE kind IN ('business', 'acknowledgement', 'webhook', 'review')`.execute(
          db,
        )
        await db.schema.createIndex('outbox_lead').on('outbox').column('lead_id').execute()
      },
    },
    // The owner's calendar: one private subscription address per person, kept as its SHA-256 only
    // (the address is shown once, when made); a new one replaces the old, revoking removes it.
    '012-calendar-feeds': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('calendar_feeds')
          .addColumn('person_id', 'integer', (c) => c.primaryKey().references('people.id'))
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute()
      },
    },
    // The desk's push alerts: each device's subscription, one alert row per device, the VAPID keys.
    '013-push-subscriptions': {
      up: (db: Kysely<any>) => pushSubscriptions(db, dialect),
    },
  }
}

const kindsBefore011 = "kind IN ('business', 'acknowledgement', 'webhook', 'review')"
const kindsOf011 =
  "kind IN ('business', 'acknowledgement', 'webhook', 'review', 'visit-booked', 'visit-moved', 'visit-cancelled', 'visit-reminder', 'visit-request')"
const statusesBefore011 = "status IN ('pending', 'sending', 'sent', 'failed')"
const statusesOf011 = "status IN ('pending', 'sending', 'sent', 'failed', 'skipped')"

/**
 * The outbox of 011: the visit kinds, the status `skipped`, and no unique (lead_id, kind) (the
 * partial index made after keeps it for the older kinds). PostgreSQL changes its constraints in
 * place; SQLite rebuilds the table from its own definition, as widenOutboxKinds does.
 */
async function rebuildOutboxForVisits(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`ALTER TABLE outbox DROP CONSTRAINT outbox_lead_kind`.execute(db)
    await sql`ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check`.execute(db)
    await sql`ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (${sql.raw(kindsOf011)})`.execute(db)
    await sql`ALTER TABLE outbox DROP CONSTRAINT outbox_status_check`.execute(db)
    await sql`ALTER TABLE outbox ADD CONSTRAINT outbox_status_check CHECK (${sql.raw(statusesOf011)})`.execute(db)
    return
  }
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'outbox' ORDER BY type DESC`.execute(db)
  const table = rows.find((r) => r.type === 'table')?.sql ?? ''
  // Named by Kysely (001), or unnamed in the first server's own schema.
  const unique = /,\s*(?:constraint\s+"?outbox_lead_kind"?\s+)?unique\s*\(\s*"?lead_id"?\s*,\s*"?kind"?\s*\)/i
  if (!table.includes(kindsBefore011) || !table.includes(statusesBefore011) || !unique.test(table)) {
    throw new Error('the outbox table does not have the expected kinds, statuses and unique (lead_id, kind)')
  }
  const columns = (await sql<{ name: string }>`SELECT name FROM pragma_table_info('outbox')`.execute(db)).rows
    .map((c) => `"${c.name}"`)
    .join(', ')
  const rebuilt = table
    .replace(kindsBefore011, kindsOf011)
    .replace(statusesBefore011, statusesOf011)
    .replace(unique, '')
    .replace(/^CREATE TABLE\s+"?outbox"?/i, 'CREATE TABLE "outbox_new"')
  await sql.raw(rebuilt).execute(db)
  await sql.raw(`INSERT INTO "outbox_new" (${columns}) SELECT ${columns} FROM "outbox"`).execute(db)
  await sql`DROP TABLE outbox`.execute(db)
  await sql`ALTER TABLE outbox_new RENAME TO outbox`.execute(db)
  for (const { type, sql: index } of rows) if (type === 'index' && index) await sql.raw(index).execute(db)
}

/**
 * Changes the outbox's CHECK on its kinds from `before` to `after`. SQLite cannot change a CHECK in
 * place: the table is rebuilt from its own definition with the new list (SQLite's documented way),
 * keeping every column and index it has.
 */
async function widenOutboxKinds(db: Kysely<any>, dialect: Dialect, before: string, after: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql`ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check`.execute(db)
    await sql`ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (${sql.raw(after)})`.execute(db)
    return
  }
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'outbox' ORDER BY type DESC`.execute(db)
  const table = rows.find((r) => r.type === 'table')?.sql ?? ''
  if (!table.includes(before)) throw new Error('the outbox table does not have the expected kinds')
  const columns = (await sql<{ name: string }>`SELECT name FROM pragma_table_info('outbox')`.execute(db)).rows
    .map((c) => `"${c.name}"`)
    .join(', ')
  await sql.raw(table.replace(before, after).replace(/^CREATE TABLE\s+"?outbox"?/i, 'CREATE TABLE "outbox_new"')).execute(db)
  await sql.raw(`INSERT INTO "outbox_new" (${columns}) SELECT ${columns} FROM "outbox"`).execute(db)
  await sql`DROP TABLE outbox`.execute(db)
  await sql`ALTER TABLE outbox_new RENAME TO outbox`.execute(db)
  for (const { type, sql: index } of rows) if (type === 'index' && index) await sql.raw(index).execute(db)
}

/** Fills the search keys of the leads stored before 010, a thousand at a time. */
async function backfillSearchKeys(db: Kysely<any>): Promise<void> {
  for (let after = 0; ;) {
    const rows: { id: number; name: string; email: string; phone: string; zip: string | null }[] = await db
      .selectFrom('leads')
      .select(['id', 'name', 'email', 'phone', 'zip'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .execute()
    if (rows.length === 0) return
    for (const row of rows) await db.updateTable('leads').set(leadSearchKeys(row)).where('id', '=', row.id).execute()
    after = Number(rows[rows.length - 1].id)
  }
}

/** An FTS5 index over the leads' own columns (external content), kept in step by triggers. */
async function sqliteSearchIndex(db: Kysely<any>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE leads_fts USING fts5(search_text, phone_digits, content='leads', content_rowid='id', tokenize='trigram')`.execute(
    db,
  )
  await sql`INSERT INTO leads_fts(leads_fts) VALUES ('rebuild')`.execute(db)
  const add = 'INSERT INTO leads_fts(rowid, search_text, phone_digits) VALUES (new.id, new.search_text, new.phone_digits)'
  const remove =
    "INSERT INTO leads_fts(leads_fts, rowid, search_text, phone_digits) VALUES ('delete', old.id, old.search_text, old.phone_digits)"
  await sql.raw(`CREATE TRIGGER leads_fts_insert AFTER INSERT ON leads BEGIN ${add}; END`).execute(db)
  await sql.raw(`CREATE TRIGGER leads_fts_delete AFTER DELETE ON leads BEGIN ${remove}; END`).execute(db)
  await sql
    .raw(`CREATE TRIGGER leads_fts_update AFTER UPDATE OF search_text, phone_digits ON leads BEGIN ${remove}; ${add}; END`)
    .execute(db)
}

/**
 * pg_trgm's GIN indexes, which serve LIKE '%term%'. A role that may not create the extension
 * leaves the search a plain scan: the savepoint keeps the failure from ending the migration.
 */
async function postgresSearchIndex(db: Kysely<any>): Promise<void> {
  await sql`SAVEPOINT trigram`.execute(db)
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db)
    await sql`RELEASE SAVEPOINT trigram`.execute(db)
  } catch {
    await sql`ROLLBACK TO SAVEPOINT trigram`.execute(db)
  }
  // The extension may live in another schema than the leads (one per test store): name it.
  const { rows } = await sql<{ schema: string }>`
    SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db)
  const schema = rows[0]?.schema
  if (!schema) return
  const ops = sql.raw(`"${schema.replaceAll('"', '""')}".gin_trgm_ops`)
  await sql`CREATE INDEX leads_search_trgm ON leads USING gin (search_text ${ops})`.execute(db)
  await sql`CREATE INDEX leads_phone_trgm ON leads USING gin (phone_digits ${ops})`.execute(db)
}

/**
 * The count of leads per status without reading the leads: every insert, deletion and change of
 * status adds a row (+1 or -1) here, from triggers, and the daily purge folds the rows into one per
 * status (purge-expired.ts). Rows are only ever added, never updated, so two writers never wait
 * on (or deadlock over) one counter row.
 */
async function statusCounts(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('lead_status_deltas')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute()
  await sql`INSERT INTO lead_status_deltas (status, n) SELECT status, count(*) FROM leads GROUP BY status`.execute(db)
  const add = (row: 'new' | 'old', n: number) => `INSERT INTO lead_status_deltas (status, n) VALUES (${row}.status, ${n})`
  if (dialect === 'sqlite') {
    await sql.raw(`CREATE TRIGGER leads_count_insert AFTER INSERT ON leads BEGIN ${add('new', 1)}; END`).execute(db)
    await sql.raw(`CREATE TRIGGER leads_count_delete AFTER DELETE ON leads BEGIN ${add('old', -1)}; END`).execute(db)
    await sql
      .raw(
        `CREATE TRIGGER leads_count_update AFTER UPDATE OF status ON leads WHEN old.status <> new.status BEGIN ${add('old', -1)}; ${add('new', 1)}; END`,
      )
      .execute(db)
    return
  }
  await sql
    .raw(
      `CREATE FUNCTION lead_status_delta() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${add('new', 1)};
        ELSIF TG_OP = 'DELETE' THEN ${add('old', -1)};
        ELSIF OLD.status <> NEW.status THEN ${add('old', -1)}; ${add('new', 1)};
        END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(db)
  await sql`CREATE TRIGGER leads_status_delta AFTER INSERT OR DELETE OR UPDATE OF status ON leads FOR EACH ROW EXECUTE FUNCTION lead_status_delta()`.execute(
    db,
  )
}

/** Brings the schema up to date; throws with the failing migration named. */
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) }
  // Keep Kysely's bookkeeping tables in the schema the connection works in (search_path may name one).
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema : undefined
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema: schema }).migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Could not update the lead database schema (migration ${failed}): ${reason}`)
  }
}

export const migrationNames = (dialect: Dialect) => Object.keys(migrations(dialect))

/**
 * The desk's push alerts (013): a device's push subscription belongs to a person and to the
 * passkey that device signs in with, so removing either removes its alerts; an alert is a row per
 * device in push_alerts, leased and retried as the outbox's rows are, with no lead for "e-mail
 * delivery is failing"; the VAPID keys, made on first start, are one row. Kinds are not a CHECK: a
 * new kind of alert needs no migration (PushAlertKind in tables.ts is the list). Record 029.
 */
async function pushSubscriptions(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? ('serial' as const) : ('integer' as const)
  const key = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey())
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', id, key)
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('passkey_id', 'text', (c) => c.references('passkeys.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_sent_at', 'text')
    .execute()
  await db.schema.createIndex('push_subscriptions_person').on('push_subscriptions').column('person_id').execute()
  await db.schema
    .createTable('push_alerts')
    .addColumn('id', id, key)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'integer', (c) => c.references('leads.id').onDelete('cascade'))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('push_alerts_due').on('push_alerts').columns(['status', 'next_attempt_at']).execute()
  await db.schema.createIndex('push_alerts_lead').on('push_alerts').column('lead_id').execute()
  await db.schema.createIndex('push_alerts_subscription').on('push_alerts').column('subscription_id').execute()
  await db.schema
    .createTable('push_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}
