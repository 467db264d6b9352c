// Crash test: leads are posted under load while SMTP is down (SMTP_URL at a port where nothing
// listens); the server is killed with SIGKILL mid-way, a real SMTP server comes up on that port,
// and the server restarts. Every lead answered 2xx must be stored and e-mailed exactly once.
// Runs on SQLite and on PostgreSQL; prints the counts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openLeadStore } from '../store/store'
import { type PostgresTestDatabase, createPostgresDatabase, tempDir } from '../../tests/helpers/databases'
import { startTestSmtp, waitFor } from '../../tests/helpers/smtp-server'
import { freePort, postLead, startServer } from '../../tests/helpers/server-process'

let pgDb: PostgresTestDatabase | undefined
beforeAll(async () => {
  pgDb = await createPostgresDatabase()
})
afterAll(async () => {
  await pgDb?.drop()
})
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})

type Settings = { DATA_DIR: string; DATABASE_URL?: string }
const targets: { name: string; settings(): Promise<Settings> }[] = [
  { name: 'SQLite', settings: async () => ({ DATA_DIR: tempDir() }) },
  {
    name: 'PostgreSQL',
    settings: async () => {
      if (!pgDb) throw new Error('The PostgreSQL test database was not created (see the error of beforeAll).')
      return { DATABASE_URL: await pgDb.schemaUrl(), DATA_DIR: tempDir() }
    },
  },
]

describe.each(targets)('SIGKILL under load on $name', (target) => {
  it('keeps and e-mails exactly once every lead it acknowledged', { timeout: 300_000 }, async () => {
    const settings = await target.settings()
    const smtpPort = await freePort()
    const env = {
      ...settings,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_TO: 'owner@startile.example',
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '100',
      OUTBOX_RETRY_MAX_MS: '400',
      OUTBOX_LEASE_MS: '2000',
    }
    const first = await startServer(env)
    cleanups.push(() => first.kill('SIGKILL'))

    // 16 clients post in a loop; after 150 acknowledgements the server is killed mid-flight.
    const acknowledged = new Map<number, string>()
    let posted = 0
    let killed = false
    const client = async (c: number) => {
      for (let i = 0; ; i++) {
        const email = `crash-${c}-${i}@example.com`
        posted++
        try {
          const { status, id } = await postLead(first.url, { name: `Client ${c}`, email, phone: '503 555 0100', message: `Lead ${i}` })
          if (status >= 200 && status < 300 && id !== undefined) acknowledged.set(id, email)
          else if (!killed) throw new Error(`Unexpected status ${status} before the kill`)
        } catch (error) {
          if (killed) return
          throw error
        }
        if (acknowledged.size >= 150 && !killed) {
          killed = true
          first.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: 16 }, (_, c) => client(c)))
    expect(await first.exited).toBe('SIGKILL')

    const smtp = await startTestSmtp(smtpPort)
    cleanups.push(() => smtp.stop())
    const second = await startServer(env)
    cleanups.push(() => second.kill('SIGKILL'))

    const store = await openLeadStore({
      databaseUrl: 'DATABASE_URL' in settings ? settings.DATABASE_URL : undefined,
      dataDir: settings.DATA_DIR,
    })
    cleanups.push(() => store.close())
    const storedLeads = await store.allLeads()
    const stored = new Map(storedLeads.map((l) => [l.id, l.email]))
    await waitFor(
      async () => (await store.stats()).outbox.pending + (await store.stats()).outbox.sending === 0,
      60_000,
      'the outbox to drain',
    )

    const ids = smtp.received.map((m) => m.mail.header('message-id') ?? '')
    const emailed = [...acknowledged.keys()].filter(
      (id) => ids.includes(`<lead-${id}-business@startile.example>`) && ids.includes(`<lead-${id}-acknowledgement@startile.example>`),
    )
    const lost = [...acknowledged].filter(([id, email]) => stored.get(id) !== email || !emailed.includes(id))
    const counts = { acknowledged: acknowledged.size, posted, stored: stored.size, emailed: emailed.length, lost: lost.length }
    console.log(`crash test on ${target.name}: ${JSON.stringify(counts)}`)

    expect(acknowledged.size).toBeGreaterThanOrEqual(150)
    expect(lost).toEqual([])
    expect(new Set(ids).size).toBe(ids.length) // nothing sent twice
    expect(ids).toHaveLength(2 * storedLeads.length) // every stored lead, acknowledged or cut off by the kill
    expect((await store.stats()).outbox).toMatchObject({ sent: 2 * storedLeads.length, failed: 0 })
  })
})
