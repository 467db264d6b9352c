import { describe, expect, it } from 'vitest'
import { cleanValue, cookieValue, decodeSource, encodeSource, landingSource, optedOut, sourcePage } from './attribution'

const own = ['www.startile.example']
const q = (query: string) => new URLSearchParams(query)

describe('the source of a landing', () => {
  it('takes the campaign and whether a click id was present, never the id itself', () => {
    expect(landingSource(q('utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=abc123'), undefined, own)).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      clickId: 'gclid',
    })
    expect(landingSource(q('fbclid=xyz'), undefined, own)).toEqual({ clickId: 'fbclid' })
  })

  it('takes the host of a Referer from another site, and nothing from its own pages', () => {
    expect(landingSource(q(''), 'https://www.google.com/search?q=tile+gresham', own)).toEqual({ referrerHost: 'www.google.com' })
    expect(landingSource(q(''), 'https://www.startile.example/services', own)).toBeUndefined()
    expect(landingSource(q(''), 'android-app://com.google.android.gm/', own)).toBeUndefined()
    expect(landingSource(q('page=2'), undefined, own)).toBeUndefined()
  })

  it('keeps campaign values as short plain text: no controls, markup, quotes or cookie syntax', () => {
    expect(cleanValue('  <script>alert(1)</script>\r\nSet-Cookie: x=1; a  ')).toBe('script alert(1) /script Set-Cookie: x=1 a')
    expect(cleanValue('x'.repeat(500))).toHaveLength(80)
    expect(cleanValue('   ')).toBeUndefined()
    expect(cleanValue('spring\u2028sale')).toBe('spring sale')
    expect(cleanValue('spring\u202Esale\u200B')).toBe('spring sale')
  })
})

describe('the session cookie value', () => {
  it('reads back what was written, with spaces and separators percent-encoded', () => {
    const source = {
      utmSource: 'news letter',
      utmMedium: 'e-mail',
      utmCampaign: 'a,b;c=d',
      clickId: 'gclid' as const,
      referrerHost: 'x.example',
    }
    const value = encodeSource(source)
    expect(value).not.toMatch(/[\s;,"]/)
    expect(decodeSource(value)).toEqual({ ...source, utmCampaign: 'a,b c=d' })
  })

  it('cleans what a browser sends back and drops what it does not know', () => {
    expect(decodeSource('s=%3Cb%3Egoogle%3C%2Fb%3E&k=evil&z=1')).toEqual({ utmSource: 'b google /b' })
    expect(decodeSource('')).toBeUndefined()
    expect(decodeSource('z=1')).toBeUndefined()
    expect(decodeSource(`s=${'a'.repeat(2000)}`)).toBeUndefined()
  })

  it('is found by name in a Cookie header', () => {
    expect(cookieValue('a=1; st_visit=s=google; b=2', 'st_visit')).toBe('s=google')
    expect(cookieValue('xst_visit=1', 'st_visit')).toBeUndefined()
    expect(cookieValue(undefined, 'st_visit')).toBeUndefined()
  })
})

describe('the page a form was sent from', () => {
  it('is the path of a Referer from the site itself', () => {
    expect(sourcePage('https://www.startile.example/quote?estimate=1', own)).toBe('/quote')
    expect(sourcePage('https://elsewhere.example/quote', own)).toBeUndefined()
    expect(sourcePage('not a url', own)).toBeUndefined()
  })
})

describe('opting out', () => {
  it('is Sec-GPC: 1 or DNT: 1', () => {
    expect(optedOut({ 'sec-gpc': '1' })).toBe(true)
    expect(optedOut({ dnt: '1' })).toBe(true)
    expect(optedOut({ dnt: '0', 'sec-gpc': '0' })).toBe(false)
    expect(optedOut({})).toBe(false)
  })
})
