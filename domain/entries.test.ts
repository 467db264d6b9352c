import { describe, expect, it } from 'vitest'
import { entryPage, entrySource, fromOwnSite, isSpeculative, leadEntrySource } from './entries'

describe('what counts as an entry', () => {
  it('takes pages of the site, never the desk, the API, a file, a private link, the health check or junk', () => {
    expect(['/', '/about', '/quote', '/blog/fix-cracked-grout'].map(entryPage)).toEqual([
      '/',
      '/about',
      '/quote',
      '/blog/fix-cracked-grout',
    ])
    const none = [
      '/inbox',
      '/inbox/leads/4',
      '/api/quote',
      '/visit/abc',
      '/quote/abcdef',
      '/assets/x.js',
      '/sitemap.xml',
      '/healthz',
      '/about/',
      '/%61bout',
      'about',
      `/${'a'.repeat(200)}`,
    ]
    expect(none.map(entryPage)).toEqual(none.map(() => undefined))
  })

  it('knows prefetches and prerenders by any of their headers', () => {
    expect(isSpeculative({ 'sec-purpose': 'prefetch;prerender' })).toBe(true)
    expect(isSpeculative({ purpose: 'prefetch' })).toBe(true)
    expect(isSpeculative({ 'x-moz': 'prefetch' })).toBe(true)
    expect(isSpeculative({ 'sec-fetch-dest': 'document' })).toBe(false)
  })

  it('tells a page reached from this site from a landing', () => {
    const hosts = ['www.startile.example']
    expect(fromOwnSite('https://www.startile.example/about', hosts)).toBe(true)
    expect(fromOwnSite('https://www.google.com/', hosts)).toBe(false)
    expect(fromOwnSite('not a url', hosts)).toBe(false)
    expect(fromOwnSite(undefined, hosts)).toBe(false)
  })
})

describe('the source of an entry and of a lead, by one rule', () => {
  it('is the campaign’s source, else the referring host, else direct, cleaned as the attribution is', () => {
    const q = (s: string) => new URLSearchParams(s)
    expect(entrySource(q('utm_source=news<b>letter&utm_medium=email&utm_campaign=spring'), 'https://www.google.com/')).toEqual({
      source: 'news b letter',
      medium: 'email',
      campaign: 'spring',
    })
    expect(entrySource(q(''), 'https://WWW.Google.com/search?q=tile')).toEqual({ source: 'www.google.com', medium: '', campaign: '' })
    expect(entrySource(undefined, 'javascript:alert(1)')).toEqual({ source: 'direct', medium: '', campaign: '' })
    expect(entrySource(q(`utm_source=${'x'.repeat(500)}`), undefined).source).toHaveLength(80)
  })

  it('reads a lead’s stored attribution the same way', () => {
    const landing = entrySource(new URLSearchParams('utm_source=newsletter&utm_campaign=spring'), undefined)
    expect(leadEntrySource({ utmSource: 'newsletter', utmCampaign: 'spring', referrerHost: null })).toEqual(landing)
    expect(leadEntrySource({ referrerHost: 'www.google.com' })).toEqual(entrySource(undefined, 'https://www.google.com/'))
    expect(leadEntrySource({})).toEqual(entrySource(undefined, undefined))
  })
})
