// The one delete cascade (delete-leads.ts), on both databases, through both of its callers: the
// privacy deletion (store.deleteLeads) and the retention purge (store.purgeExpired). Each deletes
// more leads than one statement takes (500 ids), with their photos, outbox rows and history, and
// leaves every row of another lead in place.
import { describe, expect, it } from 'vitest'
import { storeTargets, deskOf } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { type LeadStore, type NewLead, retention } from './store'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

const photo = {
  name: 'floor.jpg',
  contentType: 'image/jpeg' as const,
  data: Buffer.from([0xff, 0xd8, 1]),
  width: 4,
  height: 3,
  originalBytes: 9,
}
const newLead = (n: number, patch: Partial<NewLead> = {}): NewLead => ({
  form: 'quote',
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: '(503) 555-0100',
  projectType: 'Flooring',
  message: 'Hall floor',
  ...patch,
})

const many = 1100

async function counts(store: LeadStore) {
  const stats = await store.stats()
  return { leads: stats.leads.total, photos: stats.photos, outbox: Object.values(stats.outbox).reduce((a, b) => a + b, 0) }
}

describe.each(storeTargets(pgDb))('deleting leads on $name', (target) => {
  async function open() {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    return store
  }

  it('deletes many leads of a person with their photos, e-mail rows and history, and nothing of another', async () => {
    const store = await open()
    const ids = (await Promise.all(Array.from({ length: many }, (_, n) => store.insertLead(newLead(n))))).map((r) => r.id)
    const { id: other } = await store.insertLead(newLead(-1, { photos: [photo] }))
    const { id: first } = await store.insertLead(newLead(-2, { photos: [photo, photo] }))
    await deskOf(store).changeLead(first, { version: 1, note: 'Called back', person: { id: 1, email: 'owner@startile.example' } })
    expect(await deskOf(store).leadEvents(first)).toHaveLength(1)
    expect(await counts(store)).toEqual({ leads: many + 2, photos: 3, outbox: 2 * (many + 2) })

    expect(await deskOf(store).deleteLeads([...ids, first])).toEqual({ deleted: many + 1, kept: 0 })
    expect(await counts(store)).toEqual({ leads: 1, photos: 1, outbox: 2 })
    expect(await deskOf(store).leadEvents(first)).toEqual([])
    expect(await store.getLead(other)).toMatchObject({ name: 'Visitor -1' })
  })

  it('purges leads past their retention the same way, and old photos of a lead it keeps', async () => {
    const store = await open()
    const now = new Date()
    const longAgo = new Date(now.getTime() - (retention.leadDays + 1) * 86_400_000)
    const weeksAgo = new Date(now.getTime() - (retention.photoDays + 1) * 86_400_000)
    await Promise.all(Array.from({ length: many }, (_, n) => store.insertLead(newLead(n, n === 0 ? { photos: [photo] } : {}), longAgo)))
    const { id: kept } = await store.insertLead(newLead(-1, { photos: [photo] }), weeksAgo)
    expect(await store.purgeExpired(now)).toEqual({ leads: many, photos: 2 })
    expect(await counts(store)).toEqual({ leads: 1, photos: 0, outbox: 2 })
    expect(await store.getLead(kept)).toMatchObject({ name: 'Visitor -1' })
  })
})
