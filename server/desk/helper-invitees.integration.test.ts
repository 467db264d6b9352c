// A helper's invitees do not outlive the helper, on SQLite and PostgreSQL: the owner removes a
// helper who brought in a helper (who brought in another); both go with them, signed out at once,
// and the desk's record names them. The owner's own invitee stays, and so does the helper's invitee
// an owner confirmed by making them an owner.
import { describe, expect, it } from 'vitest'
import { inboxWords } from '#content/pages/inbox'
import type { PeopleAnswer } from '#domain/desk-people'
import { deskOf, storeTargets } from '../../tests/helpers/databases'
import { deskApp, tokenOf } from '../../tests/helpers/desk-app'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const now = new Date('2026-11-25T12:00:00Z')

describe.each(storeTargets(pgDb))('removing a helper on $name', (target) => {
  it('removes the helpers they brought in whom no owner confirmed, and the desk says so', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const desk = await deskApp(store, cleanups, () => now)
    const owner = await desk.register(await deskOf(store).createInvitation('owner@example.com', null, now))
    const invite = async (cookie: string, email: string) => {
      const res = await desk.post('/api/inbox/invitations', cookie, { email })
      expect(res.statusCode, res.body).toBe(200)
      return desk.register(tokenOf(res.json().link))
    }
    const idOf = async (email: string) => (await deskOf(store).personByEmail(email))?.id ?? 0

    const helper = await invite(owner.cookie, 'helper@example.com')
    const friend = await invite(helper.cookie, 'friend@example.com')
    const friendOfFriend = await invite(friend.cookie, 'friend2@example.com')
    const confirmed = await invite(helper.cookie, 'confirmed@example.com')
    expect(
      (await desk.post(`/api/inbox/people/${await idOf('confirmed@example.com')}/role`, owner.cookie, { role: 'owner' })).statusCode,
    ).toBe(200)
    const ownersOwn = await invite(owner.cookie, 'colleague@example.com')

    const removed = await desk.post(`/api/inbox/people/${await idOf('helper@example.com')}/remove`, owner.cookie)
    expect(removed.json()).toEqual({ ok: true })

    const answer = (await desk.get('/api/inbox/people', owner.cookie)).json<PeopleAnswer>()
    expect(answer.people.map((p) => p.email)).toEqual(['owner@example.com', 'confirmed@example.com', 'colleague@example.com'])
    for (const gone of [helper, friend, friendOfFriend]) expect((await desk.get('/api/inbox/leads', gone.cookie)).statusCode).toBe(401)
    for (const kept of [confirmed, ownersOwn]) expect((await desk.get('/api/inbox/leads', kept.cookie)).statusCode).toBe(200)
    expect(answer.events.find((e) => e.kind === 'removal')?.detail).toBe(
      'person helper@example.com and the helpers they invited: friend@example.com, friend2@example.com',
    )
    // The desk asks before it happens.
    expect(inboxWords.people.confirmRemove).toMatch(/helpers they invited/)
  })
})
