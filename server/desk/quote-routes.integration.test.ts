// The quote's desk endpoints through the real server on SQLite and PostgreSQL, with the real quotes'
// store (server/quotes/): the first draft made from a lead's calculator estimate; a helper drafts
// but cannot send or stop follow-ups; hostile drafts refused whole with a sentence naming where,
// the database unchanged to the byte; the owner sends to the confirmed address (status Quoted, the
// state in the list, the follow-ups queued, then stopped); a second version replaces the first;
// the PDF made once and kept; an acceptance shows with its won value in the list, the CSV and the
// sources table, and the accepted quote cannot be sent again.
import { describe, expect, it } from 'vitest'
import type { DeskQuoteAnswer, ListAnswer } from '#domain/desk-contract'
import type { QuoteDraft } from '#domain/quote/quote-draft'
import type { QuoteSnapshot } from '#domain/quote/quote-snapshot'
import { deskOf, storeTargets } from '../../tests/helpers/databases'
import { deskApp, tokenOf } from '../../tests/helpers/desk-app'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()

// Tuesday, December 1, 2026, 9 AM in Portland.
const start = new Date('2026-12-01T17:00:00Z')
const estimate = {
  query: 'length=12&width=10&tile=12x12&price=8.50',
  lines: ['Estimate: 12 ft x 10 ft (120.0 sq ft)'],
  totalTiles: 138,
  totalWithWaste: 1173,
}
const photo = (name: string) => ({
  name,
  contentType: 'image/jpeg' as const,
  data: Buffer.from([0xff, 0xd8, 0xff]),
  width: 1,
  height: 1,
  originalBytes: 3,
})

/** A stand-in PDF maker for this test (the real one is server/quotes/quote-pdf.ts): its bytes name the version, and it counts its calls. */
function fixturePdf() {
  const made: string[] = []
  const pdf = async (snapshot: QuoteSnapshot, signed?: unknown) => {
    made.push(`${snapshot.reference} v${snapshot.version}${signed ? ' signed' : ''}`)
    return Buffer.from(`%PDF-1.7 test ${made.at(-1)}`)
  }
  return { pdf, made }
}

describe.each(storeTargets(pgDb))('the quote in the desk on $name', (target) => {
  async function setUp() {
    const opened = await target.open()
    cleanups.push(() => opened.store.close())
    const { store } = opened
    const clock = { now: start }
    const maker = fixturePdf()
    const desk = await deskApp(store, cleanups, () => clock.now, { pdf: maker.pdf })
    const owner = await desk.register(await deskOf(store).createInvitation('owner@example.com', null, clock.now))
    const invited = await desk.post('/api/inbox/invitations', owner.cookie, { email: 'helper@example.com' })
    const helper = await desk.register(tokenOf(invited.json().link))
    const { id } = await store.insertLead(
      {
        form: 'quote',
        name: 'Pat Doe',
        email: 'Pat@Example.com',
        phone: '(503) 555-0100',
        message: 'Kitchen floor',
        projectType: 'Flooring',
        zip: '97214',
        estimate,
        photos: [photo('a.jpg'), photo('b.jpg')],
        source: { utmSource: 'google' },
      },
      new Date('2026-11-30T17:00:00Z'),
    )
    const quote = async (cookie = owner.cookie): Promise<DeskQuoteAnswer> => (await desk.get(`/api/inbox/leads/${id}/quote`, cookie)).json()
    const row = async () => ((await desk.get('/api/inbox/leads', owner.cookie)).json() as ListAnswer).leads.find((l) => l.id === id)
    return { ...opened, clock, desk, owner, helper, id, quote, row, maker }
  }

  it('drafts from the takeoff, lets a helper save but not send, and refuses hostile drafts whole', async () => {
    const { store, desk, owner, helper, id, quote, row, dump } = await setUp()
    const first = await quote(helper.cookie)
    expect(first).toMatchObject({ draft: null, state: null, versions: [], maySend: false, customerEmail: 'Pat@Example.com' })
    expect(first.prefill.options[0].lines.map((l) => [l.quantity, l.unit, l.unitCents])).toEqual([
      [138, 'sq ft', 850],
      [expect.any(Number), 'bag', 2400],
      [expect.any(Number), 'bag', 3200],
      [120, 'sq ft', 500],
    ])
    expect(first.prefill.validThrough).toBe('2026-12-31')
    expect((await quote()).maySend).toBe(true)
    expect((await row())?.quote).toBeNull()

    // The helper edits a line and saves: the draft is theirs, the state a draft.
    const draft: QuoteDraft = structuredClone(first.prefill)
    draft.options[0].lines[0].unitCents = 925
    draft.photos = [2]
    const saved = await desk.post(`/api/inbox/leads/${id}/quote`, helper.cookie, draft)
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await quote()).draft).toMatchObject({ value: draft, updatedBy: 'helper@example.com' })
    expect((await row())?.quote).toBe('draft')

    // Nothing a helper sends or stops is kept, whatever it carries.
    const before = await dump()
    for (const [path, body] of [
      ['send', { email: 'Pat@Example.com', draft }],
      ['send', { junk: true }],
      ['stop', {}],
    ] as const) {
      const res = await desk.post(`/api/inbox/leads/${id}/quote/${path}`, helper.cookie, body)
      expect(res.statusCode).toBe(403)
      expect(res.json().error).toMatch(/^Only an owner can send a quote/)
    }

    const line = draft.options[0].lines[0]
    const hostile: [string, unknown, RegExp][] = [
      [
        'negative quantity',
        { ...draft, options: [{ ...draft.options[0], lines: [{ ...line, quantity: -3 }] }] },
        /^The quote was not saved\. Option 1, line 1: A quantity must be at least 1\.$/,
      ],
      [
        'fractional quantity',
        { ...draft, options: [{ ...draft.options[0], lines: [line, { ...line, quantity: 2.5 }] }] },
        /Option 1, line 2: A quantity must be a whole number\./,
      ],
      [
        '41 lines',
        { ...draft, options: [{ ...draft.options[0], lines: Array(41).fill(line) }] },
        /Option 1: An option can have at most 40 lines\./,
      ],
      [
        'a 10,000-character description',
        { ...draft, addOns: [{ ...line, description: 'x'.repeat(10_000) }] },
        /Add-on 1: A description can be at most 300 characters\./,
      ],
      [
        'a price beyond a safe integer',
        { ...draft, options: [{ ...draft.options[0], lines: [{ ...line, unitCents: 2 ** 53 + 2 }] }] },
        /A unit price must be a whole number of cents/,
      ],
      [
        'a total beyond the cap',
        { ...draft, options: [{ ...draft.options[0], lines: [{ ...line, quantity: 100_000, unitCents: 100_000 }] }] },
        /A quote total can be at most \$10,000,000\.00\./,
      ],
      ['a bidi override', { ...draft, note: 'pay \u202Eevil' }, /The note has characters that cannot be shown\./],
      ['an unknown field', { ...draft, totalCents: 1 }, /^The quote was not saved\. /],
      ['a day that does not exist', { ...draft, validThrough: '2026-02-30' }, /Choose a valid-through day from today to a year ahead\./],
      ['a day already past', { ...draft, validThrough: '2026-11-30' }, /Choose a valid-through day/],
      ['a photo the lead does not have', { ...draft, photos: [2, 9] }, /Photo 9 is not one of this lead’s photos\./],
      ['not a draft at all', ['options'], /^The quote was not saved\. /],
      [
        'a million line items',
        { ...draft, options: [{ ...draft.options[0], lines: Array(1_000_000).fill(line) }] },
        /far larger than a quote can be/,
      ],
    ]
    for (const [what, body, sentence] of hostile) {
      for (const [path, payload] of [
        ['', body],
        ['/send', { email: 'pat@example.com', draft: body }],
      ] as const) {
        const res = await desk.post(`/api/inbox/leads/${id}/quote${path}`, owner.cookie, payload as object)
        expect([400, 413], `${what} ${path}: ${res.body}`).toContain(res.statusCode)
        expect(res.json().error, what).toMatch(sentence)
      }
    }
    expect(await dump()).toEqual(before)
    expect(await store.quoteVersions(id)).toEqual([])
    // An unknown lead, and a malformed id, are the same 404.
    expect((await desk.post('/api/inbox/leads/999/quote', owner.cookie, draft)).statusCode).toBe(404)
    expect((await desk.get('/api/inbox/leads/01/quote', owner.cookie)).statusCode).toBe(404)
  })

  it('sends to the confirmed address, queues and stops follow-ups, replaces a version, keeps its PDF, and shows the acceptance and won value', async () => {
    const { store, desk, owner, id, quote, row, clock, maker, dump } = await setUp()
    const draft = structuredClone((await quote()).prefill)
    // An address other than the lead's (a page loaded before it changed) sends nothing.
    const before = await dump()
    const wrong = await desk.post(`/api/inbox/leads/${id}/quote/send`, owner.cookie, { email: 'old@example.com', draft })
    expect(wrong.statusCode).toBe(409)
    expect(wrong.json().error).toBe('The customer’s e-mail address is now Pat@Example.com. Reload the lead, check it, and send again.')
    expect(await dump()).toEqual(before)

    const sent = await desk.post(`/api/inbox/leads/${id}/quote/send`, owner.cookie, { email: ' pat@example.com', draft })
    expect(sent.json()).toEqual({ ok: true, version: 1 })
    expect((await store.getLead(id))?.status).toBe('Quoted')
    const one = await quote()
    expect(one.state).toBe('sent')
    expect(one.versions).toMatchObject([
      { version: 1, state: 'sent', sentBy: 'owner@example.com', views: 0, pdfUrl: `/api/inbox/leads/${id}/quote/1/quote` },
    ])
    expect(one.versions[0].options[0].totalCents).toBe(draft.options[0].lines.reduce((s, l) => s + l.quantity * l.unitCents, 0))
    expect(one.followUps.filter((f) => f.kind === 'quote-followup').map((f) => f.status)).toEqual(['pending', 'pending'])
    expect((await row())?.quote).toBe('sent')

    // The PDF: made once, then the kept bytes; a signed copy only once accepted; an unknown version 404.
    const pdf = await desk.get(one.versions[0].pdfUrl, owner.cookie)
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.body]).toEqual([
      200,
      'application/pdf',
      '%PDF-1.7 test ST-' + (1000 + id) + ' v1',
    ])
    expect((await desk.get(one.versions[0].pdfUrl, owner.cookie)).body).toBe(pdf.body)
    expect(maker.made).toHaveLength(1)
    for (const path of ['1/signed', '2/quote', '1/other', '0/quote']) {
      expect((await desk.get(`/api/inbox/leads/${id}/quote/${path}`, owner.cookie)).statusCode, path).toBe(404)
    }

    // Stopped by the owner: every queued reminder skipped; a second stop finds none.
    expect((await desk.post(`/api/inbox/leads/${id}/quote/stop`, owner.cookie)).json()).toEqual({ ok: true, stopped: true })
    expect((await quote()).followUps.every((f) => f.status !== 'pending')).toBe(true)
    expect((await desk.post(`/api/inbox/leads/${id}/quote/stop`, owner.cookie)).json()).toEqual({ ok: true, stopped: false })

    // A change sent later is version 2; version 1 says it was replaced.
    clock.now = new Date(start.getTime() + 3_600_000)
    draft.options.push({
      name: 'Better',
      lines: [{ description: 'Large-format porcelain', quantity: 120, unit: 'sq ft', unitCents: 1850 }],
    })
    expect((await desk.post(`/api/inbox/leads/${id}/quote/send`, owner.cookie, { email: 'Pat@Example.com', draft })).json()).toEqual({
      ok: true,
      version: 2,
    })
    const two = await quote()
    expect(two.versions.map((v) => [v.version, v.state])).toEqual([
      [2, 'sent'],
      [1, 'replaced'],
    ])

    // The customer accepts Better: the desk shows the acceptance, the won value, the state in the list.
    const token = await store.quoteToken(id, 2)
    const total = two.versions[0].options[1].totalCents
    const accepted = await store.acceptQuote(
      token,
      { optionIndex: 1, addOns: [], expectedTotalCents: total, typedName: 'Pat Doe' },
      { address: '203.0.113.9', userAgent: 'test' },
      clock.now,
    )
    expect(accepted.ok).toBe(true)
    const done = await quote()
    expect(done.state).toBe('accepted')
    expect(done.acceptance).toMatchObject({ version: 2, optionName: 'Better', addOns: [], totalCents: total, typedName: 'Pat Doe' })
    expect(done.won).toEqual({ cents: total, source: 'quote' })
    expect(done.versions[0].signedPdfUrl).toBe(`/api/inbox/leads/${id}/quote/2/signed`)
    expect((await desk.get(done.versions[0].signedPdfUrl ?? '', owner.cookie)).body).toContain('v2 signed')
    expect((await row())?.quote).toBe('accepted')
    const csv = (await desk.get('/api/inbox/leads.csv', owner.cookie)).body
    const dollars = `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`
    expect(csv.trim().split('\r\n')[1]).toMatch(new RegExp(`,Won,.*,${dollars.replace('.', '\\.')},quote,$`))
    const insights = (await desk.get('/api/inbox/insights', owner.cookie)).json()
    expect(insights.sources).toEqual([
      { source: 'google', leads30: 1, won30: 1, wonCents30: total, leads90: 1, won90: 1, wonCents90: total },
    ])

    // An accepted quote is the signed record: sending again changes nothing.
    const after = await dump()
    const again = await desk.post(`/api/inbox/leads/${id}/quote/send`, owner.cookie, { email: 'Pat@Example.com', draft })
    expect([again.statusCode, again.json().error]).toEqual([409, 'This quote has been accepted: it cannot be changed or sent again.'])
    expect(await dump()).toEqual(after)
  })
})
