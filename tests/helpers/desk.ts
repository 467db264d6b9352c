// Test helpers for the lead desk through inject: a stand-in build with the desk's pages, and
// registering and signing in with a software passkey (soft-authenticator.ts), as the desk's own
// pages do (options, then verify), answering the session cookie.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { buildApp } from '../../server/app'
import { tempDir } from './databases'
import { softAuthenticator } from './soft-authenticator'

export const deskSite = 'http://localhost:8123'
/** Headers of a desk post from the desk itself. */
export const deskJson = { 'content-type': 'application/json', origin: deskSite }

/** A stored photo as the lead store takes it: three bytes of a JPEG's start, 1 x 1. */
export const tinyPhoto = {
  name: 'wall.jpg',
  contentType: 'image/jpeg' as const,
  width: 1,
  height: 1,
  originalBytes: 3,
  data: Buffer.from([0xff, 0xd8, 0xff]),
}

/** A build folder with the desk's one document and a home and 404 page, each a one-line document. */
export function standInDesk(): string {
  const dir = tempDir('desk-site-')
  for (const page of ['', '404', 'inbox']) {
    mkdirSync(join(dir, page), { recursive: true })
    writeFileSync(join(dir, page, 'index.html'), `<!doctype html><title>${page || 'home'}</title>`)
  }
  return dir
}

type App = Awaited<ReturnType<typeof buildApp>>
export type SoftAuthenticator = ReturnType<typeof softAuthenticator>

export const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const header = String(res.headers['set-cookie'] ?? '')
  return /^__Host-desk=([^;]*)/.exec(header)?.[1] ?? ''
}

export const withCookie = (cookie: string, extra: Record<string, string> = {}) => ({ cookie: `__Host-desk=${cookie}`, ...extra })

/** Registers a passkey with an invitation and answers the session cookie. */
export async function register(server: App, token: string, authenticator = softAuthenticator(deskSite)) {
  const options = await server.inject({ method: 'POST', url: '/api/inbox/register/options', headers: deskJson, payload: { token } })
  expect(options.statusCode, options.body).toBe(200)
  const response = authenticator.create(options.json())
  const verify = await server.inject({
    method: 'POST',
    url: '/api/inbox/register/verify',
    headers: deskJson,
    payload: { token, response, label: 'Test phone' },
  })
  return { verify, response, authenticator, cookie: cookieOf(verify) }
}

export async function signIn(server: App, authenticator: SoftAuthenticator) {
  const options = await server.inject({ method: 'POST', url: '/api/inbox/sign-in/options', headers: deskJson, payload: {} })
  const response = authenticator.get(options.json())
  const verify = await server.inject({ method: 'POST', url: '/api/inbox/sign-in/verify', headers: deskJson, payload: { response } })
  return { verify, response, cookie: cookieOf(verify) }
}
