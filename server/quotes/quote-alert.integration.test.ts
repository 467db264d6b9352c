// The owner's push alert of a customer's answer to a quote (issue 42, record 038) on SQLite and
// PostgreSQL: queued with the answer, one per device, and when it goes, the lock screen shows the
// option and total, never the customer's name, e-mail or words.
import { describe, expect, it } from 'vitest'
import { storeTargets } from '../../tests/helpers/databases'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { leadWithDraft, sampleDraft, sentAt } from '../../tests/helpers/quote-fixtures'
import { alertPayload } from '../push/alert-payload'
import { iso } from '../store/tables'
import type { ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const client = { address: '203.0.113.9', userAgent: 'Phone' }
const at = new Date('2026-12-03T01:00:00Z')

async function withDevice(store: ServerStore) {
  const { id } = await store.handle.db
    .insertInto('people')
    .values({ email: 'owner@startile.example', role: 'owner', created_at: iso(sentAt) })
    .returning('id')
    .executeTakeFirstOrThrow()
  await store.push.subscribe({ personId: Number(id), passkeyId: null, endpoint: 'https://push.example/phone', p256dh: 'k', auth: 'a' })
}

/** The next alert's lock screen, as the lane would send it. */
async function lockScreen(store: ServerStore) {
  // Each lead of the test alerted as it came in: those are not what this test reads.
  await store.handle.db.deleteFrom('push_alerts').where('kind', '=', 'new-lead').execute()
  const job = await store.push.claimNextAlert('test', 60_000, at)
  if (!job) throw new Error('no alert queued')
  await store.push.markAlertSent(job.id, 'test', at)
  return { kind: job.kind, ...alertPayload(job, 'https://www.startile.example') }
}

describe.each(storeTargets(pgDb))('the owner’s alert of an answer to a quote on $name', (target) => {
  it('shows the option and total of an acceptance, a decline or a question, never the name or the words', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    await withDevice(store)
    const accepted = await leadWithDraft(store, sampleDraft(), 'Dana Secretname')
    const sent = await store.sendQuote(accepted, null, sentAt)
    if (!sent.ok) throw new Error(sent.reason)
    const result = await store.acceptQuote(
      sent.token,
      { optionIndex: 2, addOns: [1], expectedTotalCents: 365000, typedName: 'Dana Secretname' },
      client,
      at,
    )
    expect(result.ok).toBe(true)
    const onAccept = await lockScreen(store)
    expect(onAccept).toMatchObject({ kind: 'quote-accepted', title: 'Quote accepted', body: 'Best, $3,650.00', tag: `lead-${accepted}` })

    const declined = await leadWithDraft(store, sampleDraft(), 'Dana Secretname')
    const second = await store.sendQuote(declined, null, sentAt)
    if (!second.ok) throw new Error(second.reason)
    expect(await store.declineQuote(second.token, 'Too dear for Dana', client, at)).toEqual({ ok: true })
    const onDecline = await lockScreen(store)
    expect(onDecline).toMatchObject({ kind: 'quote-declined', body: '3 options, $1,740.00 to $3,480.00' })

    const asked = await leadWithDraft(store, sampleDraft({ options: sampleDraft().options.slice(0, 1) }), 'Dana Secretname')
    const third = await store.sendQuote(asked, null, sentAt)
    if (!third.ok) throw new Error(third.reason)
    expect(await store.askQuoteQuestion(third.token, 'Dana here: gate code 1234?', client, at)).toEqual({ ok: true })
    const onQuestion = await lockScreen(store)
    expect(onQuestion).toMatchObject({ kind: 'quote-question', title: 'Question about a quote', body: 'Good, $1,740.00' })

    for (const shown of [onAccept, onDecline, onQuestion]) {
      for (const secret of ['Dana', 'Secretname', 'pat@', '555', '1234', 'dear']) expect(JSON.stringify(shown)).not.toContain(secret)
    }
    expect(await store.push.claimNextAlert('test', 60_000, at)).toBeUndefined()
  })
})
