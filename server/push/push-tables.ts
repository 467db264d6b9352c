// The tables of the desk's push alerts (migration 013, server/push/migration.ts), as Kysely sees them.
import type { ColumnType, Generated } from 'kysely'

/** What an alert is about: a new lead, a customer's request to move or cancel a visit, failing e-mail. */
export type PushAlertKind = 'new-lead' | 'visit-request' | 'mail-failing'
export type PushAlertStatus = 'pending' | 'sending' | 'sent' | 'failed'

export type PushSubscriptionsTable = {
  id: Generated<number>
  person_id: number
  /** The passkey the device signed in with when alerts were turned on: the device, on People and devices. */
  passkey_id: string | null
  endpoint: string
  p256dh: string
  auth: string
  created_at: string
  last_sent_at: string | null
}

export type PushAlertsTable = {
  id: Generated<number>
  kind: PushAlertKind
  lead_id: number | null
  subscription_id: number
  status: ColumnType<PushAlertStatus, PushAlertStatus | undefined, PushAlertStatus>
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: string
  queued_at: string
  claimed_at: string | null
  lease_owner: string | null
  lease_until: string | null
  last_error: string | null
  sent_at: string | null
  created_at: string
}

export type PushKeysTable = { id: number; public_key: string; private_key: string; created_at: string }

export type PushTables = {
  push_subscriptions: PushSubscriptionsTable
  push_alerts: PushAlertsTable
  push_keys: PushKeysTable
}
