// Private files whatever the umask: under the machine's usual umask 022, the real server (a child
// process) and the real CLI create the data folder, the SQLite database with its -wal and -shm, the
// outbox's .eml files, a backup with the folders it makes and a restore's files, and every folder
// and file under the data folder comes out 0700 and 0600. A data folder and database an earlier
// version made with looser modes are tightened when the store opens them.
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../../tests/helpers/databases'
import { cleanupsAfterEach } from '../../tests/helpers/postgres-suite'
import { postLead, runLeadsCli, startServer } from '../../tests/helpers/server-process'
import { waitFor } from '../../tests/helpers/smtp-server'
import { openLeadStore } from './store'

const cleanups = cleanupsAfterEach()
const cli = (dataDir: string, ...args: string[]) => runLeadsCli(dataDir, args, { SMTP_URL: undefined })

/** The mode (as octal text) of the folder and of everything under it, by path relative to it. */
function modes(dir: string, base = dir): Record<string, string> {
  const found: Record<string, string> = { [dir.slice(base.length + 1) || '.']: (statSync(dir).mode & 0o777).toString(8) }
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) Object.assign(found, modes(path, base))
    else found[path.slice(base.length + 1)] = (statSync(path).mode & 0o777).toString(8)
  }
  return found
}

/** Every path whose mode is not 0700 (a folder) or 0600 (a file). */
function loose(dir: string): Record<string, string> {
  const all = modes(dir)
  return Object.fromEntries(
    Object.entries(all).filter(([path, mode]) => mode !== (statSync(join(dir, path)).isDirectory() ? '700' : '600')),
  )
}

/** Sets this process's umask (and so its children's) for one test. */
function withUmask(mask: number): void {
  const previous = process.umask(mask)
  cleanups.push(() => process.umask(previous))
}

describe('private files', () => {
  it('the server and the CLI make every folder 0700 and every file 0600 under umask 022', { timeout: 180_000 }, async () => {
    withUmask(0o022)
    const dataDir = join(tempDir('private-'), 'srv', 'data')
    const server = await startServer({ DATA_DIR: dataDir })
    cleanups.push(() => server.kill('SIGKILL'))
    const lead = await postLead(server.url, { name: 'Ann Lee', email: 'ann@example.com', phone: '503 555 0101', message: 'Hall floor' })
    expect(lead.status).toBe(201)
    const outbox = join(dataDir, 'outbox')
    const emails = () => readdirSync(outbox).filter((name) => name.endsWith('.eml')).length
    await waitFor(() => existsSync(outbox) && emails() === 2, 20_000, 'the .eml files')

    const running = modes(dataDir)
    expect(Object.keys(running)).toEqual(expect.arrayContaining(['.', 'leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm', 'outbox']))
    expect(loose(dataDir)).toEqual({})
    expect(statSync(join(dataDir, '..')).mode & 0o777).toBe(0o700)

    // A backup while the server runs, into folders it makes; then a restore over the stopped server's store.
    await cli(dataDir, 'backup', join(dataDir, 'backups', 'nightly', 'leads.sqlite'))
    server.kill('SIGTERM')
    await server.exited
    await cli(dataDir, 'restore', join(dataDir, 'backups', 'nightly', 'leads.sqlite'), '--force')
    await cli(dataDir, 'stats')

    const names = Object.keys(modes(dataDir))
    expect(names).toEqual(expect.arrayContaining(['leads.sqlite', 'backups', 'backups/nightly', 'backups/nightly/leads.sqlite']))
    expect(names.filter((n) => n.includes('before-restore'))).not.toHaveLength(0)
    expect(names.filter((n) => n.startsWith('outbox/') && n.endsWith('.eml'))).toHaveLength(2)
    expect(loose(dataDir)).toEqual({})
  })

  it('tightens the data folder and a database with its -wal and -shm that an earlier version left readable', async () => {
    withUmask(0o022)
    const dataDir = join(tempDir('private-'), 'data')
    mkdirSync(dataDir, { mode: 0o755 })
    const earlier = new Database(join(dataDir, 'leads.sqlite'))
    earlier.pragma('journal_mode = WAL')
    earlier.exec('CREATE TABLE t (x)')
    chmodSync(dataDir, 0o755)
    expect(loose(dataDir)).toEqual({ '.': '755', 'leads.sqlite': '644', 'leads.sqlite-wal': '644', 'leads.sqlite-shm': '644' })

    const store = await openLeadStore({ dataDir })
    await store.close()
    earlier.close()
    expect(loose(dataDir)).toEqual({})
  })
})
