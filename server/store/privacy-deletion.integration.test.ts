// A privacy deletion leaves nothing readable, through the desk's own endpoint and a data folder laid
// out as the server lays it out (the SQLite store, the file mailer's outbox): a quote with a unique
// message, name, address, phone and photo is stored, e-mailed as .eml files (the owner's with the photo attached,
// the acknowledgement, the morning digest, the visit's booking and the owner's e-mail of the customer's
// request), then deleted on request. Afterwards no file under the data folder holds the message,
// the name, the address, the phone or any of three 64-byte slices of the photo (raw, or as
// the e-mail's base64): SQLite's secure_delete zeroed the freed pages and the deletion checkpointed
// them out of the write-ahead log; the .eml copies are gone; another person's lead and e-mails stay.
// On PostgreSQL the data folder holds the outbox only, and the same holds for it. The daily photo
// purge leaves the photo's bytes nowhere either.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { tempDir, deskOf } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { softAuthenticator } from '../../tests/helpers/soft-authenticator'
import { createMorningDigest } from '../mail/digest'
import { createMailer, forgetMailOf, outboxFolder } from '../mail/mailer'
import { createOutbox } from '../outbox/outbox'
import { type NewLead, openLeadStore } from './store'
import { withRoomQueries } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

const site = 'http://localhost:8123'
const json = { 'content-type': 'application/json', origin: site }
const addresses = { from: 'site@startile.example', leadsTo: 'owner@startile.example' }
// Leads on a Wednesday evening; the digest on Thursday at 7:30 in Portland.
const evening = new Date('2026-11-25T23:00:00Z')
const morning = new Date('2026-11-26T15:30:00Z')

/** Every file under a folder, however deep. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

/** What of a lead a file holds: its message, name or address as written or encoded in an e-mail (quoted-printable, base64), or its photo's bytes. */
function tracesIn(file: string, lead: { marker: string; name: string; email: string; phone: string; photo: Buffer }): string[] {
  const bytes = readFileSync(file)
  const unwrapped = bytes.toString('latin1').replace(/=\r\n/g, '').replace(/\r\n/g, '')
  const base64 = lead.photo.toString('base64')
  const found: string[] = []
  if (bytes.includes(lead.marker) || unwrapped.includes(lead.marker)) found.push('message')
  if (bytes.includes(lead.name) || unwrapped.includes(lead.name)) found.push('name')
  if (bytes.includes(lead.email) || unwrapped.includes(lead.email)) found.push('address')
  // The phone as typed, as the e-mails write it ((503) 555-0142, tel:+15035550142) or as its digits.
  const [area, exchange, line] = lead.phone.split(' ')
  if (new RegExp(`${area}\\D{0,2}${exchange}\\D?${line}`).test(unwrapped)) found.push('phone')
  for (const at of [0, 0.5, 1].map((f) => Math.floor(((lead.photo.length - 64) * f) / 48) * 48)) {
    if (bytes.includes(lead.photo.subarray(at, at + 64))) found.push(`photo bytes at ${at}`)
    if (unwrapped.includes(base64.slice((at / 3) * 4, (at / 3) * 4 + 64))) found.push(`photo base64 at ${at}`)
  }
  return found
}

function traces(dataDir: string, lead: Parameters<typeof tracesIn>[1]): Record<string, string[]> {
  const all: Record<string, string[]> = {}
  for (const file of filesUnder(dataDir)) {
    const found = tracesIn(file, lead)
    if (found.length > 0) all[file.slice(dataDir.length + 1)] = found
  }
  return all
}

function standInSite(): string {
  const dir = tempDir('privacy-site-')
  mkdirSync(join(dir, '404'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>')
  writeFileSync(join(dir, '404', 'index.html'), '<!doctype html><title>404</title>')
  return dir
}

function quote(who: string) {
  const email = `${who}-${randomBytes(4).toString('hex')}@example.com`
  const marker = `zq${randomBytes(12).toString('hex')}`
  const name = `Quilla ${randomBytes(5).toString('hex')}`
  const photo = randomBytes(200_000)
  const phone = `503 555 ${String(randomBytes(2).readUInt16BE() % 10_000).padStart(4, '0')}`
  const lead: NewLead = {
    form: 'quote',
    name,
    email,
    phone,
    projectType: 'Shower',
    message: `Please retile the shower. ${marker}`,
    photos: [{ name: 'shower.jpg', contentType: 'image/jpeg', data: photo, width: 800, height: 600, originalBytes: photo.length }],
  }
  return { lead, marker, name, email, phone, photo }
}

const databases = [
  { name: 'SQLite', databaseUrl: async () => undefined },
  { name: 'PostgreSQL', databaseUrl: async () => pgDb().schemaUrl() },
]

describe.each(databases)('a privacy deletion on $name with the file mailer', ({ name, databaseUrl }) => {
  it('leaves no file under the data folder holding the deleted lead’s message, name, address, phone or photo, visit e-mails included', async () => {
    const dataDir = tempDir('privacy-data-')
    const store = withRoomQueries(
      await openLeadStore({
        dataDir,
        databaseUrl: await databaseUrl(),
        forgetFiles: (ids) => forgetMailOf(outboxFolder(dataDir), ids),
      }),
    )
    cleanups.push(() => store.close())
    const mailer = createMailer({ dataDir })
    cleanups.push(() => mailer.close())

    const gone = quote('gone')
    const kept = quote('kept')
    await store.insertLead(gone.lead, evening)
    await store.insertLead(kept.lead, evening)
    expect(await createOutbox({ store, mailer, ...addresses, now: () => evening }).runOnce()).toBe(4)
    const digest = await createMorningDigest({ store, mailer, addresses, siteUrl: site, now: () => morning }).run()
    expect(digest.status).toBe('sent')

    // Before: the store and every e-mail hold the lead, so the search below can find it.
    const before = traces(dataDir, gone)
    const mails = Object.entries(before).filter(([file]) => file.startsWith('outbox/'))
    expect(mails.map(([file]) => file.replace(/^outbox\/\d{8}T\d{6}Z-/, '')).sort()).toEqual([
      'digest-2026-11-26.eml',
      'lead-1-acknowledgement.eml',
      'lead-1-business.eml',
    ])
    expect(mails.find(([file]) => file.endsWith('business.eml'))?.[1]).toEqual(
      expect.arrayContaining(['message', 'name', 'photo base64 at 0']),
    )
    if (name === 'SQLite') {
      const stored = Object.entries(before).filter(([file]) => file.startsWith('leads.sqlite'))
      expect(stored.flatMap(([, found]) => found)).toEqual(expect.arrayContaining(['message', 'name', 'photo bytes at 0']))
    }

    const server = await buildApp({
      distDir: standInSite(),
      replayStatic: false,
      inbox: { store, deskStore: deskOf(store), siteUrl: site, outbox: { nudge() {} }, rateLimit: 0, now: () => morning },
    })
    cleanups.push(() => server.close())
    const token = await deskOf(store).createInvitation('owner@example.com', null, morning)
    const options = await server.inject({ method: 'POST', url: '/api/inbox/register/options', headers: json, payload: { token } })
    const response = softAuthenticator(site).create(options.json())
    const registered = await server.inject({
      method: 'POST',
      url: '/api/inbox/register/verify',
      headers: json,
      payload: { token, response },
    })
    const cookie = /^__Host-desk=([^;]*)/.exec(String(registered.headers['set-cookie']))?.[1]
    expect(cookie).toBeTruthy()
    // The visit's e-mails: the customer's booking, and the owner's e-mail of their request with its note.
    const cookieHeader = { ...json, cookie: `__Host-desk=${cookie}` }
    const booked = await server.inject({
      method: 'POST',
      url: '/api/inbox/leads/1',
      headers: cookieHeader,
      payload: { version: 1, status: 'Visit booked', visit: { on: '2026-12-01', time: null } },
    })
    expect(booked.statusCode, booked.body).toBe(200)
    await store.recordVisitRequest(
      1,
      { kind: 'cancel', choices: [], note: `Please call ${gone.phone}, ${gone.email}`, visitSequence: 1, historyNote: 'Asked to cancel' },
      morning,
    )
    expect(await createOutbox({ store, mailer, ...addresses, now: () => morning }).runOnce()).toBe(2)
    const visitMails = Object.keys(traces(dataDir, gone)).filter((file) => /lead-1-visit-/.test(file))
    expect(visitMails.map((file) => file.replace(/^outbox\/\d{8}T\d{6}Z-lead-1-/, '').replace(/\d+/, 'N')).sort()).toEqual([
      'visit-N.eml',
      'visit-request-N.eml',
    ])

    const deleted = await server.inject({
      method: 'POST',
      url: '/api/inbox/privacy/delete',
      headers: { ...json, cookie: `__Host-desk=${cookie}` },
      payload: { match: gone.email, count: 1 },
    })
    expect(deleted.json()).toEqual({ ok: true, deleted: 1, kept: 0, keptWhy: null })

    expect(traces(dataDir, gone)).toEqual({})
    // The other person's lead, photo and e-mails are untouched.
    expect((await deskOf(store).deskLeads()).leads.map((l) => l.name)).toEqual([kept.name])
    const left = traces(dataDir, kept)
    expect(Object.keys(left).filter((file) => file.startsWith('outbox/'))).toHaveLength(2)
    if (name === 'SQLite') expect(left['leads.sqlite']).toEqual(expect.arrayContaining(['message', 'photo bytes at 0']))
  })
})

describe('the daily photo purge on SQLite', () => {
  it('leaves the bytes of a photo past its retention in no file', async () => {
    const dataDir = tempDir('privacy-purge-')
    const store = withRoomQueries(await openLeadStore({ dataDir }))
    cleanups.push(() => store.close())
    const old = quote('old')
    await store.insertLead(old.lead, evening)
    await store.forgetDeleted([]) // the photo is in the database file, as it is after any checkpoint
    expect(traces(dataDir, old)['leads.sqlite']).toEqual(expect.arrayContaining(['photo bytes at 0', 'photo bytes at 99936']))

    const later = new Date(evening.getTime() + 200 * 86_400_000)
    expect(await store.purgeExpired(later)).toEqual({ leads: 0, photos: 1 })
    await store.forgetDeleted([])
    // The lead stays (its message with it); the photo is nowhere.
    expect(traces(dataDir, old)).toEqual({ 'leads.sqlite': ['message', 'name', 'address', 'phone'] })
  })
})
