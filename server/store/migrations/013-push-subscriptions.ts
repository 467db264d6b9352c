// The desk's push alerts: each device's subscription, one alert row per device, the VAPID keys.
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from '../dialect'

export const migration = (dialect: Dialect): Migration => ({
  up: (db: Kysely<any>) => pushSubscriptions(db, dialect),
})

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
