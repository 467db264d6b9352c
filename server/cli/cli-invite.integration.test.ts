// `npm run leads -- invite EMAIL` on both databases: the link on a line of its own, a real e-mail
// through SMTP carrying the same link, and an invitation the desk can redeem once; a new person is
// an owner, a person already in the desk gets a passkey and keeps their role (the lost-phone path).
import { describe, expect, it } from 'vitest'
import { main } from './cli'
import { createSmtpMailer } from '../mail/mailer'
import { openLeadStore } from '../store/store'
import { tempDir, deskOf } from '../../tests/helpers/databases'
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
    expect(await deskOf(store).openInvitation(token)).toBe('helper@example.com')
    expect((await deskOf(store).deskEvents()).map((e) => [e.kind, e.personEmail])).toEqual([['invitation', 'Helper@Example.com']])
  })

  it('makes a new person an owner, and for a person already in the desk adds a passkey and keeps their role', async () => {
    const smtp = await startTestSmtp()
    cleanups.push(() => smtp.stop())
    const db = await database()
    const invite = async (email: string) => {
      const out: string[] = []
      const mail = {
        siteUrl: 'https://www.startile.example',
        mailer: () => createSmtpMailer(smtp.url),
        from: 'desk@startile.example',
        leadsTo: 'x@startile.example',
      }
      expect(await main(['invite', email], { database: db, out: (t) => out.push(t), err: () => {}, mail })).toBe(0)
      return { said: out[0], token: new URL(out.find((line) => line.startsWith('https://')) ?? '').searchParams.get('token') ?? '' }
    }
    const store = await openLeadStore(db)
    cleanups.push(() => store.close())
    const key = (id: string) => ({ id, publicKey: 'pk', counter: 0, transports: [], deviceLabel: 'Phone' })
    const first = await invite('owner@example.com')
    expect(first.said).toBe('Invitation for owner@example.com, valid once for 24 hours; it makes owner@example.com an owner:')
    const owner = await deskOf(store).redeemInvitation(first.token, key('k1'))
    expect(owner?.role).toBe('owner')
    const helperToken = await deskOf(store).createInvitation('helper@example.com', owner?.id ?? 0)
    const helper = await deskOf(store).redeemInvitation(helperToken, key('k2'))
    const lostPhone = await invite('helper@example.com')
    expect(lostPhone.said).toBe(
      'Invitation for helper@example.com, valid once for 24 hours; it adds a passkey for helper@example.com (helper):',
    )
    expect(await deskOf(store).redeemInvitation(lostPhone.token, key('k3'))).toMatchObject({ id: helper?.id, role: 'helper' })
    expect((await deskOf(store).people()).map((p) => [p.email, p.role, p.passkeys.map((k) => [k.id, k.origin])])).toEqual([
      ['owner@example.com', 'owner', [['k1', 'cli-invitation']]],
      [
        'helper@example.com',
        'helper',
        [
          ['k2', 'desk-invitation'],
          ['k3', 'cli-invitation'],
        ],
      ],
    ])
  })
})

it('refuses an invite without one valid address', async () => {
  const err: string[] = []
  const io = { database: { dataDir: tempDir() }, out: () => {}, err: (t: string) => err.push(t) }
  expect(await main(['invite'], io)).toBe(2)
  expect(await main(['invite', 'not-an-address'], io)).toBe(2)
  expect(err[0]).toMatch(/^Usage: npm run leads -- invite EMAIL/)
})
