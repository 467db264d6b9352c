// Where passkeys may live: SITE_URL's host name over HTTPS, or localhost; never an IP address.
import { describe, expect, it } from 'vitest'
import { deskConfig } from './relying-party'

describe('the desk relying party', () => {
  it('is the host name and origin of SITE_URL, with a Secure __Host- cookie', () => {
    expect(deskConfig('https://www.startile.example', 'Star Tile')).toEqual({
      enabled: true,
      rpId: 'www.startile.example',
      rpName: 'Star Tile',
      origin: 'https://www.startile.example',
      cookie: { name: '__Host-desk', secure: true },
    })
    expect(deskConfig('http://localhost:8123', 'Star Tile')).toMatchObject({
      enabled: true,
      rpId: 'localhost',
      origin: 'http://localhost:8123',
    })
  })

  it('turns the desk off, naming SITE_URL, for an IP address or plain HTTP elsewhere', () => {
    for (const url of ['http://127.0.0.1:3000', 'https://203.0.113.7', 'https://[2001:db8::1]', 'http://www.startile.example']) {
      const config = deskConfig(url, 'Star Tile')
      expect(config.enabled, url).toBe(false)
      if (!config.enabled) expect(config.reason).toMatch(/SITE_URL/)
    }
  })
})
