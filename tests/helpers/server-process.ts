// Test helper: runs the real server (server/index.ts) as a child process, as `npm run serve` does,
// against a tiny stand-in build, so crash, restart and shutdown tests kill and start real processes.
import { bareEnv, childEnv } from '#config/env'
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { tempDir } from './databases'
import { waitFor } from './smtp-server'
import { serverStartMs } from './timeouts'

const root = join(import.meta.dirname, '../..')

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((r) => server.close(r))
  return port
}

function standInBuild(): string {
  const dir = tempDir('site-')
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Star Tile</title><h1>Home</h1>')
  mkdirSync(join(dir, '404'))
  writeFileSync(join(dir, '404', 'index.html'), '<!doctype html><title>Not found</title><h1>Page not found</h1>')
  return dir
}

export type RunningServer = {
  url: string
  port: number
  process: ChildProcess
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string
  /** Resolves to the exit code (or signal) when the process ends. */
  exited: Promise<number | string>
  kill(signal: NodeJS.Signals): void
}

/** The server from its TypeScript source, as the tests run it (no build needed). */
export const serverFromSource = { args: ['--import', 'tsx', 'server/index.ts'], cwd: root }
/** The built server, as `npm start` and `npm run serve` run it in production. */
export const builtServer = (cwd = root) => ({ args: [join(root, 'build', 'server', 'index.js')], cwd })

/** Starts the server with these settings and waits until /healthz answers 200. */
export async function startServer(env: Record<string, string>, port?: number, { args, cwd } = serverFromSource): Promise<RunningServer> {
  const listenOn = port ?? (await freePort())
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...bareEnv(),
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      DIST_DIR: standInBuild(),
      LOG_LEVEL: 'warn',
      LEADS_RATE_LIMIT: '0',
      SPAM_MIN_FILL_MS: '0',
      // No morning digest among the e-mails a test counts (its own tests run it with a set clock).
      MORNING_DIGEST: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)))
  let ended = false
  void exited.then(() => (ended = true))
  const url = `http://127.0.0.1:${listenOn}`
  // A server that does not come up is stopped, never left running after the test that started it.
  await waitFor(
    async () => {
      if (ended) throw new Error(`The server exited during start-up:\n${output}`)
      return fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    },
    // Two servers starting together on one PostgreSQL (one waits for the other's migrations)
    // beside three integration files and the browser lane took over 30 s in a full run.
    serverStartMs,
    'the server to start',
  ).catch((err: unknown) => {
    child.kill('SIGKILL')
    throw err
  })
  return { url, port: listenOn, process: child, output: () => output, exited, kill: (signal) => child.kill(signal) }
}

/** Posts one lead as the contact form's script does (the spam checks' fields passed); resolves to the status and the body. */
export async function postLead(url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/api/send-contact-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    body: JSON.stringify({ company_website: '', elapsed_ms: 60_000, ...body }),
  })
  const json: unknown = await res.json().catch(() => null)
  const id = json && typeof json === 'object' && 'id' in json && typeof json.id === 'number' ? json.id : undefined
  return { status: res.status, id }
}

/** Runs `npm run leads -- <args>` (the CLI) on the SQLite store of `dataDir`; resolves to its output. */
export function runLeadsCli(dataDir: string, args: string[], env: Record<string, string | undefined> = {}) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/cli.ts', ...args], {
    cwd: root,
    env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: undefined, ...env }),
  })
}
