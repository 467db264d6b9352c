// Owners and helpers: each person's role (the people already there ran the desk: owners; a new
// column defaults to the lesser role); invitations get a number (the desk revokes them by it),
// the role they grant, when they were revoked, and the client that made them (for the hourly
// limit); each passkey records how it came to be and, when through an invitation, who made that
// invitation and when (kept on the passkey: used invitations are purged after 30 days).
/* eslint-disable @typescript-eslint/no-explicit-any -- as Kysely's guide says, a migration must not use today's table types */
import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from '../dialect'
import { idType } from './kit'

export const migration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<any>) {
    const id = idType(dialect)
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
})
