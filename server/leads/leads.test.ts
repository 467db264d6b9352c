// The lead store, the outbox worker, the e-mails and the CLI, against a real SQLite file in a
// temp dir and a real SMTP server on loopback.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { migrations, openDatabase } from './db'
import { createFileMailer, createMailer, createSmtpMailer, mailAddresses } from './mailer'
import { backoffMs, createOutbox } from './outbox'
import { type NewLead, openLeadStore } from './store'
import { type TestSmtp, decodeWords, htmlPart, parseMail, startTestSmtp, textPart, waitFor } from './test-smtp'

const run = promisify(execFile)
const tempDir = () => mkdtempSync(join(tmpdir(), 'leads-'))
const addresses = { leadsTo: 'owner@startile.example', from: '"Star Tile Website" <hello@startile.example>' }

const newLead = (patch: Partial<NewLead> = {}): NewLead => ({
  form: 'quote',
  name: 'Jane Doe',
  email: 'jane.visitor@example.com',
  phone: '(503) 555-0100',
  projectType: 'Kitchen Backsplash',
  message: 'About 30 sq ft of subway tile behind the range.',
  ...patch,
})

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})

async function smtp(): Promise<TestSmtp> {
  const server = await startTestSmtp()
  cleanups.push(() => server.stop())
  return server
}

function store(dir = tempDir()) {
  const s = openLeadStore(dir)
  cleanups.push(() => s.close())
  return s
}

const failingMailer = {
  send: async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' })
  },
}

describe('database', () => {
  it('creates DATA_DIR and the file, uses WAL with synchronous=FULL, and records migrations', () => {
    const dir = join(tempDir(), 'nested', 'data')
    const db = openDatabase(join(dir, 'leads.sqlite'))
    cleanups.push(() => db.close())
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('synchronous', { simple: true })).toBe(2)
    expect(db.prepare('SELECT version FROM schema_migrations').pluck().all()).toEqual(migrations.map((m) => m.version))
  })

  it('applies each migration once, also when opened again', () => {
    const file = join(tempDir(), 'leads.sqlite')
    openDatabase(file).close()
    const db = openDatabase(file)
    cleanups.push(() => db.close())
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(migrations.length)
  })
})

describe('lead store', () => {
  it('stores a lead with its two outbox rows', () => {
    const s = store()
    const { id } = s.insertLead(newLead())
    expect(s.getLead(id)).toMatchObject({ form: 'quote', name: 'Jane Doe', projectType: 'Kitchen Backsplash', spam: false })
    expect(s.outboxFor(id).map((r) => [r.kind, r.status, r.toAddr])).toEqual([
      ['business', 'pending', null],
      ['acknowledgement', 'pending', 'jane.visitor@example.com'],
    ])
  })

  it('stores spam flagged and queues no e-mail for it', () => {
    const s = store()
    const { id } = s.insertLead(newLead({ spamReason: 'honeypot' }))
    expect(s.getLead(id)).toMatchObject({ spam: true, spamReason: 'honeypot' })
    expect(s.outboxFor(id)).toEqual([])
  })

  it('writes the lead and its outbox rows in one transaction: all or nothing', () => {
    const dir = tempDir()
    const s = store(dir)
    const db = openDatabase(join(dir, 'leads.sqlite'))
    cleanups.push(() => db.close())
    db.exec(`CREATE TRIGGER break_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk trouble'); END`)
    expect(() => s.insertLead(newLead())).toThrow(/disk trouble/)
    expect(s.allLeads()).toEqual([])
  })

  it('deletes leads past their retention (spam after 90 days, others after 3 years) with their e-mail rows', () => {
    const s = store()
    const now = new Date('2026-06-01T12:00:00Z')
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000)
    const oldLead = s.insertLead(newLead({ name: 'Old Lead' }), daysAgo(3 * 365 + 1)).id
    const keptLead = s.insertLead(newLead({ name: 'Kept Lead' }), daysAgo(3 * 365 - 1)).id
    const oldSpam = s.insertLead(newLead({ name: 'Old Spam', spamReason: 'honeypot' }), daysAgo(91)).id
    const newSpam = s.insertLead(newLead({ name: 'New Spam', spamReason: 'too-fast' }), daysAgo(89)).id
    expect(s.purgeExpired(now)).toBe(2)
    expect(s.allLeads().map((l) => l.name)).toEqual(['Kept Lead', 'New Spam'])
    expect([s.getLead(oldLead), s.getLead(oldSpam)]).toEqual([undefined, undefined])
    expect(s.outboxFor(oldLead)).toEqual([])
    expect(s.outboxFor(keptLead)).toHaveLength(2)
    expect(s.getLead(newSpam)?.spam).toBe(true)
    expect(s.purgeExpired(now)).toBe(0)
  })

  it('is committed to the file before insertLead returns (another connection sees it)', () => {
    const dir = tempDir()
    const { id } = store(dir).insertLead(newLead())
    expect(store(dir).getLead(id)?.name).toBe('Jane Doe')
  })
})

describe('e-mail through the outbox, over real SMTP', () => {
  it('sends the business notification and the acknowledgement, each exactly once', async () => {
    const server = await smtp()
    const s = store()
    const { id } = s.insertLead(newLead())
    const outbox = createOutbox({ store: s, mailer: createSmtpMailer(server.url), ...addresses })

    expect(await outbox.runOnce()).toBe(2)
    expect(await outbox.runOnce()).toBe(0)
    expect(server.received).toHaveLength(2)
    expect(s.outboxFor(id).map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['business', 'sent', 1],
      ['acknowledgement', 'sent', 1],
    ])
    expect(s.outboxFor(id)[0].toAddr).toBe('owner@startile.example')

    const toOwner = server.received.find((m) => m.envelopeTo.includes('owner@startile.example'))
    const toVisitor = server.received.find((m) => m.envelopeTo.includes('jane.visitor@example.com'))
    expect(toOwner?.envelopeTo).toEqual(['owner@startile.example'])
    expect(toVisitor?.envelopeTo).toEqual(['jane.visitor@example.com'])

    const owner = toOwner!.mail
    expect(owner.header('subject')).toBe('New quote request from Jane Doe')
    expect(owner.header('from')).toBe('Star Tile Website <hello@startile.example>')
    expect(owner.header('to')).toBe('owner@startile.example')
    expect(owner.header('reply-to')).toBe('Jane Doe <jane.visitor@example.com>')
    expect(textPart(owner)).toContain('Kitchen Backsplash')
    expect(textPart(owner)).toContain('About 30 sq ft of subway tile')
    expect(htmlPart(owner)).toContain('(503) 555-0100')

    const ack = toVisitor!.mail
    expect(ack.header('to')).toBe('jane.visitor@example.com')
    expect(ack.header('from')).toBe('Star Tile Website <hello@startile.example>')
    expect(textPart(ack)).toContain('within 24 hours')
    expect(textPart(ack)).toContain(business.phone.display)
    expect(htmlPart(ack)).toContain(business.phone.display)
  })

  it("puts the visitor's address only in Reply-To of the business e-mail", async () => {
    const server = await smtp()
    const s = store()
    s.insertLead(newLead({ form: 'contact', projectType: null }))
    await createOutbox({ store: s, mailer: createSmtpMailer(server.url), ...addresses }).runOnce()
    const owner = server.received.find((m) => m.envelopeTo.includes('owner@startile.example'))!.mail
    for (const header of ['to', 'from', 'subject', 'cc', 'bcc', 'sender']) {
      expect(owner.header(header) ?? '').not.toContain('jane.visitor@example.com')
    }
    expect(owner.header('reply-to')).toContain('jane.visitor@example.com')
    expect(owner.header('subject')).toBe('New contact message from Jane Doe')
  })

  it('keeps a CR/LF in the name out of the headers', async () => {
    const server = await smtp()
    const s = store()
    s.insertLead(newLead({ name: 'Jane\r\nBcc: victim@example.org\r\nX-Injected: yes' }))
    await createOutbox({ store: s, mailer: createSmtpMailer(server.url), ...addresses }).runOnce()
    const owner = server.received.find((m) => m.envelopeTo.includes('owner@startile.example'))!
    expect(owner.envelopeTo).toEqual(['owner@startile.example'])
    expect(server.received.flatMap((m) => m.envelopeTo)).not.toContain('victim@example.org')
    expect(owner.mail.headers.has('bcc')).toBe(false)
    expect(owner.mail.headers.has('x-injected')).toBe(false)
    expect(decodeWords(owner.mail.header('subject') ?? '')).toBe('New quote request from Jane Bcc: victim@example.org X-Injected: yes')
  })

  it('escapes HTML in every field of the HTML part', async () => {
    const server = await smtp()
    const s = store()
    s.insertLead(newLead({ name: 'Jane <b>Bold</b>', message: '<script>alert("x")</script> & <img src=x onerror=alert(1)>' }))
    await createOutbox({ store: s, mailer: createSmtpMailer(server.url), ...addresses }).runOnce()
    const html = htmlPart(server.received.find((m) => m.envelopeTo.includes('owner@startile.example'))!.mail)
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('Jane &lt;b&gt;Bold&lt;/b&gt;')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>Bold')
  })

  it('does not echo what the visitor typed in the acknowledgement', async () => {
    const server = await smtp()
    const s = store()
    s.insertLead(newLead({ name: 'Cheap pills at pills.example', message: 'Buy now at pills.example' }))
    await createOutbox({ store: s, mailer: createSmtpMailer(server.url), ...addresses }).runOnce()
    const ack = server.received.find((m) => m.envelopeTo.includes('jane.visitor@example.com'))!
    expect(ack.raw).not.toContain('pills.example')
  })
})

describe('retries', () => {
  it('backs off exponentially from 30 s, capped at an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map((n) => backoffMs(n))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000])
  })

  it('retries a failed send with backoff for 48 hours, then marks it failed; retry requeues it', async () => {
    const s = store()
    const t0 = new Date('2025-01-20T18:00:00Z')
    let clock = t0
    const { id } = s.insertLead(newLead(), t0)
    const outbox = createOutbox({ store: s, mailer: failingMailer, ...addresses, now: () => clock })

    expect(await outbox.runOnce()).toBe(2)
    let [business] = s.outboxFor(id)
    expect(business).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: '2025-01-20T18:00:30.000Z' })
    expect(business.lastError).toContain('ECONNREFUSED')

    expect(await outbox.runOnce()).toBe(0) // not due yet
    clock = new Date(t0.getTime() + 30_000)
    await outbox.runOnce()
    ;[business] = s.outboxFor(id)
    expect(business).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: '2025-01-20T18:01:30.000Z' })

    clock = new Date(t0.getTime() + 48 * 3_600_000)
    await outbox.runOnce()
    expect(s.outboxFor(id).map((r) => r.status)).toEqual(['failed', 'failed'])
    expect(s.getLead(id)).toBeDefined() // the lead itself is never dropped

    expect(s.retryFailed(clock)).toBe(2)
    expect(s.outboxFor(id).map((r) => r.status)).toEqual(['pending', 'pending'])
  })

  it('sends each message once even with two workers on the same database', async () => {
    const dir = tempDir()
    const a = store(dir)
    const b = store(dir)
    for (let i = 0; i < 5; i++) a.insertLead(newLead({ email: `visitor${i}@example.com` }))
    const sent: string[] = []
    const slowMailer = {
      send: async (m: { messageId?: string }) => {
        await new Promise((r) => setTimeout(r, 5))
        sent.push(String(m.messageId))
      },
    }
    await Promise.all([
      createOutbox({ store: a, mailer: slowMailer, ...addresses }).runOnce(),
      createOutbox({ store: b, mailer: slowMailer, ...addresses }).runOnce(),
    ])
    expect(sent).toHaveLength(10)
    expect(new Set(sent).size).toBe(10)
  })

  it('puts messages stuck in sending for a long time back to pending on start', async () => {
    const s = store()
    const long = new Date(Date.now() - 60 * 60_000)
    const { id } = s.insertLead(newLead(), long)
    s.claimNext(long) // a worker claimed the business e-mail an hour ago and died
    const recent = s.claimNext(new Date()) // another claimed the acknowledgement just now
    expect(s.outboxFor(id).map((r) => r.status)).toEqual(['sending', 'sending'])

    let sends = 0
    const outbox = createOutbox({ store: s, mailer: { send: async () => void sends++ }, ...addresses, pollMs: 60_000 })
    outbox.start()
    await waitFor(() => sends === 1)
    await outbox.stop()
    expect(sends).toBe(1)
    expect(s.outboxFor(id).map((r) => r.status)).toEqual(['sent', 'sending'])
    expect(recent?.kind).toBe('acknowledgement')
  })

  it('stop() waits for the message being sent', async () => {
    const s = store()
    const { id } = s.insertLead(newLead({ spamReason: null }))
    let release = () => {}
    const mailer = { send: () => new Promise<void>((r) => (release = r)) }
    const outbox = createOutbox({ store: s, mailer, ...addresses, pollMs: 60_000 })
    outbox.start()
    await new Promise((r) => setTimeout(r, 20))
    let stopped = false
    const stopping = outbox.stop().then(() => (stopped = true))
    await new Promise((r) => setTimeout(r, 20))
    expect(stopped).toBe(false)
    release()
    await stopping
    expect(s.outboxFor(id)[0].status).toBe('sent')
    expect(s.outboxFor(id)[1].status).toBe('pending') // not started after stop
  })
})

describe('mailer', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox when SMTP_URL is not set', async () => {
    const dir = tempDir()
    const mailer = createMailer({ DATA_DIR: dir })
    expect(mailer.description).toContain(join(dir, 'outbox'))
    const s = store()
    s.insertLead(newLead())
    await createOutbox({ store: s, mailer, ...addresses }).runOnce()
    const files = readdirSync(join(dir, 'outbox'))
    expect(files).toHaveLength(2)
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true)
    const owner = files
      .map((f) => parseMail(readFileSync(join(dir, 'outbox', f), 'utf8')))
      .find((m) => m.header('to') === addresses.leadsTo)
    expect(owner?.header('reply-to')).toBe('Jane Doe <jane.visitor@example.com>')
  })

  it('uses SMTP when SMTP_URL is set, and never shows its password', () => {
    const mailer = createMailer({ SMTP_URL: 'smtp://user:secret@mail.example.com:587' })
    expect(mailer.description).toBe('SMTP smtp://mail.example.com:587')
    mailer.close()
    expect(() => createSmtpMailer('not a url')).toThrow(/SMTP_URL/)
    expect(createFileMailer('x').description).toContain('SMTP_URL')
  })

  it('defaults LEADS_TO and MAIL_FROM to the business address', () => {
    expect(mailAddresses({})).toEqual({ leadsTo: business.email, from: `"${business.name} Website" <${business.email}>` })
    expect(mailAddresses({ LEADS_TO: 'a@b.example', MAIL_FROM: 'c@d.example' })).toEqual({ leadsTo: 'a@b.example', from: 'c@d.example' })
  })
})

describe('CLI (npm run leads)', () => {
  const cli = (dataDir: string, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/leads/cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
      cwd: join(import.meta.dirname, '..', '..'),
    })

  function seeded() {
    const dir = tempDir()
    const s = openLeadStore(dir)
    s.insertLead(
      newLead({
        form: 'contact',
        projectType: null,
        name: 'Ann "Annie" Lee',
        phone: '+1 503 555 0101',
        message: 'Floor, hall\nand kitchen',
      }),
      new Date('2025-01-20T18:00:00Z'),
    )
    s.insertLead(newLead(), new Date('2025-01-21T18:00:00Z'))
    s.insertLead(newLead({ name: 'Bot', spamReason: 'too-fast' }), new Date('2025-01-22T18:00:00Z'))
    s.close()
    return dir
  }

  it('exports every lead as JSON', async () => {
    const { stdout } = await cli(seeded(), 'export', '--format', 'json')
    const leads: { name: string; form: string; spam: boolean; mail: object; message: string }[] = JSON.parse(stdout)
    expect(leads.map((l) => [l.name, l.form, l.spam])).toEqual([
      ['Ann "Annie" Lee', 'contact', false],
      ['Jane Doe', 'quote', false],
      ['Bot', 'quote', true],
    ])
    expect(leads[0].message).toBe('Floor, hall\nand kitchen')
    expect(leads[0].mail).toEqual({ business: 'pending', acknowledgement: 'pending' })
  })

  it('exports CSV with proper quoting', async () => {
    const { stdout } = await cli(seeded(), 'export', '--format=csv')
    const lines = stdout.split('\r\n')
    expect(lines[0]).toBe(
      'id,created_at,form,name,email,phone,project_type,message,spam,spam_reason,business_email,acknowledgement_email,user_agent',
    )
    expect(stdout).toContain(
      `1,2025-01-20T18:00:00.000Z,contact,"Ann ""Annie"" Lee",jane.visitor@example.com,'+1 503 555 0101,,"Floor, hall\nand kitchen",false,,pending,pending,`,
    )
    expect(stdout).toContain('3,2025-01-22T18:00:00.000Z,quote,Bot,')
    expect(stdout.endsWith('\r\n')).toBe(true)
  })

  it('prints stats, a list newest first, and requeues failed e-mail', async () => {
    const dir = seeded()
    const { stdout: stats } = await cli(dir, 'stats')
    expect(stats).toContain('Leads:  2 (contact 1, quote 1)')
    expect(stats).toContain('Spam:   1')
    expect(stats).toContain('4 pending')

    const { stdout: list } = await cli(dir, 'list')
    const rows = list.trim().split('\n').slice(2)
    expect(rows.map((r) => r.split(/\s{2,}/)[0])).toEqual(['3', '2', '1'])
    expect(list).toContain('owner pending, visitor pending')
    expect(list).toContain('spam (too-fast)')

    const { stdout: retry } = await cli(dir, 'retry')
    expect(retry).toContain('No failed e-mails to retry.')
  })

  it('explains itself and rejects unknown commands', async () => {
    const dir = tempDir()
    expect((await cli(dir, '--help')).stdout).toContain('export --format csv|json')
    await expect(cli(dir, 'frobnicate')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown command "frobnicate"') })
    await expect(cli(dir, 'export', '--format', 'xml')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--format csv or --format json'),
    })
  })
})
