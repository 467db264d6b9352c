// Which request targets are refused before routing: absolute form, and API paths that
// percent-encode an unreserved character (in either case of hex); everything a browser sends passes.
import { describe, expect, it } from 'vitest'
import { refusedTarget } from './request-target'

describe('refusedTarget', () => {
  it.each([
    ['http://x/api/inbox/leads', 'not-origin-form'],
    ['https://www.startile.example/', 'not-origin-form'],
    ['*', 'not-origin-form'],
    ['/api/%69nbox/leads.csv', 'encoded-api-path'],
    ['/api/%49nbox/leads', 'encoded-api-path'],
    ['/%61pi/inbox/leads/7', 'encoded-api-path'],
    ['/%41PI/inbox/leads/7', 'encoded-api-path'],
    ['/api/inbox/leads/%37', 'encoded-api-path'],
    ['/api/inbox/le%61ds?q=x', 'encoded-api-path'],
    ['/api/quote%2Ejson', 'encoded-api-path'],
    ['/ap%69', 'encoded-api-path'],
  ])('refuses %s', (url, why) => {
    expect(refusedTarget(url)).toBe(why)
  })

  it.each([
    '/',
    '/api/inbox/leads?q=ann%40example.com',
    '/api/inbox/leads?q=%61nn',
    '/api/inbox/leads.csv',
    '/inbox/lead?id=7',
    '/blog/fix-cracked-grout',
    // Page paths are routed by their decoded form; the desk's pages are guarded by their routes.
    '/%69nbox',
    '/about%20us',
    '/api/inbox/leads%2F7',
    '//api/inbox/leads',
  ])('routes %s', (url) => {
    expect(refusedTarget(url)).toBeUndefined()
  })
})
