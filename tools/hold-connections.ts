// `npm run bench:connections [seconds]`: the fixed load run of docs/limits.md. The real server
// (server/index.ts, its own process, the built site, default limits) on BENCH_PORT; one address
// (127.0.0.2) holds as many connections as it can (2,000 at a time, each replaced 50 ms after the
// server closes it), each sending its headers, or a body declared at 1 GB, a byte every 5 s, for
// 60 s; meanwhile a visitor from another address (127.0.0.3) asks for /healthz and two pages,
// about four times a second, each on a new connection. Prints what the holder got and the
// visitor's times; exits 1 if a visitor request failed or took 1 s or more.
import { fork, spawn } from 'node:child_process'
import { request } from 'node:http'
import { connect } from 'node:net'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { childEnv } from '#config/env'
import { siteSettings } from '#config/site'
import { readBenchSettings } from './bench-settings'
import { waitFor } from '../tests/helpers/smtp-server'

const root = path.resolve(import.meta.dirname, '..')
const site = siteSettings()
const port = readBenchSettings().port
const holderAddress = '127.0.0.2'
const visitorAddress = '127.0.0.3'
type Held = { opened: number; peak: number; closedAtOnce: number }

/** The holder, in a process of its own so that its work does not slow the visitor's clock. */
function runHolder(): void {
  const held: Held = { opened: 0, peak: 0, closedAtOnce: 0 }
  let open = 0
  const hold = (n: number) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: holderAddress })
    const born = Date.now()
    let connected = false
    held.opened++
    socket.on('error', () => {})
    socket.on('connect', () => {
      connected = true
      held.peak = Math.max(held.peak, ++open)
      socket.write(
        n % 2
          ? 'GET / HTTP/1.1\r\nHost: x\r\n'
          : 'POST /api/send-contact-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000000\r\n\r\n',
      )
      const timer = setInterval(() => socket.write('a'), 5000)
      socket.once('close', () => clearInterval(timer))
    })
    socket.once('close', () => {
      if (connected) open--
      if (Date.now() - born < 100) held.closedAtOnce++
      setTimeout(() => hold(n + 1), 50)
    })
  }
  for (let i = 0; i < 2000; i++) hold(i)
  process.on('message', () => {
    process.send?.(held)
    process.exit(0)
  })
}

/** One GET from the visitor's address on a new connection: its time in ms, or -1 if it failed. */
function visit(pathname: string): Promise<number> {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, localAddress: visitorAddress, agent: false, timeout: 5000 }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : -1))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(-1))
    req.end()
  })
}

async function main(seconds: number): Promise<boolean> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: childEnv({
      HOST: '127.0.0.1',
      PORT: String(port),
      DIST_DIR: site.distDir,
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(root, '.cache', 'hold-data'),
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitFor(() => visit('/healthz').then((ms) => ms >= 0), 60_000, 'the server to start')
  const load = loadavg()[0]
  const holder = fork(fileURLToPath(import.meta.url), ['--holder'], { execArgv: ['--import', 'tsx'] })
  await sleep(2000)

  const times: number[] = []
  let failures = 0
  const until = Date.now() + seconds * 1000
  while (Date.now() < until) {
    for (const p of ['/healthz', '/', '/about']) {
      const ms = await visit(p)
      if (ms < 0) failures++
      else times.push(ms)
    }
    await sleep(250)
  }
  const held = await new Promise<Held>((resolve) => {
    holder.once('message', (m) => resolve(m as Held))
    holder.send('stop')
  })
  await new Promise<void>((r) => (server.kill('SIGTERM'), server.once('exit', () => r())))

  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN
  const ok = failures === 0 && at(1) < 1000
  console.log(`\nOne address holding connections for ${seconds} s against the server on port ${port}:`)
  console.log(
    `  holder: ${held.opened} connections opened, at most ${held.peak} open at once as it saw them, ${held.closedAtOnce} closed within 100 ms`,
  )
  console.log(
    `  visitor: ${times.length + failures} requests (/healthz, /, /about), ${failures} failed; median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
  )
  console.log(`  machine: load average ${load.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after, ${cpus().length} cores`)
  console.log(ok ? '  every visitor request was answered within 1 s' : '  FAILED: a visitor request failed or took 1 s or more')
  return ok
}

if (process.argv[2] === '--holder') runHolder()
else process.exit((await main(Number(process.argv[2] ?? 60))) ? 0 : 1)
