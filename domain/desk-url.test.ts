import { describe, expect, it } from 'vitest'
import { absoluteDeskUrl, deskLeadId, deskUrl, movedDeskUrl, safeDeskNext } from './desk-url'

describe('the desk addresses', () => {
  it('builds a lead page and its full address for an e-mail', () => {
    expect(deskUrl.lead(7)).toBe('/inbox/leads/7')
    expect(absoluteDeskUrl('https://startile.example/', deskUrl.lead(42))).toBe('https://startile.example/inbox/leads/42')
  })

  it('accepts only a positive whole id', () => {
    expect(deskLeadId('7')).toBe(7)
    for (const bad of ['', '0', '-1', '1e3', '7.5', ' 7', '0x10', '99999999999999999', null, undefined])
      expect(deskLeadId(bad), String(bad)).toBeUndefined()
  })

  it('moves an old lead link to the new address, and a malformed one to the list', () => {
    expect(movedDeskUrl('/inbox/lead', new URLSearchParams('id=12'))).toBe('/inbox/leads/12')
    expect(movedDeskUrl('/inbox/lead', new URLSearchParams('id=abc'))).toBe('/inbox')
    expect(movedDeskUrl('/inbox/lead', new URLSearchParams(''))).toBe('/inbox')
    expect(movedDeskUrl('/inbox/people', new URLSearchParams('id=12'))).toBeUndefined()
  })

  it('keeps a sign-in `next` on a desk page of this site', () => {
    expect(safeDeskNext('/inbox/leads/7')).toBe('/inbox/leads/7')
    expect(safeDeskNext('/inbox?status=new&before=abc')).toBe('/inbox?status=new&before=abc')
    for (const bad of [
      'https://evil.example/inbox',
      '//evil.example',
      '/inboxes',
      '/inbox\\..\\x',
      '/about',
      '/inbox/sign-in?next=/x',
      null,
    ])
      expect(safeDeskNext(bad), String(bad)).toBe('/inbox')
  })
})
