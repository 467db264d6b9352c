// The webhook's signature against the receiver's check that docs/leads.md gives (run as written):
// it covers the timestamp and the body, so a changed body, timestamp or key, a signature of the
// body alone (the earlier scheme) and a post signed more than 5 minutes from now are all refused.
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signature } from './webhook'
import { documentedCheck } from '../../tests/helpers/webhook-receiver'

const secret = 'unit-test-secret-0123'
const body = JSON.stringify({ event: 'lead.created', id: 7, name: 'Zoë Ng', message: 'Backsplash, 30 sq ft' })
const isFromStarTile = documentedCheck()
const nowSeconds = () => Math.floor(Date.now() / 1000)
const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('hex')
const headers = (timestamp: number | string, sig: string) => ({ 'x-signature-timestamp': String(timestamp), 'x-signature-256': sig })

describe('the webhook signature and the documented receiver check', () => {
  it('accepts a post signed now, over the timestamp, a dot and the body', () => {
    const t = nowSeconds()
    expect(signature(t, body, secret)).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(isFromStarTile(body, headers(t, signature(t, body, secret)), secret)).toBe(true)
  })

  it('refuses a changed body, a changed timestamp, another key and a missing header', () => {
    const t = nowSeconds()
    const sig = signature(t, body, secret)
    expect(isFromStarTile(body.replace('30', '31'), headers(t, sig), secret)).toBe(false)
    expect(isFromStarTile(body, headers(t - 1, sig), secret)).toBe(false)
    expect(isFromStarTile(body, headers(t, sig), 'another-secret-0123')).toBe(false)
    expect(isFromStarTile(body, { 'x-signature-256': sig }, secret)).toBe(false)
    expect(isFromStarTile(body, { 'x-signature-timestamp': String(t) }, secret)).toBe(false)
  })

  it('refuses the earlier signature of the body alone', () => {
    const bodyOnly = `sha256=${hmac(body)}`
    expect(isFromStarTile(body, headers(nowSeconds(), bodyOnly), secret)).toBe(false)
  })

  it('refuses a post signed more than 5 minutes before or after the receiver clock', () => {
    const t = nowSeconds()
    const cases: [number, boolean][] = [
      [t - 290, true],
      [t + 290, true],
      [t - 301, false],
      [t + 301, false],
      [t - 86_400, false],
    ]
    for (const [at, fresh] of cases) {
      expect(isFromStarTile(body, headers(at, signature(at, body, secret)), secret), `signed at now${at - t}s`).toBe(fresh)
    }
  })

  it('refuses a timestamp that is not whole seconds, even when the signature covers it', () => {
    const t = `${nowSeconds()}.5`
    const sig = `sha256=${hmac(`${t}.${body}`)}`
    expect(isFromStarTile(body, headers(t, sig), secret)).toBe(false)
  })
})
