// The desk's door, tried as an attacker would, on SQLite and PostgreSQL. Every route the server
// registered under the desk is read from its route table (so a route added later is tried without
// editing this file) and sent with no cookie: in the plain spelling, with a letter of each segment
// percent-encoded (lower and upper case hex), with a foreign Host, and in absolute form over a
// real socket. No answer is 2xx, none carries a lead's data, and every table of the store is the
// same afterwards, value for value. Then: the attacks of issue 33 replayed over a socket, the log
// line of each desk answer, a body the desk cannot read, user verification, and a passkey
// registered twice.
import { connect } from 'node:net'
import type { Writable } from 'node:stream'
import { logLines } from '../../tests/helpers/log-lines'
import { describe, expect, it } from 'vitest'
import { type RegisteredRoute, buildApp } from '../app'
import { storeTargets, deskOf } from '../../tests/helpers/databases'
import { deskJson, deskSite, register, signIn, standInDesk, withCookie, tinyPhoto } from '../../tests/helpers/desk'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'
import { softAuthenticator } from '../../tests/helpers/soft-authenticator'
import { type ServerStore } from '../stores'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const clock = new Date('2026-11-25T12:00:00Z')
const dist = standInDesk()

/** The routes that stand outside the session; any other desk route must require one. */
// The installable desk's files (its worker, manifest and icons: a browser fetches a manifest without cookies) stand outside too.
const publicRoutes = [
  // The owner's calendar feed: a calendar app has no session; the secret in its address is the key
  // (server/calendar/owner-feed.integration.test.ts checks that a wrong one is a 404).
  'GET /api/inbox/calendar/:file',
  'GET /api/inbox/state',
  'GET /inbox/desk.webmanifest',
  'GET /inbox/icon-192.png',
  'GET /inbox/icon-512.png',
  'GET /inbox/icon-maskable-512.png',
  'GET /inbox/sign-in',
  'GET /inbox/sw.js',
  'GET /inbox/welcome',
  'HEAD /api/inbox/calendar/:file',
  'HEAD /api/inbox/state',
  'HEAD /inbox/desk.webmanifest',
  'HEAD /inbox/icon-192.png',
  'HEAD /inbox/icon-512.png',
  'HEAD /inbox/icon-maskable-512.png',
  'HEAD /inbox/sign-in',
  'HEAD /inbox/sw.js',
  'HEAD /inbox/welcome',
  'POST /api/inbox/register/options',
  'POST /api/inbox/register/verify',
  'POST /api/inbox/sign-in/options',
  'POST /api/inbox/sign-in/verify',
]

const secret = { name: 'Door Test Person', email: 'door.test@example.com', message: 'MARKER-7f3a the gate code is 4411' }
const photo = tinyPhoto
/** A body that would be accepted by every desk endpoint if its handler ran. */
const anyBody = {
  version: 1,
  status: 'lost',
  note: 'door test',
  match: secret.email,
  count: 1,
  email: 'new.helper@example.com',
  visit: null,
}

const routeName = (r: RegisteredRoute) => `${String(r.method)} ${r.url}`

/** Each segment spelled with one letter percent-encoded, in lower and in upper case hex. */
function encodedSpellings(path: string): string[] {
  const segments = path.split('/')
  const spellings = new Set<string>()
  segments.forEach((segment, i) => {
    if (!segment) return
    const at = Math.max(
      0,
      [...segment].findIndex((c) => /[a-z]/i.test(c) && /[a-f]/i.test(c.charCodeAt(0).toString(16))),
    )
    const hex = segment.charCodeAt(at).toString(16)
    for (const code of [hex.toLowerCase(), hex.toUpperCase()]) {
      const spelled = [...segments]
      spelled[i] = `${segment.slice(0, at)}%${code}${segment.slice(at + 1)}`
      spellings.add(spelled.join('/'))
    }
  })
  return [...spellings]
}

/** One raw HTTP/1.1 request over a socket; answers the status and the whole answer. */
function rawRequest(port: number, head: string, body = ''): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }))
    socket.on('error', reject)
    socket.write(
      `${head}\r\nHost: localhost:8123\r\nConnection: close\r\n${body ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nOrigin: ${deskSite}\r\n` : ''}\r\n${body}`,
    )
  })
}

describe.each(storeTargets(pgDb))('the desk door on $name', (target) => {
  async function app(store: ServerStore, logger?: Writable) {
    const server = await buildApp({
      distDir: dist,
      replayStatic: false,
      logger: logger ? { level: 'info', stream: logger } : false,
      inbox: { store, deskStore: deskOf(store), siteUrl: deskSite, outbox: { nudge() {} }, rateLimit: 0, now: () => clock },
    })
    cleanups.push(() => server.close())
    return server
  }

  /** A store with a person (and passkey), and a lead with a photo and a message. */
  async function seeded() {
    const opened = await target.open()
    cleanups.push(() => opened.store.close())
    const server = await app(opened.store)
    const owner = await register(server, await deskOf(opened.store).createInvitation('owner@example.com', null, clock))
    expect(owner.verify.statusCode, owner.verify.body).toBe(200)
    const lead = await opened.store.insertLead({ form: 'quote', phone: '5035550111', ...secret, photos: [photo] }, clock)
    const [person] = await deskOf(opened.store).people()
    const photos = await opened.store.photoInfo([lead.id])
    const ids = { leads: lead.id, photos: photos[0]!.id, people: person!.id, passkeys: person!.passkeys[0]!.id }
    return { ...opened, server, owner, ids }
  }

  const fill = (url: string, ids: Record<string, string | number>) =>
    url.replace(/\/([a-z]+)\/:id/g, (_, room: string) => `/${room}/${ids[room] ?? 1}`).replace(/\*$/, 'people')

  it('refuses every signed-in desk route, in every spelling, with no cookie, and leaves the store as it was', async () => {
    const { server, dump, ids } = await seeded()
    await server.ready()
    const desk = server.routeTable.filter((r) => r.config?.desk)
    // Nothing desk-like was registered outside the desk's scope.
    const stray = server.routeTable.filter((r) => /^\/(api\/)?inbox/.test(r.url) && !r.config?.desk)
    expect(stray.map(routeName)).toEqual([])
    expect(
      desk
        .filter((r) => r.config?.desk === 'public')
        .map(routeName)
        .sort(),
    ).toEqual(publicRoutes)
    const guarded = desk.filter((r) => r.config?.desk === 'signed-in')
    expect(guarded.length).toBeGreaterThan(15)

    const before = await dump()
    const address = await server.listen({ port: 0, host: '127.0.0.1' })
    const port = Number(new URL(address).port)
    const seen: string[] = []
    for (const route of guarded) {
      const method = String(route.method) as 'GET' | 'POST' | 'HEAD'
      const path = fill(route.url, ids)
      const payload = method === 'POST' ? anyBody : undefined
      const tries = [
        ...[path, ...encodedSpellings(path)].map((url) => ({ url, host: 'localhost:8123' })),
        { url: path, host: 'evil.example' },
      ]
      for (const { url, host } of tries) {
        const res = await server.inject({ method, url, payload, headers: { ...deskJson, host } })
        const what = `${method} ${url} (Host ${host}) -> ${res.statusCode}`
        seen.push(what)
        expect(res.statusCode < 200 || res.statusCode >= 300, what).toBe(true)
        expect(res.statusCode, what).toBeLessThan(500)
        if (res.statusCode >= 300 && res.statusCode < 400)
          expect(res.headers.location, what).toMatch(/^\/inbox\/sign-in(\?next=%2Finbox%2F[^:]*)?$/)
        expect(res.body, what).not.toMatch(/door\.test|MARKER-7f3a|Door Test/)
      }
      for (const absolute of [`http://evil.example${path}`, `http://localhost:8123${path}`]) {
        const res = await rawRequest(port, `${method} ${absolute} HTTP/1.1`, payload ? JSON.stringify(payload) : '')
        expect(res.status, `${method} ${absolute}`).toBe(400)
        expect(res.text).not.toMatch(/door\.test|MARKER-7f3a/)
      }
    }
    // The pages answered by the session hook (303) and the API by it (401) or the refusal (400).
    expect(seen.some((s) => s.endsWith('-> 401'))).toBe(true)
    expect(seen).toContain('GET /inbox/pe%6Fple (Host localhost:8123) -> 303')
    expect(await dump()).toEqual(before)
  })

  it('replays the attacks of issue 33 over a socket: every one is refused and nothing is deleted', async () => {
    const { server, store, dump, ids } = await seeded()
    const before = await dump()
    const port = Number(new URL(await server.listen({ port: 0, host: '127.0.0.1' })).port)
    const deletion = JSON.stringify({ match: secret.email, count: 1 })
    const attacks: [string, string?][] = [
      ['GET /api/inbox/leads.csv HTTP/1.1'],
      ['GET /api/%69nbox/leads.csv HTTP/1.1'],
      [`GET /%61pi/inbox/leads/${ids.leads} HTTP/1.1`],
      [`GET /api/%69nbox/photos/${ids.photos} HTTP/1.1`],
      ['GET http://x/api/inbox/leads HTTP/1.1'],
      ['POST /api/%69nbox/privacy/delete HTTP/1.1', deletion],
      ['POST /api/inbox/privacy/delete HTTP/1.1', deletion],
      [`POST /api/%69nbox/people/${ids.people}/remove HTTP/1.1`, '{}'],
      [`POST /api/inbox/people/${ids.people}/remove HTTP/1.1`, '{}'],
    ]
    for (const [head, body] of attacks) {
      const res = await rawRequest(port, head, body)
      expect([400, 401], head).toContain(res.status)
      expect(res.text, head).not.toMatch(/door\.test|MARKER-7f3a|image\/jpeg/)
    }
    expect(await dump()).toEqual(before)
    expect((await deskOf(store).people()).length).toBe(1)
  })

  it('logs each desk answer with its route pattern, status and person, never what was searched', async () => {
    const opened = await target.open()
    cleanups.push(() => opened.store.close())
    const lines: string[] = []
    const server = await app(opened.store, logLines(lines).stream)
    const owner = await register(server, await deskOf(opened.store).createInvitation('owner@example.com', null, clock))
    const [person] = await deskOf(opened.store).people()
    await server.inject({ url: `/api/inbox/leads?q=${encodeURIComponent(secret.email)}`, headers: withCookie(owner.cookie) })
    await server.inject({ url: '/api/inbox/leads/12345' })
    const desk = lines.map((l) => JSON.parse(l) as { msg: string; desk?: Record<string, unknown> }).filter((l) => l.msg === 'desk answer')
    expect(desk.map((l) => l.desk)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'GET', route: '/api/inbox/leads', status: 200, person: person!.id }),
        expect.objectContaining({ method: 'GET', route: '/api/inbox/leads/:id', status: 401, person: null }),
        expect.objectContaining({ method: 'POST', route: '/api/inbox/register/verify', status: 200 }),
      ]),
    )
    expect(lines.join('\n')).not.toMatch(/door\.test|door%2Etest/i)
  })

  it('requires user verification: a tap alone adds no passkey and signs nobody in', async () => {
    const opened = await target.open()
    cleanups.push(() => opened.store.close())
    const server = await app(opened.store)
    const options = await server.inject({
      method: 'POST',
      url: '/api/inbox/register/options',
      headers: deskJson,
      payload: { token: await deskOf(opened.store).createInvitation('tap@example.com', null, clock) },
    })
    expect(options.json().authenticatorSelection.userVerification).toBe('required')
    const tapOnly = await register(
      server,
      await deskOf(opened.store).createInvitation('tap@example.com', null, clock),
      softAuthenticator(deskSite, { userVerified: false }),
    )
    expect(tapOnly.verify.statusCode).toBe(400)
    expect(await deskOf(opened.store).people()).toEqual([])

    const owner = await register(server, await deskOf(opened.store).createInvitation('owner@example.com', null, clock))
    expect(owner.verify.statusCode).toBe(200)
    // The same key, now answering without user verification.
    const tap = softAuthenticator(deskSite, { userVerified: false })
    tap.credentials.push(...owner.authenticator.credentials)
    const signOptions = await server.inject({ method: 'POST', url: '/api/inbox/sign-in/options', headers: deskJson, payload: {} })
    expect(signOptions.json().userVerification).toBe('required')
    const refused = await signIn(server, tap)
    expect(refused.verify.statusCode).toBe(401)
    expect(refused.cookie).toBe('')
    expect((await signIn(server, owner.authenticator)).verify.statusCode).toBe(200)
  })

  it("answers a body it cannot read with the desk's own sentence, never the parser's text", async () => {
    const { server, owner, ids } = await seeded()
    const headers = withCookie(owner.cookie, deskJson)
    const broken = await server.inject({ method: 'POST', url: `/api/inbox/leads/${ids.leads}`, headers, payload: '{"version":' })
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toEqual({ ok: false, error: 'The request could not be read.' })
    const huge = await server.inject({
      method: 'POST',
      url: '/api/inbox/privacy/find',
      headers,
      payload: JSON.stringify({ match: 'x'.repeat(20_000) }),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toEqual({ ok: false, error: 'The request could not be read.' })
  })

  it('answers a passkey registered a second time with 409 and a sentence, never a 500', async () => {
    const opened = await target.open()
    cleanups.push(() => opened.store.close())
    const server = await app(opened.store)
    const owner = await register(server, await deskOf(opened.store).createInvitation('owner@example.com', null, clock))
    const options = await server.inject({
      method: 'POST',
      url: '/api/inbox/register/options',
      headers: withCookie(owner.cookie, deskJson),
      payload: {},
    })
    const again = owner.authenticator.create(options.json(), owner.authenticator.credentials[0])
    const res = await server.inject({
      method: 'POST',
      url: '/api/inbox/register/verify',
      headers: withCookie(owner.cookie, deskJson),
      payload: { response: again },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ ok: false, error: 'This passkey is already registered. Sign in with it instead.' })
  })
})
