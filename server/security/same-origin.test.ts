import { describe, expect, it } from 'vitest'
import { fromAnotherSite } from './same-origin'

const site = 'https://www.startile.example'
const post = (headers: Record<string, string>) => ({
  headers: { host: 'www.startile.example', ...headers },
  protocol: 'https',
  host: 'www.startile.example',
})

describe('a post from another site', () => {
  it('is refused with a foreign Origin even when Sec-Fetch-Site says same-origin', () => {
    expect(fromAnotherSite(post({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }), site)).toBe(true)
    expect(fromAnotherSite(post({ origin: 'http://www.startile.example', 'sec-fetch-site': 'same-origin' }), site)).toBe(true)
    expect(fromAnotherSite(post({ origin: 'not a url', 'sec-fetch-site': 'same-origin' }), site)).toBe(true)
  })

  it('is refused by Sec-Fetch-Site when there is no usable Origin', () => {
    expect(fromAnotherSite(post({ 'sec-fetch-site': 'cross-site' }), site)).toBe(true)
    expect(fromAnotherSite(post({ 'sec-fetch-site': 'same-site' }), site)).toBe(true)
    expect(fromAnotherSite(post({ origin: 'null' }), site)).toBe(true)
    expect(fromAnotherSite(post({ origin: 'null', 'sec-fetch-site': 'cross-site' }), site)).toBe(true)
  })

  it("is not refused from the site's origin, this server's own, or a browser vouching for a null Origin", () => {
    expect(fromAnotherSite(post({ origin: site, 'sec-fetch-site': 'same-origin' }), site)).toBe(false)
    expect(
      fromAnotherSite(
        { headers: { host: 'localhost:3000', origin: 'http://localhost:3000' }, protocol: 'http', host: 'localhost:3000' },
        site,
      ),
    ).toBe(false)
    expect(fromAnotherSite(post({ origin: 'null', 'sec-fetch-site': 'same-origin' }), site)).toBe(false)
    expect(fromAnotherSite(post({}), site)).toBe(false)
  })
})
