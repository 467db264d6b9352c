import { describe, expect, it } from 'vitest'
import { alertFromPush, deskAddress } from './alert-data'

const origin = 'https://startile.example'
const push = (text: string) => ({ text: () => text })
const fallback = { title: 'New activity in the lead desk', body: 'Open the desk to see what came in.', url: '/inbox', tag: 'desk-activity' }

describe('what the desk’s worker shows for a push', () => {
  it('shows the alert the server sent, its tap bound to the lead’s desk page', () => {
    const sent = { title: 'New quote request', body: 'Flooring, Gresham 97030, 2 photos', url: `${origin}/inbox/leads/7`, tag: 'lead-7' }
    expect(alertFromPush(push(JSON.stringify(sent)), origin)).toEqual({ ...sent, url: '/inbox/leads/7' })
  })

  it('shows the fallback for no payload, one it cannot read, and one without a title', () => {
    for (const data of [
      null,
      push(''),
      push('{not json'),
      push('"a string"'),
      push('null'),
      push('{"body":"no title"}'),
      push('{"title":"  "}'),
    ]) {
      expect(alertFromPush(data, origin)).toEqual(fallback)
    }
  })

  it('bounds what it shows', () => {
    const shown = alertFromPush(push(JSON.stringify({ title: 'T'.repeat(500), body: 'B'.repeat(500), tag: 7 })), origin)
    expect([shown.title.length, shown.body.length, shown.tag]).toEqual([120, 240, 'desk-activity'])
  })
})

describe('where a tap may go', () => {
  it('to a desk page of this site only, else the list', () => {
    expect(deskAddress(`${origin}/inbox/leads/7`, origin)).toBe('/inbox/leads/7')
    expect(deskAddress('/inbox/people', origin)).toBe('/inbox/people')
    expect(deskAddress('/inbox', origin)).toBe('/inbox')
    for (const raw of [
      'https://evil.example/inbox/leads/7',
      '//evil.example/inbox',
      '/about',
      '/inboxes',
      'javascript:alert(1)',
      '',
      'http://[',
    ]) {
      expect(deskAddress(raw, origin), raw).toBe('/inbox')
    }
  })
})
