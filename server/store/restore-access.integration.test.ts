// A restore ends what the desk stopped after the backup: the SQLite store is backed up with a
// calendar address and a phone with alerts on (and an alert waiting for it); then the address is
// stopped and the phone turned off. Restored, the old address is a 404 through the real route and
// the waiting alert goes to no device. (Restore is SQLite's alone: PostgreSQL has its own backups.)
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSmtpMailer } from '../mail/mailer'
import { createOutbox } from '../outbox/outbox'
import { openDeskPush } from '../push/desk-push'
import { backupSqlite, restoreSqlite } from './backup'
import { openLeadStore } from './store'
import { withRoomQueries } from '../stores'
import { deskOf, tempDir } from '../../tests/helpers/databases'
import { deskApp } from '../../tests/helpers/desk-app'
import { cleanupsAfterEach } from '../../tests/helpers/postgres-suite'
import { devicePushKeys, startTestPushService } from '../../tests/helpers/push-service'
import { startTestSmtp } from '../../tests/helpers/smtp-server'

const cleanups = cleanupsAfterEach()
const now = new Date('2026-11-26T18:00:00Z')
const addresses = { leadsTo: 'owner@startile.example', from: 'Star Tile <leads@startile.example>' }

describe('a restore of the SQLite store', () => {
  it('serves no calendar address and sends no alert that was stopped after the backup', async () => {
    const dataDir = tempDir('restore-access-')
    const live = withRoomQueries(await openLeadStore({ dataDir }))
    const desk = await deskApp(live, cleanups, () => now)
    const owner = await desk.register(await deskOf(live).createInvitation('owner@example.com', null, now))
    const feed = await desk.post('/api/inbox/calendar-feed', owner.cookie)
    expect(feed.statusCode, feed.body).toBe(200)
    const address = new URL(feed.json<{ url: string }>().url).pathname
    expect((await desk.server.inject({ method: 'GET', url: address })).statusCode).toBe(200)

    const ownerId = (await deskOf(live).personByEmail('owner@example.com'))?.id ?? 0
    const service = await startTestPushService()
    cleanups.push(() => service.stop())
    const keys = devicePushKeys()
    await live.push.subscribe({
      personId: ownerId,
      passkeyId: null,
      endpoint: service.endpoint('phone'),
      p256dh: keys.p256dh,
      auth: keys.authText,
    })
    await live.insertLead({ form: 'quote', name: 'Dana Visitor', email: 'dana@example.com', phone: '(503) 555-0199', message: 'Floor' })
    const backup = join(tempDir('restore-access-backup-'), 'b.sqlite')
    backupSqlite(dataDir, backup)

    // After the backup: the address stopped, the phone turned off.
    expect((await desk.post('/api/inbox/calendar-feed/revoke', owner.cookie)).statusCode).toBe(200)
    expect(await live.push.unsubscribe(ownerId, service.endpoint('phone'))).toBe(true)
    await live.close()

    const done = restoreSqlite(dataDir, backup, true)
    expect(done.ended).toMatchObject({ calendarFeeds: 1, pushSubscriptions: 1 })
    const restored = withRoomQueries(await openLeadStore({ dataDir }))
    cleanups.push(() => restored.close())
    const again = await deskApp(restored, cleanups, () => now)
    const served = await again.server.inject({ method: 'GET', url: address })
    expect(served.statusCode).toBe(404)
    expect(served.body).not.toContain('BEGIN:VCALENDAR')

    const smtp = await startTestSmtp()
    cleanups.push(() => smtp.stop())
    const mailer = createSmtpMailer(smtp.url)
    cleanups.push(() => mailer.close())
    const outbox = createOutbox({ store: restored, mailer, push: await openDeskPush(restored, 'https://startile.example'), ...addresses })
    // The lead's two e-mails go; no alert is left for the removed phone.
    expect(await outbox.runOnce()).toBe(2)
    expect(await restored.push.subscriptions()).toEqual([])
    expect(await restored.handle.db.selectFrom('push_alerts').selectAll().execute()).toEqual([])
    expect(service.requests).toEqual([])
  })
})
