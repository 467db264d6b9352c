// The lead store, the outbox worker, the e-mails and the CLI, against a real SQLite file in a
// temp dir and a real SMTP server on loopback.
import { childEnv } from '#config/env'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { business } from '#content/business'
import Database from 'better-sqlite3'
import { openSqlite } from './database'
import { createFileMailer, createMailer, createSmtpMailer, mailAddresses } from '../mail/mailer'
import { migrationNames } from './migrate'
import { backoffMs, createOutbox } from '../outbox/outbox'
import { type NewLead, openLeadStore } from './store'
import { type TestSmtp, decodeWords, htmlPart, parseMail, startTestSmtp, textPart, waitFor } from '../../tests/helpers/smtp-server'
import { withRoomQueries } from '../stores'

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

async function store(dir = tempDir()) {
  const s = withRoomQueries(await openLeadStore({ dataDir: dir }))
  cleanups.push(() => s.close())
  return s
}

const failingMailer = {
  send: async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' })
  },
}

describe('SQLite database', () => {
  it('creates DATA_DIR and the file, uses WAL with synchronous=FULL, and records the migrations once', async () => {
    const dir = join(tempDir(), 'nested', 'data')
    withRoomQueries(await openLeadStore({ dataDir: dir })).close()
    await (await store(dir)).close()
    const db = openSqlite(join(dir, 'leads.sqlite'))
    cleanups.push(() => db.close())
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('synchronous', { simple: true })).toBe(2)
    expect(db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all()).toEqual(migrationNames())
  })

  it('carries a database of the first schema forward with its leads and pending e-mail', async () => {
    const dir = tempDir()
    const old = new Database(join(dir, 'leads.sqlite'))
    old.exec(readFileSync(join(import.meta.dirname, 'fixtures', 'schema-v1.sql'), 'utf8'))
    old.exec(`INSERT INTO leads (form, name, email, phone, message, created_at) VALUES ('contact', 'Old Lead', 'old@example.com', '503 555 0100', '', '2025-01-01T00:00:00.000Z');
      INSERT INTO outbox (lead_id, kind, to_addr, status, next_attempt_at, queued_at, claimed_at, created_at)
      VALUES (1, 'business', NULL, 'sending', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:01.000Z', '2025-01-01T00:00:00.000Z')`)
    old.close()
    const s = await store(dir)
    expect((await s.allLeads()).map((l) => [l.id, l.name, l.mail])).toEqual([[1, 'Old Lead', { business: 'sending' }]])
    // The row the old server left in `sending` has an expired lease: a worker takes it over.
    expect(await s.claimNext('new-worker', 60_000)).toMatchObject({ leadId: 1, kind: 'business', leaseOwner: 'new-worker' })
    const { id } = await s.insertLead(newLead())
    expect(id).toBe(2)
  })
})

describe('e-mail through the outbox, over real SMTP', () => {
  it('sends the business notification and the acknowledgement, each exactly once', async () => {
    const server = await smtp()
    const s = await store()
    const { id } = await s.insertLead(newLead())
    const outbox = createOutbox({ store: s, mailer: createSmtpMailer(server.url), ...addresses })

    expect(await outbox.runOnce()).toBe(2)
    expect(await outbox.runOnce()).toBe(0)
    expect(server.received).toHaveLength(2)
    expect((await s.outboxFor(id)).map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['business', 'sent', 1],
      ['acknowledgement', 'sent', 1],
    ])
    expect((await s.outboxFor(id))[0].toAddr).toBe('owner@startile.example')

    const toOwner = server.received.find((m) => m.envelopeTo.includes('owner@startile.example'))
    const toVisitor = server.received.find((m) => m.envelopeTo.includes('jane.visitor@example.com'))
    expect(toOwner?.envelopeTo).toEqual(['owner@startile.example'])
    expect(toVisitor?.envelopeTo).toEqual(['jane.visitor@example.com'])

    const owner = toOwner!.mail
    expect(owner.header('subject')).toBe('New quote request: Kitchen Backsplash, from Jane Doe')
    expect(owner.header('from')).toBe('Star Tile Website <hello@startile.example>')
    expect(owner.header('to')).toBe('owner@startile.example')
    expect(owner.header('reply-to')).toBe('Jane Doe <jane.visitor@example.com>')
    expect(textPart(owner)).toContain('Kitchen Backsplash')
    expect(textPart(owner)).toContain('About 30 sq ft of subway tile')
    expect(htmlPart(owner)).toContain('(503) 555-0100')

    const ack = toVisitor!.mail
    expect(ack.header('to')).toBe('jane.visitor@example.com')
    expect(ack.header('from')).toBe('Star Tile Website <hello@startile.example>')
    expect(textPart(ack)).toContain(`ST-${1000 + id}`)
    expect(textPart(ack)).toContain(business.phone.display)
    expect(htmlPart(ack)).toContain(business.phone.display)
  })

  it('names the day of the reply from the business hours: a request on a Saturday evening hears "by Monday noon"', async () => {
    const server = await smtp()
    const s = await store()
    // Saturday 2026-06-06, 7:30 PM in Portland
    const { id } = await s.insertLead(newLead({ zip: '97030', inArea: true }), new Date('2026-06-07T02:30:00Z'))
    await createOutbox({ store: s, mailer: createSmtpMailer(server.url), ...addresses }).runOnce()
    const ack = server.received.find((m) => m.envelopeTo.includes('jane.visitor@example.com'))!.mail
    expect(decodeWords(ack.header('subject') ?? '')).toBe(`We have your quote request (ST-${1000 + id})`)
    expect(textPart(ack)).toContain('will reply by Monday noon.')
    expect(textPart(ack)).toMatch(/ZIP code: +Gresham 97030, within our service area/)
    expect(textPart(ack)).toMatch(/Photos: +None/)
  })

  it("puts the visitor's address only in Reply-To of the business e-mail", async () => {
    const server = await smtp()
    const s = await store()
    await s.insertLead(newLead({ form: 'contact', projectType: null }))
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
    const s = await store()
    await s.insertLead(newLead({ name: 'Jane\r\nBcc: victim@example.org\r\nX-Injected: yes' }))
    await createOutbox({ store: s, mailer: createSmtpMailer(server.url), ...addresses }).runOnce()
    const owner = server.received.find((m) => m.envelopeTo.includes('owner@startile.example'))!
    expect(owner.envelopeTo).toEqual(['owner@startile.example'])
    expect(server.received.flatMap((m) => m.envelopeTo)).not.toContain('victim@example.org')
    expect(owner.mail.headers.has('bcc')).toBe(false)
    expect(owner.mail.headers.has('x-injected')).toBe(false)
    // A name holding an address never reaches a header at all (forged-names.test.ts).
    expect(decodeWords(owner.mail.header('subject') ?? '')).toBe('New quote request: Kitchen Backsplash, from a visitor')
  })

  it('escapes HTML in every field of the HTML part', async () => {
    const server = await smtp()
    const s = await store()
    await s.insertLead(newLead({ name: 'Jane <b>Bold</b>', message: '<script>alert("x")</script> & <img src=x onerror=alert(1)>' }))
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
    const s = await store()
    await s.insertLead(newLead({ name: 'Cheap pills at pills.example', message: 'Buy now at pills.example' }))
    await createOutbox({ store: s, mailer: createSmtpMailer(server.url), ...addresses }).runOnce()
    const ack = server.received.find((m) => m.envelopeTo.includes('jane.visitor@example.com'))!
    expect(ack.raw).not.toContain('pills.example')
  })
})

describe('retries', () => {
  const policy = { baseMs: 30_000, maxMs: 3_600_000 }

  it('backs off exponentially from 30 s to at most an hour, jittered within the upper half', () => {
    const low = [1, 2, 3, 4, 8, 20].map((n) => backoffMs(n, policy, () => 0))
    const high = [1, 2, 3, 4, 8, 20].map((n) => backoffMs(n, policy, () => 1))
    expect(high).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000])
    expect(low).toEqual(high.map((ms) => ms / 2))
    const spread = new Set(Array.from({ length: 50 }, () => backoffMs(3, policy)))
    expect(spread.size).toBeGreaterThan(10)
  })

  it('retries a failed send with backoff for 48 hours, then marks it failed, visible in stats; retry requeues it', async () => {
    const s = await store()
    const t0 = new Date('2025-01-20T18:00:00Z')
    let clock = t0
    const { id } = await s.insertLead(newLead(), t0)
    const outbox = createOutbox({ store: s, mailer: failingMailer, ...addresses, now: () => clock, random: () => 1 })

    expect(await outbox.runOnce()).toBe(2)
    let [business] = await s.outboxFor(id)
    expect(business).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: '2025-01-20T18:00:30.000Z' })
    expect(business.lastError).toContain('ECONNREFUSED')

    expect(await outbox.runOnce()).toBe(0) // not due yet
    clock = new Date(t0.getTime() + 30_000)
    await outbox.runOnce()
    ;[business] = await s.outboxFor(id)
    expect(business).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: '2025-01-20T18:01:30.000Z' })

    clock = new Date(t0.getTime() + 47 * 3_600_000)
    await outbox.runOnce()
    expect((await s.outboxFor(id)).map((r) => r.status)).toEqual(['pending', 'pending'])
    clock = new Date(t0.getTime() + 48 * 3_600_000)
    await outbox.runOnce()
    expect((await s.outboxFor(id)).map((r) => r.status)).toEqual(['failed', 'failed'])
    expect(await s.getLead(id)).toBeDefined() // the lead itself is never dropped
    expect((await s.stats()).outbox).toMatchObject({ failed: 2, pending: 0 })

    expect(await s.retryFailed(clock)).toBe(2)
    expect((await s.outboxFor(id)).map((r) => r.status)).toEqual(['pending', 'pending'])
  })

  it('marks a message the SMTP server rejects permanently (5xx) failed at once', async () => {
    const s = await store()
    const { id } = await s.insertLead(newLead())
    const rejecting = {
      send: async () => {
        throw Object.assign(new Error('Message rejected'), { code: 'EENVELOPE', responseCode: 550 })
      },
    }
    const outbox = createOutbox({ store: s, mailer: rejecting, ...addresses })
    expect(await outbox.runOnce()).toBe(2)
    expect(await outbox.runOnce()).toBe(0)
    expect((await s.outboxFor(id)).map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
    ])
  })

  it('sends each message once even with two workers on the same database', async () => {
    const dir = tempDir()
    const a = await store(dir)
    const b = await store(dir)
    for (let i = 0; i < 5; i++) await a.insertLead(newLead({ email: `visitor${i}@example.com` }))
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

  it('takes over a message whose worker died mid-send once the lease expires, not before', async () => {
    const s = await store()
    const { id } = await s.insertLead(newLead(), new Date(Date.now() - 3 * 60 * 60_000))
    await s.claimNext('live-worker', 60 * 60_000) // the business e-mail, still held
    await s.claimNext('dead-worker', 60 * 60_000, new Date(Date.now() - 2 * 60 * 60_000)) // expired an hour ago
    let sends = 0
    const outbox = createOutbox({ store: s, mailer: { send: async () => void sends++ }, ...addresses, pollMs: 60_000 })
    expect(await outbox.runOnce()).toBe(1)
    expect(sends).toBe(1)
    expect((await s.outboxFor(id)).map((r) => [r.status, r.leaseOwner])).toEqual([
      ['sending', 'live-worker'],
      ['sent', null],
    ])
  })

  it('stop() waits for the message being sent and gives back nothing half-done', async () => {
    const s = await store()
    const { id } = await s.insertLead(newLead({ spamReason: null }))
    let release = () => {}
    let started = false
    const mailer = {
      send: () =>
        new Promise<void>((r) => {
          started = true
          release = r
        }),
    }
    const outbox = createOutbox({ store: s, mailer, ...addresses, pollMs: 60_000 })
    outbox.start()
    await waitFor(() => started, 5000, 'the send to start')
    let stopped = false
    const stopping = outbox.stop().then(() => (stopped = true))
    await new Promise((r) => setTimeout(r, 20))
    expect(stopped).toBe(false)
    release()
    await stopping
    expect((await s.outboxFor(id)).map((r) => [r.status, r.leaseOwner])).toEqual([
      ['sent', null],
      ['pending', null], // not started after stop
    ])
  })
})

describe('mailer', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox when SMTP_URL is not set', async () => {
    const dir = tempDir()
    const mailer = createMailer({ dataDir: dir })
    expect(mailer.description).toContain(join(dir, 'outbox'))
    const s = await store()
    await s.insertLead(newLead())
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
    const mailer = createMailer({ smtpUrl: 'smtp://user:secret@mail.example.com:587', dataDir: 'unused' })
    expect(mailer.description).toBe('SMTP smtp://mail.example.com:587')
    mailer.close()
    expect(() => createSmtpMailer('not a url')).toThrow(/SMTP_URL/)
    expect(createFileMailer('x').description).toContain('SMTP_URL')
  })

  it('defaults LEADS_TO and MAIL_FROM to the business address', () => {
    expect(mailAddresses({})).toEqual({ leadsTo: business.email, from: `"${business.name} Website" <${business.email}>` })
    expect(mailAddresses({ leadsTo: 'a@b.example', from: 'c@d.example' })).toEqual({ leadsTo: 'a@b.example', from: 'c@d.example' })
  })
})

// Each test has its own data folder, and most of their time is Node and tsx starting the CLI, so
// they run side by side; a dozen CLI runs at once on a loaded machine need more than 30 s.
describe.concurrent('CLI (npm run leads)', { timeout: 120_000 }, () => {
  const cli = (dataDir: string, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/cli/cli.ts', ...args], {
      env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: undefined }),
      cwd: join(import.meta.dirname, '..', '..'),
    })

  async function seeded() {
    const dir = tempDir()
    const s = withRoomQueries(await openLeadStore({ dataDir: dir }))
    await s.insertLead(
      newLead({
        form: 'contact',
        projectType: null,
        name: 'Ann "Annie" Lee',
        phone: '+1 503 555 0101',
        message: 'Floor, hall\nand kitchen',
      }),
      new Date('2025-01-20T18:00:00Z'),
    )
    await s.insertLead(newLead(), new Date('2025-01-21T18:00:00Z'))
    await s.insertLead(newLead({ name: 'Bot', spamReason: 'too-fast' }), new Date('2025-01-22T18:00:00Z'))
    await s.close()
    return dir
  }

  it('exports every lead as JSON', async () => {
    const { stdout } = await cli(await seeded(), 'export', '--format', 'json')
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
    const { stdout } = await cli(await seeded(), 'export', '--format=csv')
    const lines = stdout.split('\r\n')
    expect(lines[0]).toBe(
      'id,created_at,form,name,email,phone,project_type,message,spam,spam_reason,business_email,acknowledgement_email,user_agent,zip,in_area,visit_windows,estimate,pattern,photos,status,webhook,source_page,source_tool,referrer_host,utm_source,utm_medium,utm_campaign,click_id,first_contacted_at,visit_on,visit_time,won_value,won_source,landing_page',
    )
    expect(stdout).toContain(
      `1,2025-01-20T18:00:00.000Z,contact,"Ann ""Annie"" Lee",jane.visitor@example.com,'+1 503 555 0101,,"Floor, hall\nand kitchen",false,,pending,pending,`,
    )
    expect(stdout).toContain('3,2025-01-22T18:00:00.000Z,quote,Bot,')
    expect(stdout.endsWith('\r\n')).toBe(true)
  })

  it('writes no control character a terminal would obey, in CSV, JSON or the list; the formula guard stays', async () => {
    const dir = tempDir()
    const s = withRoomQueries(await openLeadStore({ dataDir: dir }))
    const name = 'Eve\u001b]0;owned\u0007\u001b[2J\u009b31m'
    await s.insertLead({
      ...newLead({ name: `=${name}`, message: 'line\u001b[1A\roverwritten\u0085' }),
      userAgent: 'Agent\u001b[31m\u009d8;;http://evil.example\u009c',
    })
    await s.close()
    // Reads only, of one store: the four runs go side by side.
    const runs = [['export', '--format', 'csv'], ['export', '--format', 'json'], ['list'], ['export']]
    const [csv, json, list, plainExport] = await Promise.all(runs.map(async (args) => (await cli(dir, ...args)).stdout))
    for (const [i, stdout] of [csv, json, list, plainExport].entries())
      expect(stdout, runs[i].join(' ')).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/)
    expect(csv).toContain('\\u001b]0;owned')
    expect(json).toContain('\\u001b]0;owned')
    // The JSON still reads back as exactly what was stored.
    expect((JSON.parse(json) as { name: string; userAgent: string }[])[0]).toMatchObject({ name: `=${name}` })
    expect(plainExport).toContain("'=Eve")
  })

  it('prints stats, a list newest first, and requeues failed e-mail', async () => {
    const dir = await seeded()
    const { stdout: stats } = await cli(dir, 'stats')
    expect(stats).toContain('Leads:  2 (contact 1, quote 1)')
    expect(stats).toContain('Spam:   1')
    expect(stats).toContain('Photos: 0 stored')
    expect(stats).toContain('4 pending')

    const { stdout: list } = await cli(dir, 'list')
    const rows = list.trim().split('\n').slice(2)
    expect(rows.map((r) => r.split(/\s{2,}/)[0])).toEqual(['3', '2', '1'])
    expect(list).toContain('owner pending, visitor pending')
    expect(list).toContain('spam (too-fast)')

    const { stdout: retry } = await cli(dir, 'retry')
    expect(retry).toContain('No failed e-mails to retry.')
  })

  it('exports the quote details, and writes each photo under a name of its own with --photos', async () => {
    const dir = tempDir()
    const s = withRoomQueries(await openLeadStore({ dataDir: dir }))
    const data = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1, 2, 3])
    const photo = { name: '../../evil.jpg', contentType: 'image/jpeg' as const, data, width: 2048, height: 1536, originalBytes: 9000 }
    const { id } = await s.insertLead(newLead({ zip: '97030', inArea: true, visitWindows: ['monday-morning'], photos: [photo, photo] }))
    await s.close()
    const out = join(tempDir(), 'photos')
    const { stdout } = await cli(dir, 'export', '--format', 'json', '--photos', out)
    const [lead] = JSON.parse(stdout) as {
      zip: string
      inArea: boolean
      visitWindows: string[]
      photos: { name: string; file: string }[]
    }[]
    expect(lead).toMatchObject({ zip: '97030', inArea: true, visitWindows: ['monday-morning'] })
    expect(lead.photos.map((p) => [p.name, p.file])).toEqual([
      ['../../evil.jpg', join(out, `lead-${id}-photo-1.jpg`)],
      ['../../evil.jpg', join(out, `lead-${id}-photo-2.jpg`)],
    ])
    expect(readdirSync(out).sort()).toEqual([`lead-${id}-photo-1.jpg`, `lead-${id}-photo-2.jpg`])
    expect(readFileSync(join(out, `lead-${id}-photo-1.jpg`))).toEqual(data)
    const { stdout: csv } = await cli(dir, 'export')
    expect(csv).toContain(
      ',97030,yes,Monday morning (8:00 AM – 12:00 PM),,,"photo 1: ../../evil.jpg (2048x1536)\nphoto 2: ../../evil.jpg (2048x1536)"',
    )
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
