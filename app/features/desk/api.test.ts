// The app's desk links (React Router's typed href) and the server's (domain/desk-url.ts) are the
// same addresses, and a 401 sends to a sign-in page whose `next` stays on the desk.
import { href } from 'react-router'
import { describe, expect, it } from 'vitest'
import { deskUrl } from '#domain/desk-url'
import { signInFor } from './api'

describe('desk addresses', () => {
  it('agree between the app and the server', () => {
    expect(href('/inbox')).toBe(deskUrl.list())
    expect(href('/inbox/leads/:id', { id: '7' })).toBe(deskUrl.lead(7))
    expect(href('/inbox/people')).toBe(deskUrl.people())
    expect(href('/inbox/sign-in')).toBe(deskUrl.signIn())
    expect(href('/inbox/welcome')).toBe(deskUrl.welcome())
  })

  it('send a refused page to sign in with a way back, and only to the desk', () => {
    expect(signInFor('http://localhost:8123/inbox/leads/7')).toBe('/inbox/sign-in?next=%2Finbox%2Fleads%2F7')
    expect(signInFor('http://localhost:8123/inbox?status=New&before=c1')).toBe('/inbox/sign-in?next=%2Finbox%3Fstatus%3DNew%26before%3Dc1')
    expect(signInFor('http://localhost:8123/inbox')).toBe('/inbox/sign-in')
    expect(signInFor('http://localhost:8123/about')).toBe('/inbox/sign-in')
  })
})
