// The restore drill of docs/backups.md, with the real server and the real CLI: leads with photos
// are posted by several clients while `npm run leads -- backup` copies the database; then the
// server is killed, the store deleted, the backup restored with `restore`, and the server started
// again. Every lead acknowledged before the backup began is there with its photos and e-mail rows;
// a lead acknowledged during it is there whole or not at all. A restore ends every desk session and
// unused invitation of the copy, and says so.
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir, deskOf } from '../../tests/helpers/databases'
import { cleanupsAfterEach } from '../../tests/helpers/postgres-suite'
import { runLeadsCli, startServer } from '../../tests/helpers/server-process'
import { photoWithGps } from '../../tests/helpers/test-images'
import { openLeadStore } from '../store/store'

const cleanups = cleanupsAfterEach()
const cli = (dataDir: string, ...args: string[]) => runLeadsCli(dataDir, args)

describe('the backup and restore drill', () => {
  it('restores every acknowledged lead and photo from a backup taken under load', { timeout: 240_000 }, async () => {
    const dataDir = tempDir('drill-')
    const env = { DATA_DIR: dataDir, MAX_CONNECTIONS_PER_ADDRESS: '0', PHOTO_MIN_FREE_DISK_MB: '0' }
    const server = await startServer(env)
    cleanups.push(() => server.kill('SIGKILL'))
    const photo = await photoWithGps(400, 300)

    type Acked = { id: number; at: number; photos: number }
    const acked: Acked[] = []
    let stop = false
    const client = async (c: number) => {
      for (let i = 0; !stop; i++) {
        const form = new FormData()
        for (const [k, v] of Object.entries({
          name: `Client ${c}`,
          email: `drill-${c}-${i}@example.com`,
          phone: '503 555 0100',
          company_website: '',
        }))
          form.append(k, v)
        const photos = i % 3
        for (let p = 0; p < photos; p++) form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `p${p}.jpg`)
        const res = await fetch(`${server.url}/api/quote`, {
          method: 'POST',
          body: form,
          headers: { accept: 'application/json', 'sec-fetch-site': 'same-origin' },
        })
        if (res.status === 201) acked.push({ id: ((await res.json()) as { id: number }).id, at: Date.now(), photos })
      }
    }
    const load = Promise.all([0, 1, 2, 3].map(client))
    while (acked.length < 40) await new Promise((r) => setTimeout(r, 100))

    const backupFile = join(tempDir('drill-backup-'), 'leads-2026-11-25.sqlite')
    const started = Date.now()
    const { stdout } = await cli(dataDir, 'backup', backupFile)
    const finished = Date.now()
    expect(stdout).toMatch(/^Backed up \d+ leads and \d+ photos .* passed SQLite's integrity check/)
    while (acked.filter((a) => a.at > finished).length < 5) await new Promise((r) => setTimeout(r, 100))
    stop = true
    await load

    // The disk is lost: the server dies and the store with it.
    server.kill('SIGKILL')
    await server.exited
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `leads.sqlite${suffix}`), { force: true })
    expect(existsSync(join(dataDir, 'leads.sqlite'))).toBe(false)
    const restored = await cli(dataDir, 'restore', backupFile)
    expect(restored.stdout).toMatch(/^Restored \d+ leads and \d+ photos/)

    const again = await startServer(env)
    cleanups.push(() => again.kill('SIGKILL'))
    again.kill('SIGTERM')
    await again.exited
    const store = await openLeadStore({ dataDir })
    cleanups.push(() => store.close())
    const before = acked.filter((a) => a.at < started)
    expect(before.length).toBeGreaterThanOrEqual(40)
    for (const a of acked) {
      const lead = await store.getLead(a.id)
      if (a.at < started) expect(lead, `lead ${a.id}`).toBeDefined()
      if (!lead) continue
      // Whole or not at all: a restored lead has its photos and its two e-mail rows.
      expect((await store.photoInfo([a.id])).length, `photos of lead ${a.id}`).toBe(a.photos)
      expect((await store.outboxFor(a.id)).map((r) => r.kind).sort(), `e-mails of lead ${a.id}`).toEqual(['acknowledgement', 'business'])
    }
    expect(acked.filter((a) => a.at > finished).every((a) => a.id > Math.max(...before.map((b) => b.id)))).toBe(true)
  })

  it(
    'ends every session and unused invitation of the restored copy, and says so; people and passkeys stay',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir('drill-')
      const store = await openLeadStore({ dataDir })
      const used = await deskOf(store).createInvitation('owner@example.com', null)
      const passkey = { id: 'credential-1', publicKey: 'key', counter: 0, transports: [], deviceLabel: 'Phone' }
      const owner = await deskOf(store).redeemInvitation(used, passkey)
      if (!owner) throw new Error('the invitation was not redeemed')
      const sessions = [await deskOf(store).createSession(owner.id, passkey.id), await deskOf(store).createSession(owner.id, passkey.id)]
      const pending = [
        await deskOf(store).createInvitation('helper@example.com', owner.id),
        await deskOf(store).createInvitation('owner@example.com', null),
      ]
      for (const token of sessions) expect(await deskOf(store).session(token)).toBeDefined()
      for (const token of pending) expect(await deskOf(store).openInvitation(token)).toBeDefined()
      await store.close()
      const file = join(tempDir('drill-backup-'), 'b.sqlite')
      await cli(dataDir, 'backup', file)

      const ended =
        'Ended 2 desk sessions and 2 unused invitations of the copy, and 0 calendar addresses and 0 devices with alerts: everyone signs in to the desk again.'
      const forced = await cli(dataDir, 'restore', file, '--force')
      expect(forced.stdout.split('\n')).toEqual([
        expect.stringMatching(/^Restored 0 leads and 0 photos .* The database it replaced is kept as .*before-restore/),
        ended,
        'People and passkeys removed since the backup are back: remove them again on People and devices. Start the server again.',
        '',
      ])
      const restored = await openLeadStore({ dataDir })
      cleanups.push(() => restored.close())
      for (const token of sessions) expect(await deskOf(restored).session(token)).toBeUndefined()
      for (const token of pending) expect(await deskOf(restored).openInvitation(token)).toBeUndefined()
      expect((await deskOf(restored).people()).map((p) => [p.email, p.passkeys.map((k) => k.id)])).toEqual([
        ['owner@example.com', [passkey.id]],
      ])
      // The backup itself is left as it was: restored again, on a new disk, it ends the same again.
      const fresh = await cli(join(tempDir('drill-'), 'data'), 'restore', file)
      expect(fresh.stdout).toContain(ended)
    },
  )

  it(
    'refuses to overwrite a backup, to restore over a database without --force, and a file that is no backup',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir('drill-')
      const store = await openLeadStore({ dataDir })
      await store.close()
      const file = join(tempDir('drill-backup-'), 'b.sqlite')
      await cli(dataDir, 'backup', file)
      await expect(cli(dataDir, 'backup', file)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('never overwrites') })
      await expect(cli(dataDir, 'restore', file)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Stop the server first'),
      })
      const forced = await cli(dataDir, 'restore', file, '--force')
      expect(forced.stdout).toMatch(/The database it replaced is kept as .*before-restore/)
      await expect(cli(dataDir, 'restore', join(import.meta.dirname, '..', '..', 'package.json'))).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('restore failed'),
      })
      await expect(
        runLeadsCli(dataDir, ['backup', file], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none' }),
      ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('pg_dump') })
    },
  )
})
