import { describe, expect, it } from 'vitest'
import { chooseEncoding, encodingPreference } from './accept-encoding'

const both = { br: true, gzip: true }
const pick = (header: string | undefined, stored = both) => chooseEncoding(encodingPreference(header), stored)

describe('Accept-Encoding negotiation', () => {
  it('prefers brotli, then gzip, when both are accepted alike', () => {
    expect(pick('gzip, deflate, br')).toBe('br')
    expect(pick('br, gzip')).toBe('br')
    expect(pick('gzip')).toBe('gzip')
    expect(pick('X-GZIP')).toBe('gzip')
  })

  it('honours q-values: q=0 refuses a coding, a higher q wins', () => {
    expect(pick('br;q=0')).toBe('identity')
    expect(pick('br;q=0, gzip')).toBe('gzip')
    expect(pick('br;q=0.5, gzip;q=0.8')).toBe('gzip')
    expect(pick('gzip;q=0.001, br;q=0')).toBe('gzip')
    expect(pick('br; q=0.000')).toBe('identity')
  })

  it('reads * as any coding not named, and identity as acceptable unless refused', () => {
    expect(pick('*')).toBe('br')
    expect(pick('*;q=0.5, br;q=0')).toBe('gzip')
    expect(pick('identity;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pick('gzip;q=0.5, identity')).toBe('identity')
  })

  it('sends the plain file without the header, with an empty one, or when nothing acceptable is stored', () => {
    expect(pick(undefined)).toBe('identity')
    expect(pick('')).toBe('identity')
    expect(pick('deflate')).toBe('identity')
    expect(pick('br', { br: false, gzip: true })).toBe('identity')
    expect(pick('*;q=0')).toBe('identity')
  })

  it('treats a malformed q-value as a refusal', () => {
    expect(pick('br;q=2, gzip')).toBe('gzip')
    expect(pick('br;q=abc')).toBe('identity')
  })
})
