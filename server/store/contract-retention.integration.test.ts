// A signed contract outlives a deletion for its periods (issue 43, record 039), on SQLite and
// PostgreSQL: a privacy deletion and the retention purge keep the lead's contract (versions,
// acceptance, PDFs, events) and its job records with the parties' name, e-mail, phone and ZIP, and
// remove the rest (photos, e-mails, notes, the message, the draft); a lead without a contract goes
// whole, its unsigned quote with it; once the periods have passed the purge deletes the kept lead.
import { describe, expect, it } from 'vitest'
import { storeTargets, deskOf } from '../../tests/helpers/databases'
import { contractRows, insertQuote } from '../../tests/fixtures/accepted-quote'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { tinyPhoto } from '../../tests/helpers/desk'
import type { ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

const created = new Date('2026-11-20T18:00:00Z')
const accepted = new Date('2026-11-25T19:00:00Z')
const yearsLater = (n: number) => new Date(Date.UTC(2026 + n, 10, 26, 12))

describe.each(storeTargets(pgDb))('a signed contract kept on $name', (target) => {
  async function open() {
    const opened = await target.open()
    cleanups.push(() => opened.store.close())
    return opened.store
  }

  /** A lead of Ana's with a photo, its e-mails and a note; with a signed quote and a lien record when `signed`. */
  async function leadOf(store: ServerStore, signed: boolean, at = created) {
    const { id } = await store.insertLead(
      {
        form: 'quote',
        name: 'Ana Lopez',
        email: 'ana@example.com',
        phone: '503 555 0100',
        message: 'My shower, call after 5',
        zip: '97201',
        yearBuilt: 1990,
        photos: [
          { ...tinyPhoto, name: 'shower.jpg', contentType: 'image/jpeg', width: 1, height: 1, originalBytes: 10, data: tinyPhoto.data },
        ],
      },
      at,
    )
    const { db } = store.handle
    await db
      .insertInto('lead_events')
      .values({
        lead_id: id,
        person_id: null,
        person_email: 'owner@example.com',
        kind: 'note',
        from_status: null,
        to_status: null,
        note: 'Gate code 1234',
        at: at.toISOString(),
      })
      .execute()
    await db.insertInto('quote_drafts').values({ lead_id: id, draft: '{}', updated_at: at.toISOString(), updated_by: null }).execute()
    await insertQuote(store, id, at, signed ? accepted : undefined)
    if (signed)
      await deskOf(store).addJobRecord(
        id,
        { kind: 'lien-notice', on: '2026-11-25', method: 'in-person-signed-copy' },
        'owner@example.com',
        accepted,
      )
    return id
  }

  async function leftOf(store: ServerStore, id: number) {
    const { db } = store.handle
    const count = async (table: 'lead_photos' | 'outbox' | 'lead_events' | 'quote_drafts') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('lead_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const lead = await db
      .selectFrom('leads')
      .select(['name', 'email', 'phone', 'zip', 'message', 'kept_until'])
      .where('id', '=', id)
      .executeTakeFirst()
    return {
      lead,
      photos: await count('lead_photos'),
      outbox: await count('outbox'),
      events: await count('lead_events'),
      drafts: await count('quote_drafts'),
      contract: await contractRows(store, id),
    }
  }

  it('a privacy deletion keeps the contract and its records, removes the rest, and deletes a lead without one whole', async () => {
    const store = await open()
    const signed = await leadOf(store, true)
    const unsigned = await leadOf(store, false)
    expect((await leftOf(store, signed)).photos).toBe(1)

    const ids = await deskOf(store).leadsOfPerson({ email: 'ana@example.com' })
    expect(await deskOf(store).deleteLeads(ids, yearsLater(0))).toEqual({ deleted: 1, kept: 1 })

    expect(await leftOf(store, signed)).toEqual({
      lead: {
        name: 'Ana Lopez',
        email: 'ana@example.com',
        phone: '503 555 0100',
        zip: '97201',
        message: '',
        kept_until: '2032-11-25T19:00:00.000Z',
      },
      photos: 0,
      outbox: 0,
      events: 0,
      drafts: 0,
      contract: { versions: 1, acceptances: 1, documents: 2, events: 2, records: 1 },
    })
    expect(await leftOf(store, unsigned)).toEqual({
      lead: undefined,
      photos: 0,
      outbox: 0,
      events: 0,
      drafts: 0,
      contract: { versions: 0, acceptances: 0, documents: 0, events: 0, records: 0 },
    })
  })

  it('the purge keeps a signed lead past the leads’ three years until its records’ periods end, then deletes it whole', async () => {
    const store = await open()
    const signed = await leadOf(store, true)
    const unsigned = await leadOf(store, false)
    expect(await store.purgeExpired(yearsLater(4))).toEqual({ leads: 1, photos: 2 })
    const kept = await leftOf(store, signed)
    expect(kept.lead?.message).toBe('')
    expect(kept.contract).toEqual({ versions: 1, acceptances: 1, documents: 2, events: 2, records: 1 })
    expect([kept.photos, kept.outbox, kept.events, kept.drafts]).toEqual([0, 0, 0, 0])
    expect((await leftOf(store, unsigned)).lead).toBeUndefined()

    // A day later the kept lead is left alone; past six years from the acceptance it goes whole.
    expect(await store.purgeExpired(yearsLater(5))).toEqual({ leads: 0, photos: 0 })
    expect(await store.purgeExpired(yearsLater(6))).toEqual({ leads: 1, photos: 0 })
    expect(await leftOf(store, signed)).toMatchObject({
      lead: undefined,
      contract: { versions: 0, acceptances: 0, documents: 0, events: 0, records: 0 },
    })
  })
})
