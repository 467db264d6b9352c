// Every redirect stays on this origin, whatever the request path holds.
import { describe, expect, it } from 'vitest'
import { redirects } from '#content/redirects'
import { resolveRequestPath } from './request-path'

const offSite = [
  '//evil.example/',
  '//evil.example',
  '/%2F%2Fevil.example/',
  '/%2f%2fevil.example/',
  '/%2F/evil.example/',
  '/\\evil.example/',
  '/%5Cevil.example/',
  '/%5cevil.example',
  '/\\\\evil.example/',
  '///evil.example/',
  '/%09/evil.example/',
  '/%0a/evil.example/',
  '/%0d%0aSet-Cookie:%20x=y/',
  '/%E2%80%8B/evil.example/',
]

describe('resolveRequestPath', () => {
  for (const url of offSite) {
    for (const query of ['', '?next=%2F%2Fevil.example&a=1']) {
      it(`never sends ${JSON.stringify(url + query)} off the site`, () => {
        const d = resolveRequestPath(url + query)
        if (d.kind === 'redirect') {
          expect(d.location).toMatch(/^\/(?![\\/])/)
          expect(d.location).not.toMatch(/[\s\u0000-\u001f\\]/)
          expect(new URL(d.location, 'https://www.startile.example').host).toBe('www.startile.example')
        }
      })
    }
  }

  it('collapses repeated slashes and backslashes into one path on this origin', () => {
    expect(resolveRequestPath('//evil.example/')).toEqual({ kind: 'redirect', location: '/evil.example' })
    expect(resolveRequestPath('/\\evil.example/?a=1')).toEqual({ kind: 'redirect', location: '/evil.example?a=1' })
    expect(resolveRequestPath('/blog//fix-cracked-grout')).toEqual({ kind: 'redirect', location: '/blog/fix-cracked-grout' })
  })

  it('answers control characters, NUL and traversal with not-found, never a redirect', () => {
    for (const url of [
      '/%0d%0aSet-Cookie:%20x=y/',
      '/%09/evil.example/',
      '/a%00b',
      '/..%2fetc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%5c..%5cpackage.json',
      '/%c0%ae%c0%ae/etc/passwd',
      '/%E0%A4%A',
      '/%ed%a0%80',
    ]) {
      expect(resolveRequestPath(url), url).toEqual({ kind: 'not-found' })
    }
  })

  it('drops a query string that is not plain printable ASCII from a redirect', () => {
    expect(resolveRequestPath('/about/?x=\u00e9')).toEqual({ kind: 'redirect', location: '/about' })
  })

  it('removes the trailing slash, keeping a plain query', () => {
    expect(resolveRequestPath('/about/?a=1&b=2')).toEqual({ kind: 'redirect', location: '/about?a=1&b=2' })
    expect(resolveRequestPath('/')).toEqual({ kind: 'serve', path: '/' })
  })

  it('sends every alias of content/redirects.ts to its target, with or without a slash or query', () => {
    for (const [from, to] of Object.entries(redirects)) {
      expect(resolveRequestPath(from)).toEqual({ kind: 'redirect', location: to })
      expect(resolveRequestPath(`${from}/`)).toEqual({ kind: 'redirect', location: to })
      expect(resolveRequestPath(`${from}?utm=x`)).toEqual({ kind: 'redirect', location: `${to}?utm=x` })
      expect(resolveRequestPath(`/${from}`)).toEqual({ kind: 'redirect', location: to })
    }
  })

  it('serves a clean path as it is', () => {
    expect(resolveRequestPath('/about?a=1')).toEqual({ kind: 'serve', path: '/about' })
    expect(resolveRequestPath('/assets/x-1.js')).toEqual({ kind: 'serve', path: '/assets/x-1.js' })
  })
})
