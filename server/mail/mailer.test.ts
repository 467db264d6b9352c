// The file mailer's .eml copies: each tied to its lead (by the name for a lead's own e-mails, by the
// X-Lead-Ids header for a digest), deleted with it and no other, and private (0700 folder, 0600
// files) under a loose umask.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sampleLead } from '../../tests/fixtures/sample-lead'
import { tempDir } from '../../tests/helpers/databases'
import { digestMessage } from './digest'
import { createFileMailer, forgetMailOf, outboxFolder } from './mailer'
import { buildMessage, kindsInOrder, outboxKinds } from './outbox-kinds'
import type { Lead, OutboxKind } from '../store/store'
import type { OutboxRow } from '../store/tables'
import { sampleQuoteFacts } from '../../tests/fixtures/sample-quote'

const addresses = { from: 'site@startile.example', leadsTo: 'owner@startile.example' }
const lead = (id: number): Lead => ({ ...sampleLead, id, name: `Person ${id}`, email: `p${id}@example.com` })
const when = { day: '2026-11-26', tomorrow: '2026-11-27', now: new Date('2026-11-26T15:00:00Z') }
const digestOf = (ids: number[], again = false) =>
  digestMessage(
    { newLeads: ids.map(lead), visits: [], quotes: [], requests: [] },
    when,
    addresses,
    'https://www.startile.example',
    undefined,
    again,
  )!

/** A lead's e-mail of a kind, built by the outbox table's own builder, with a visit and a request for the visit kinds, a quote for the quote kinds. */
function mailOf(kind: OutboxKind, of: Lead, rowId: number) {
  const facts = outboxKinds[kind]
  if (facts.lane !== 'mail') return undefined
  const row: OutboxRow = {
    id: rowId,
    leadId: of.id,
    kind,
    toAddr: of.email,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: when.now.toISOString(),
    queuedAt: when.now.toISOString(),
    claimedAt: null,
    lastError: null,
    sentAt: null,
    createdAt: when.now.toISOString(),
    leaseOwner: null,
    leaseUntil: null,
    visitOn: '2026-12-01',
    visitTime: '09:00',
    visitSequence: 1,
    visitRequestId: rowId,
    quoteVersionId: null,
    jobStartOn: '2026-12-08',
    jobSequence: 0,
  }
  const request = {
    id: rowId,
    leadId: of.id,
    kind: 'move' as const,
    choices: [],
    note: `Call ${of.phone}`,
    createdAt: row.createdAt,
    handledAt: null,
  }
  const visit = { row, uid: `lead-${of.id}@startile.example`, link: 'https://www.startile.example/visit/x', request }
  const job = { row, uid: `job-${of.id}@startile.example` }
  return facts.build(
    { ...of, visit: { on: '2026-12-01', time: '09:00' } },
    { addresses, mail: { photos: [], maxAttachmentBytes: 0 }, photoCount: 0, visit, quote: sampleQuoteFacts(row), job },
  )
}

let umask: number | undefined
afterEach(() => {
  if (umask !== undefined) process.umask(umask)
  umask = undefined
})

describe('the file mailer', () => {
  it("deletes a lead's own e-mails and the digests that list it, and nothing else", async () => {
    const folder = outboxFolder(tempDir('outbox-'))
    const mailer = createFileMailer(folder)
    for (const id of [7, 70, 17]) {
      for (const kind of ['business', 'acknowledgement', 'review'] as const) await mailer.send(buildMessage(kind, lead(id), addresses))
    }
    // A digest naming many leads folds its header over several lines; lead 7 comes last of those named.
    const many = Array.from({ length: 24 }, (_, i) => 100 + i)
    await mailer.send(digestOf([...many, 7], true))
    await mailer.send(digestOf([70, 17]))
    await mailer.send({ from: addresses.from, to: 'helper@example.com', subject: 'Your invitation', text: 'A link' })
    mailer.close()
    // A copy half written when the process died.
    const before = readdirSync(folder)
    const half = `${before.find((n) => n.includes('-lead-7-business'))}.4242.tmp`
    writeFileSync(join(folder, half), 'partial')
    expect(before.filter((n) => n.includes('-lead-'))).toHaveLength(9)

    expect(await forgetMailOf(folder, [7])).toBe(5)
    const after = readdirSync(folder)
    expect(after.some((n) => /-lead-7-/.test(n))).toBe(false)
    expect(after.filter((n) => /-lead-70-/.test(n))).toHaveLength(3)
    expect(after.filter((n) => /-lead-17-/.test(n))).toHaveLength(3)
    expect(after.filter((n) => n.includes('-digest-'))).toHaveLength(1)
    expect(after).toHaveLength(3 + 3 + 1 + 1)

    expect(await forgetMailOf(folder, [70, 17])).toBe(7)
    expect(readdirSync(folder)).toHaveLength(1)
  })

  it("deletes every kind of e-mail of the outbox table about a lead, visit and quote e-mails included, and only that lead's", async () => {
    const folder = outboxFolder(tempDir('outbox-'))
    const mailer = createFileMailer(folder)
    const gone = { ...lead(8), phone: '503 555 0188' }
    const kept = { ...lead(80), phone: '503 555 0180' }
    let sent = 0
    for (const [i, kind] of kindsInOrder.entries()) {
      for (const of of [gone, kept]) {
        const message = mailOf(kind, of, i + 1)
        if (!message) continue
        await mailer.send(message)
        sent++
      }
    }
    mailer.close()
    const mailKinds = kindsInOrder.filter((k) => outboxKinds[k].lane === 'mail')
    expect(mailKinds).toEqual(expect.arrayContaining(['visit-booked', 'visit-request', 'quote-sent', 'quote-answer']))
    expect(sent).toBe(2 * mailKinds.length)
    expect(readdirSync(folder).some((n) => /-lead-8-visit-request-\d+\.eml$/.test(n))).toBe(true)
    expect(readdirSync(folder).some((n) => /-lead-8-quote-signed-\d+\.eml$/.test(n))).toBe(true)

    expect(await forgetMailOf(folder, [8])).toBe(mailKinds.length)
    const left = readdirSync(folder)
    expect(left).toHaveLength(mailKinds.length)
    for (const name of left) {
      const text = readFileSync(join(folder, name), 'latin1')
      expect(text).not.toContain(gone.email)
      expect(text).not.toContain('0188')
    }
  })

  it('forgets nothing in a folder that does not exist', async () => {
    expect(await forgetMailOf(join(tempDir('outbox-'), 'outbox'), [1])).toBe(0)
  })

  it("writes its folder 0700 and its files 0600 under the machine's umask 022", async () => {
    umask = process.umask(0o022)
    const folder = join(tempDir('outbox-'), 'data', 'outbox')
    const mailer = createFileMailer(folder)
    await mailer.send(buildMessage('business', lead(3), addresses))
    mailer.close()
    expect(statSync(join(folder, '..')).mode & 0o777).toBe(0o700)
    expect(statSync(folder).mode & 0o777).toBe(0o700)
    const [file] = readdirSync(folder)
    expect(statSync(join(folder, file)).mode & 0o777).toBe(0o600)
  })
})
