// The customer's quote page through the real server (buildApp), over the in-memory TEST FIXTURE of
// the store's customer side (tests/helpers/quote-store-fixture.ts): what the page shows and in what
// order, that a GET changes nothing but a view (never for HEAD, a bot or a prefetch), the three
// posts, and every hostile request refused in the site's words with a 4xx, nothing stored.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { type QuoteStoreFixture, quoteStoreFixture } from '../../tests/helpers/quote-store-fixture'

const site = 'https://www.startile.example'
const token = 's4nQAiOAGt1R8AYlUcTI0kU7qzJKiOUI45-YA8dZip8'
const path = `/quote/${token}`
const form = 'application/x-www-form-urlencoded'
const closers: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/** A built site of one page, the 404 page: the shell of the quote's page. */
function standInSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quote-site-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>')
  mkdirSync(join(dir, '404'))
  writeFileSync(
    join(dir, '404', 'index.html'),
    `<!doctype html><html lang="en-US"><head><meta charSet="utf-8"/><title>Oops | Star Tile</title><link rel="canonical" href="${site}/404"/><script type="module">import("/assets/x.js")</script></head><body><header>Star Tile</header><main id="main"><h1>Oops! Page not found</h1></main><footer>Footer</footer></body></html>`,
  )
  return dir
}

async function setUp(options: { rateLimit?: number; store?: QuoteStoreFixture } = {}) {
  const store = options.store ?? quoteStoreFixture(token)
  const clock = { now: new Date('2026-12-01T18:00:00Z') }
  const nudges: number[] = []
  const server = await buildApp({
    distDir: standInSite(),
    replayStatic: false,
    quotes: { store, outbox: { nudge: () => nudges.push(1) }, siteUrl: site, rateLimit: options.rateLimit ?? 0, now: () => clock.now },
  })
  closers.push(() => server.close())
  const post = (kind: string, body: string, headers: Record<string, string> = {}) =>
    server.inject({
      method: 'POST',
      url: `${path}/${kind}`,
      headers: { 'content-type': form, 'sec-fetch-site': 'same-origin', ...headers },
      payload: body,
    })
  const get = (url = path, headers: Record<string, string> = {}) => server.inject({ url, headers })
  return { store, clock, server, post, get, nudges }
}

const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')

describe('the customer’s quote page', () => {
  it('shows the options with their differences, the total, the terms, then the consent and the name last; private headers', async () => {
    const { get } = await setUp()
    const page = await get()
    expect(page.statusCode).toBe(200)
    expect(page.headers).toMatchObject({
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
    })
    expect(page.headers['content-security-policy']).toBeDefined()
    expect(page.body).toContain('<title>Your quote | Star Tile</title>')
    expect(page.body).toMatch(/<header>Star Tile<\/header>[\s\S]*<footer>Footer<\/footer>/)
    for (const gone of ['Oops', '<script', 'canonical']) expect(page.body).not.toContain(gone)
    const text = textOf(page.body)
    expect(text).toContain('Your written quote ST-1007')
    // Good $1,500.00; Better $2,580.00 (+$1,080.00); Best $3,210.00 (+$1,710.00); add-ons +$850.00 and +$300.00.
    expect(text).toMatch(/Good Total \$1,500\.00 Base price/)
    expect(text).toMatch(/Better Total \$2,580\.00 \+\$1,080\.00/)
    expect(text).toMatch(/Best Total \$3,210\.00 \+\$1,710\.00/)
    expect(text).toMatch(/Heated floor mat \(1 room × \$850\.00\) \+\$850\.00/)
    expect(text).toContain('Total $1,500.00')
    expect(text).toContain('Deposit due before we start $375.00')
    const order = [
      'Your options',
      'Your total',
      'This quote covers the work',
      'Terms of 2026',
      'I agree to sign this quote electronically',
      'Your full name',
    ]
    const at = [...order.map((s) => text.indexOf(s)), text.lastIndexOf('Accept and sign')]
    expect(
      at.every((n) => n >= 0),
      JSON.stringify(at),
    ).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    // The accept form names the choice shown and its total, in cents.
    expect(page.body).toMatch(/name="option" value="0"[\s\S]*name="total" value="150000"/)
    expect(page.body).toContain(`action="${path}/decline"`)
    expect(page.body).toContain(`action="${path}/question"`)
  })

  it('recomputes the total for a chosen option and add-ons on a GET that records a view and changes nothing else', async () => {
    const { get, store } = await setUp()
    const page = await get(`${path}?option=1&addOns=0`, { 'user-agent': browser })
    expect(page.statusCode).toBe(200)
    const text = textOf(page.body)
    expect(text).toContain('Total $3,430.00')
    expect(text).toContain('Deposit due before we start $857.50')
    expect(text).toContain('Balance due on completion $2,572.50')
    expect(text).toContain('You are accepting Better for a total of $3,430.00')
    expect(page.body).toMatch(/name="option" value="1" checked/)
    expect(page.body).toMatch(/<input type="hidden" name="addOns" value="0"><input type="hidden" name="total" value="343000">/)
    expect(store.writes).toEqual(['view 1'])
  })

  it('records no view for a HEAD, a bot, a client without a browser or a prefetch', async () => {
    const { server, get, store } = await setUp()
    expect((await server.inject({ method: 'HEAD', url: path, headers: { 'user-agent': browser } })).statusCode).toBe(200)
    expect((await get(path)).statusCode).toBe(200)
    expect((await get(path, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).statusCode).toBe(
      200,
    )
    expect((await get(path, { 'sec-purpose': 'prefetch;prerender', 'user-agent': browser })).statusCode).toBe(200)
    expect((await get(path, { purpose: 'prefetch', 'user-agent': browser })).statusCode).toBe(200)
    expect(store.writes).toEqual([])
    await get(path, { 'user-agent': browser })
    expect(store.writes).toEqual(['view 1'])
    expect(store.events[0]).toMatchObject({ kind: 'view', clientAddress: '127.0.0.1' })
  })

  it('answers a choice that is not on the quote with a 400 page in its words, for any spelling', async () => {
    const { get } = await setUp()
    for (const query of [
      'option=3',
      'option=x',
      'option=1&option=2',
      'addOns=0&addOns=0',
      'addOns=-1',
      'addOns=2',
      'option=01e1',
      `option=${'9'.repeat(400)}`,
    ]) {
      const page = await get(`${path}?${query}`)
      expect(page.statusCode, query).toBe(400)
      expect(page.body, query).toContain('That choice is not on this quote.')
    }
    for (const url of [`/quote/${'A'.repeat(43)}`, '/quote/%00', `/quote/${'é'.repeat(40)}`, `${path}x`]) {
      const page = await get(url)
      expect(page.statusCode, url).toBe(404)
      expect(page.body).toContain('This link no longer works')
    }
  })
})

describe('accepting the quote', () => {
  const accept = (extra = '') => `option=1&addOns=0&total=343000&name=${encodeURIComponent('Ann Lee')}${extra}`

  it('accepts once: 303 back to the page, which then shows what was signed and no forms; a second post is refused', async () => {
    const { post, get, store, nudges } = await setUp()
    const answer = await post('accept', accept(), { 'user-agent': 'Firefox' })
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe(`${path}?sent=accept`)
    expect(store.acceptances).toMatchObject([
      { optionIndex: 1, addOns: [0], totalCents: 343000, typedName: 'Ann Lee', userAgent: 'Firefox' },
    ])
    expect(nudges).toHaveLength(1)
    const page = await get(`${path}?sent=accept`)
    const text = textOf(page.body)
    expect(text).toContain('Your quote is accepted and signed.')
    expect(text).toContain('This quote was accepted and signed on Tuesday, December 1, 2026.')
    expect(text).toContain('Signed as Ann Lee')
    expect(text).toContain('Total $3,430.00')
    expect(page.body).not.toContain('<form')
    const again = await post('accept', accept().replace('option=1&addOns=0&total=343000', 'option=0&total=150000'))
    expect(again.statusCode).toBe(409)
    expect(textOf(again.body)).toContain('This quote was accepted and signed on')
    expect(store.acceptances).toHaveLength(1)
  })

  it('takes one of two racing posts', async () => {
    const { post, store } = await setUp()
    const answers = await Promise.all([post('accept', accept()), post('accept', accept())])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([303, 409])
    expect(store.acceptances).toHaveLength(1)
  })

  it('refuses a tampered option, add-on or total with a clear message, asking the store nothing', async () => {
    const { post, store } = await setUp()
    for (const body of [
      'option=1&addOns=0&total=342999&name=Ann',
      'option=1&addOns=0&total=150000&name=Ann',
      'option=3&total=150000&name=Ann',
      'option=0&addOns=5&total=150000&name=Ann',
      'option=abc&total=150000&name=Ann',
      'option=0&option=1&total=150000&name=Ann',
      'option=0&total=150000&total=150000&name=Ann',
      'option=0&total=1.5e5&name=Ann',
      'option=0&total=-150000&name=Ann',
      'option=0&name=Ann',
      'total=150000&name=Ann',
      'option=0&addOns=0&addOns=0&total=235000&name=Ann',
    ]) {
      const answer = await post('accept', body)
      expect(answer.statusCode, body).toBe(400)
      expect(answer.body, body).toContain('do not match this quote, so nothing was accepted')
    }
    expect(store.writes).toEqual([])
  })

  it('refuses an empty, long, duplicated or unshowable name, keeping the choice and escaping what was typed', async () => {
    const { post, store } = await setUp()
    const cases: [string, number, string][] = [
      ['', 400, 'Type your full name to sign.'],
      ['%20%20', 400, 'Type your full name to sign.'],
      [encodeURIComponent(`<b>${'x'.repeat(100)}</b>`), 400, 'at most 100 characters'],
      ['Ann%00Lee', 400, 'characters that cannot be shown'],
      ['Ann%1B[31mLee', 400, 'characters that cannot be shown'],
      ['Ann%E2%80%AELee', 400, 'characters that cannot be shown'],
      ['Ann&name=Bob', 400, 'could not be accepted'],
    ]
    for (const [name, status, words] of cases) {
      const answer = await post('accept', `option=1&addOns=0&total=343000&name=${name}`)
      expect(answer.statusCode, name).toBe(status)
      expect(textOf(answer.body), name).toContain(words)
      expect(answer.body).not.toContain('<b>x')
    }
    const long = await post('accept', `option=1&addOns=0&total=343000&name=${encodeURIComponent(`<b>${'x'.repeat(100)}</b>`)}`)
    expect(long.body).toContain('value="&lt;b&gt;xxx')
    expect(long.body).toMatch(/name="option" value="1" checked/)
    expect(long.body).toContain('aria-invalid="true"')
    expect(store.writes).toEqual([])
  })
})

describe('declining, asking, and the quotes that can no longer be accepted', () => {
  it('declines with an optional reason; the page then says so, and an accept is refused', async () => {
    const { post, get, store } = await setUp()
    expect((await post('decline', 'reason=')).statusCode).toBe(303)
    expect(store.versions.get(token)?.declineReason).toBeNull()
    const page = await get(`${path}?sent=decline`)
    expect(textOf(page.body)).toContain('You have declined this quote.')
    expect(textOf(page.body)).toContain('This quote was declined on Tuesday, December 1, 2026')
    expect(page.body).not.toContain('<form')
    const accept = await post('accept', 'option=0&total=150000&name=Ann')
    expect(accept.statusCode).toBe(409)
    expect(store.acceptances).toEqual([])
  })

  it('takes a question, and the quote may still be accepted; refuses an empty, long or unshowable one', async () => {
    const { post, get, store } = await setUp()
    for (const [body, words] of [
      ['question=%20', 'Write your question first.'],
      [`question=${'x'.repeat(2001)}`, 'at most 2,000 characters'],
      ['question=hi%E2%80%8B', 'characters that cannot be shown'],
      ['question=a&question=b', 'could not be accepted'],
      ['reason=x'.repeat(1), 'Write your question first.'],
    ]) {
      const answer = await post('question', body)
      expect(answer.statusCode, body).toBe(400)
      expect(textOf(answer.body), body).toContain(words)
    }
    expect(store.writes).toEqual([])
    expect((await post('question', 'question=Can+you+start+in+January%3F%0D%0AThanks')).statusCode).toBe(303)
    expect(store.events.at(-1)).toMatchObject({ kind: 'question', text: 'Can you start in January?\nThanks' })
    const page = await get(`${path}?sent=question`)
    expect(page.body).toContain('We have your question and will answer by e-mail soon.')
    expect((await post('accept', 'option=0&total=150000&name=Ann+Lee')).statusCode).toBe(303)
  })

  it('is valid all of its last day in Portland, then says it expired and takes no answer', async () => {
    const { post, get, clock, store } = await setUp()
    clock.now = new Date('2026-12-16T07:59:59Z') // 11:59:59 PM on December 15, Pacific time
    expect((await get()).body).toContain('Accept and sign')
    clock.now = new Date('2026-12-16T08:00:00Z')
    const page = await get()
    expect(textOf(page.body)).toContain('This quote was valid through Tuesday, December 15, 2026 and can no longer be accepted.')
    expect(page.body).not.toContain('<form')
    for (const kind of ['accept', 'decline', 'question']) {
      expect((await post(kind, 'option=0&total=150000&name=Ann&question=x')).statusCode, kind).toBe(409)
    }
    expect(store.writes.filter((w) => !w.startsWith('view'))).toEqual([])
  })

  it('sends the customer from a replaced version to the newer one', async () => {
    const { post, get, store, clock } = await setUp()
    store.replace(token, 'N3werT0kenN3werT0kenN3werT0kenN3werT0ken123', clock.now)
    const page = await get()
    expect(textOf(page.body)).toContain('We have sent you a newer version of this quote')
    expect(page.body).toContain('href="/quote/N3werT0kenN3werT0kenN3werT0kenN3werT0ken123">See the newer quote</a>')
    expect((await post('accept', 'option=0&total=150000&name=Ann')).statusCode).toBe(409)
    expect(store.acceptances).toEqual([])
  })
})

describe('hostile posts', () => {
  it('refuses another site’s post, another type and a huge body in the site’s words, never a 500', async () => {
    const { post, server, store } = await setUp()
    const ok = 'option=0&total=150000&name=Ann'
    expect((await post('accept', ok, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403)
    expect((await post('accept', ok, { 'sec-fetch-site': '', origin: 'https://evil.example' })).statusCode).toBe(403)
    expect((await post('accept', '{}', { 'content-type': 'application/json' })).statusCode).toBe(403)
    const text = await server.inject({ method: 'POST', url: `${path}/accept`, headers: { 'content-type': 'text/plain' }, payload: ok })
    expect(text.statusCode).toBe(403)
    const huge = await post('question', `question=${'x'.repeat(40_000)}`)
    expect([huge.statusCode, huge.headers['content-type']]).toEqual([413, 'text/html; charset=utf-8'])
    expect(huge.body).toContain('more text than this form takes')
    const unknown = await server.inject({
      method: 'POST',
      url: `/quote/${'A'.repeat(43)}/accept`,
      headers: { 'content-type': form },
      payload: ok,
    })
    expect(unknown.statusCode).toBe(404)
    const broken = await post('decline', 'reason=%E0%A4%A&%%%')
    expect(broken.statusCode).toBeLessThan(500)
    expect(store.acceptances).toEqual([])
  })

  it('limits the requests of one client per minute, as the lead forms are', async () => {
    const { server } = await setUp({ rateLimit: 2 })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await server.inject({ url: path, remoteAddress: '203.0.113.9' })).statusCode)
    expect(statuses).toEqual([200, 200, 429])
    const refused = await server.inject({ url: path, remoteAddress: '203.0.113.9' })
    expect(refused.headers['content-type']).toMatch(/^text\/html/)
    expect(refused.body).toContain('Too many requests from this connection.')
  })
})
