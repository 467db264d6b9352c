// Production runs the server as built JavaScript (`npm start`, `npm run serve`): node alone, no
// TypeScript loader, finding the built site and its data from the folder it runs in.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../helpers/databases'
import { builtServer, type RunningServer, startServer } from '../helpers/server-process'
import { requireBuiltServer } from '../helpers/built-site'
import { serverStartMs } from '../helpers/timeouts'

// A folder that is not the project's: its own build/client and data, as a deployment has.
const deployment = tempDir('deployment-')
let server: RunningServer

beforeAll(async () => {
  requireBuiltServer()
  mkdirSync(join(deployment, 'build', 'client'), { recursive: true })
  writeFileSync(join(deployment, 'build', 'client', 'index.html'), '<!doctype html><title>Star Tile</title><h1>Deployed home</h1>')
  // Empty settings fall back to their defaults: build/client and data, under the working folder.
  server = await startServer({ DIST_DIR: '', DATA_DIR: '' }, undefined, builtServer(deployment))
}, serverStartMs + 10_000)
afterAll(() => server?.kill('SIGTERM'))

describe('the built server', () => {
  it('runs under node alone: no tsx on its command line or in NODE_OPTIONS', () => {
    const pid = server.process.pid
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
    expect(commandLine.filter(Boolean)).toEqual([process.execPath, join(process.cwd(), 'build', 'server', 'index.js')])
    expect(environment.filter((v) => v.startsWith('NODE_OPTIONS=') && v.includes('tsx'))).toEqual([])
  })

  it('imports no TypeScript and no tsx: every import is JavaScript or a package', () => {
    const files = readdirSync(join('build', 'server'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
    const imports = files.flatMap((f) =>
      [...readFileSync(join('build', 'server', f), 'utf8').matchAll(/(?:^import |from |import\()\s*"([^"]+)"/gm)].map((m) => m[1]),
    )
    expect(imports.length).toBeGreaterThan(0)
    expect(imports.filter((i) => i.endsWith('.ts') || i === 'tsx' || i.startsWith('tsx/') || i.startsWith('#'))).toEqual([])
  })

  it('serves the built site and keeps its data under the folder it runs in', async () => {
    const home = await fetch(server.url)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Deployed home')
    // /healthz writes to the database: the migrations, bundled in, made it under ./data.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect(readdirSync(join(deployment, 'data'))).toContain('leads.sqlite')
  })
})
