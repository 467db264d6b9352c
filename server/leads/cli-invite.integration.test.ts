// `npm run leads -- invite EMAIL` on both databases: the link on a line of its own, a real e-mail
// through SMTP carrying the same link, and an invitation the desk can redeem once.
import { describe, expect, it } from 'vitest'
import { main } from './cli'
import { createSmtpMailer } from './mailer'
import { openLeadStore } from './store'
import { tempDir } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { startTestSmtp } from '../../tests/helpers/smtp-server'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

const databases = [
  { name: 'SQLite', database: async () => ({ dataDir: tempDir() }) },
  { name: 'PostgreSQL', database: async () => ({ dataDir: tempDir(), databaseUrl: await pgDb().schemaUrl() }) },
]

describe.each(databases)('leads invite on $name', ({ database }) => {
  it('prints the link alone on a line, e-mails it, and the invitation works once', async () => {
    const smtp = await startTestSmtp()
    cleanups.push(() => smtp.stop())
    const db = await database()
    const out: string[] = []
    const err: string[] = []
    const code = await main(['invite', 'Helper@Example.com'], {
      database: db,
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      mail: {
        siteUrl: 'https://www.startile.example',
        mailer: () => createSmtpMailer(smtp.url),
        from: 'desk@startile.example',
        leadsTo: 'owner@startile.example',
      },
    })
    expect(err).toEqual([])
    expect(code).toBe(0)
    const link = out.find((line) => line.startsWith('https://'))!
    expect(link).toMatch(/^https:\/\/www\.startile\.example\/inbox\/welcome\?token=[\w-]{43}$/)
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0].envelopeTo.map((a) => a.toLowerCase())).toEqual(['helper@example.com'])
    const text = smtp.received[0].raw.replace(/=\r\n/g, '').replace(/=3D/g, '=')
    expect(text.split('\r\n')).toContain(link)
    const store = await openLeadStore(db)
    cleanups.push(() => store.close())
    const token = new URL(link).searchParams.get('token')!
    expect(await store.openInvitation(token)).toBe('helper@example.com')
    expect((await store.deskEvents()).map((e) => [e.kind, e.personEmail])).toEqual([['invitation', 'Helper@Example.com']])
  })
})

it('refuses an invite without one valid address', async () => {
  const err: string[] = []
  const io = { database: { dataDir: tempDir() }, out: () => {}, err: (t: string) => err.push(t) }
  expect(await main(['invite'], io)).toBe(2)
  expect(await main(['invite', 'not-an-address'], io)).toBe(2)
  expect(err[0]).toMatch(/^Usage: npm run leads -- invite EMAIL/)
})
