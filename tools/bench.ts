// `npm run bench`: load figures against the real server (server/index.ts in its own process) and,
// for the static pages, nginx from Debian serving the same build in the same run (one worker,
// gzip_static on). POST: 50 connections for 20 s, rate limit and time trap off, on SQLite and, when
// DATABASE_URL is set, on PostgreSQL. GET: 50 connections, two runs of BENCH_STATIC_SECONDS per
// target after a warm-up (req/s is their mean, p99 the worse). Not part of `npm test`. Ports:
// BENCH_PORT (3317) and +1.
import { childEnv } from '#config/env'
import { settings } from '#config/settings'
import { siteSettings } from '#config/site'
import { readBenchSettings } from './bench-settings'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { openLeadStore } from '../server/store/store'
import { waitFor } from '../tests/helpers/smtp-server'

const root = path.resolve(import.meta.dirname, '..')
const bench = readBenchSettings()
const serverSettings = settings().server
const dist = siteSettings().distDir
const port = bench.port
const nginxPort = port + 1
const nginx = bench.nginxPath
const staticSeconds = bench.staticSeconds

// The static figures are only worth having beside nginx's: check for it before starting anything.
if (bench.parts.has('static') && !existsSync(nginx)) {
  console.error(`npm run bench needs nginx at ${nginx} (NGINX_PATH) to compare with: install it with \`apt-get install -y nginx\`.`)
  process.exit(1)
}

type Row = { what: string; target: string; rps: number; p99: number; errors: number; extra?: string }
const rows: Row[] = []

async function until(url: string) {
  await waitFor(
    () =>
      fetch(url).then(
        (r) => r.status < 500,
        () => false,
      ),
    60_000,
    url,
  )
}

/** The server from its source (tsx), or as `npm start` runs it: the build's bundle. */
function startServer(env: Record<string, string>, built = false) {
  const entry = built ? ['build/server/index.js'] : ['--import', 'tsx', 'server/index.ts']
  const child = spawn(process.execPath, entry, {
    cwd: root,
    // autocannon's 50 connections come from one address: past the per-client cap they would be refused.
    env: childEnv({
      HOST: '127.0.0.1',
      PORT: String(port),
      DIST_DIR: dist,
      LEADS_RATE_LIMIT: '0',
      SPAM_MIN_FILL_MS: '0',
      // No morning digest e-mail while the bench runs.
      MORNING_DIGEST: 'off',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      ...env,
    }),
    stdio: 'inherit',
  })
  return { pid: child.pid, stop: () => new Promise<void>((r) => (child.kill('SIGTERM'), child.once('exit', () => r()))) }
}

/** A process's CPU time so far in ms (user and system, from /proc; Linux's clock ticks of 10 ms). */
function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return 0
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

function startNginx() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'))
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${nginxPort}; root ${dist}; gzip_static on; etag on;
    location / { try_files $uri $uri/index.html =404; } }
}`,
  )
  const child = spawn(nginx, ['-c', conf, '-p', dir], { stdio: 'inherit' })
  return { stop: () => new Promise<void>((r) => (child.kill('SIGQUIT'), child.once('exit', () => r()))) }
}

async function load(what: string, target: string, opts: autocannon.Options, extra?: (r: autocannon.Result) => string) {
  const result = await autocannon(opts)
  rows.push({
    what,
    target,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    extra: extra?.(result),
  })
}

async function benchLeads(name: string, env: Record<string, string>, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'))
  const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'warn', ...env })
  await until(`http://127.0.0.1:${port}/healthz`)
  const store = await openLeadStore({ databaseUrl, dataDir })
  const before = (await store.stats()).leads.total
  const seconds = 20
  await load(
    'POST /api/send-contact-email',
    name,
    {
      url: `http://127.0.0.1:${port}/api/send-contact-email`,
      method: 'POST',
      connections: 50,
      duration: seconds,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({
        name: 'Bench Visitor',
        email: 'bench@example.com',
        phone: '503 555 0100',
        message: 'A kitchen backsplash.',
        company_website: '',
        elapsed_ms: 60_000,
      }),
    },
    () => '',
  )
  const stored = (await store.stats()).leads.total - before
  rows[rows.length - 1].extra = `${stored} leads stored, ${Math.round(stored / seconds)}/s`
  await store.close()
  await server.stop()
}

function pickAsset(): string {
  const js = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js') && !f.includes('.js.'))
  const sized = js.sort()
  return `/assets/${sized[0]}`
}

const staticPaths = [
  ['GET /', '/'],
  ['GET an article', '/blog/tile-trends-portland-2025'],
  ['GET an asset', pickAsset()],
] as const

if (bench.parts.has('leads')) {
  await benchLeads('server, SQLite', {})
  if (serverSettings.databaseUrl) await benchLeads('server, PostgreSQL', {}, serverSettings.databaseUrl)
}
if (bench.parts.has('static')) await benchStatic()
if (bench.parts.has('counting')) await benchCounting()

async function benchStatic() {
  const server = startServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-data-')), DATABASE_URL: '' })
  const web = startNginx()
  await until(`http://127.0.0.1:${port}/`)
  await until(`http://127.0.0.1:${nginxPort}/`)
  // nginx's workers run as their own user: a build they cannot read (a checkout in a private
  // directory) is answered with fast errors (404 here), and every ratio would be meaningless.
  for (const [, urlPath] of staticPaths) {
    const { status } = await fetch(`http://127.0.0.1:${nginxPort}${urlPath}`)
    if (status === 200) continue
    console.error(`nginx answered ${status} for ${urlPath}: can its worker user read ${dist} (every directory above it too)?`)
    await server.stop()
    await web.stop()
    process.exit(1)
  }
  // Each target is warmed up first (the server's JIT, its first answer recorded for replay), then
  // measured twice, alternating with the other, so that a slow moment of the machine falls on both.
  const targets = [
    ['server', port],
    ['nginx', nginxPort],
  ] as const
  for (const [what, urlPath] of staticPaths) {
    const options = (p: number, duration: number): autocannon.Options => ({
      url: `http://127.0.0.1:${p}${urlPath}`,
      connections: 50,
      duration,
      headers: { 'accept-encoding': 'gzip' },
    })
    for (const [, p] of targets) await autocannon(options(p, 2))
    const runs: Record<(typeof targets)[number][0], autocannon.Result[]> = { server: [], nginx: [] }
    for (let round = 0; round < 2; round++) {
      for (const [target, p] of targets) runs[target].push(await autocannon(options(p, staticSeconds)))
    }
    for (const [target] of targets) {
      const results = runs[target]
      rows.push({
        what,
        target,
        rps: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length,
        p99: Math.max(...results.map((r) => r.latency.p99)),
        errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
      })
    }
    const [s, n] = rows.slice(-2)
    s.extra = s.errors + n.errors > 0 ? 'errors: no ratio' : `${(s.rps / n.rps).toFixed(2)}x nginx`
  }
  await server.stop()
  await web.stop()
}

// Counting entries on and off, side by side (issue 44): two servers as `npm start` runs them (the
// build's bundle), in rounds that alternate which goes first, each request a page GET from a phone's browser with no Referer (a landing, so the
// counter does all its work: the checks, the day's key, the batch). "one visitor" repeats one
// client (every request after the first is a known key); "new visitors" gives each request its own
// address (X-Forwarded-For behind TRUST_PROXY), so each one is a new entry to write.
async function benchCounting() {
  const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'
  const countingPort = port + 2
  const counting = {
    off: {
      port,
      server: startServer(
        {
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-data-')),
          DATABASE_URL: '',
          ENTRY_COUNTING: 'off',
          TRUST_PROXY: '1',
        },
        true,
      ),
    },
    on: {
      port: countingPort,
      server: startServer(
        {
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-data-')),
          DATABASE_URL: '',
          ENTRY_COUNTING: 'on',
          TRUST_PROXY: '1',
          PORT: String(countingPort),
        },
        true,
      ),
    },
  }
  await until(`http://127.0.0.1:${port}/`)
  await until(`http://127.0.0.1:${countingPort}/`)
  let visitor = 0
  // Every "one visitor" run first: a "new visitors" run leaves the counting server a backlog of
  // entries to write (and a day's set of visitors), which would fall on the runs after it.
  for (const crowd of ['one visitor', 'new visitors'] as const) {
    for (const [what, urlPath] of staticPaths.slice(0, 2)) {
      const options = (p: number, duration: number): autocannon.Options => ({
        url: `http://127.0.0.1:${p}${urlPath}`,
        connections: 50,
        duration,
        headers: { 'accept-encoding': 'gzip', 'user-agent': phone },
        ...(crowd === 'new visitors' && {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                headers: { ...req.headers, 'x-forwarded-for': `10.${(++visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` },
              }),
            },
          ],
        }),
      })
      for (const side of ['off', 'on'] as const) await autocannon(options(counting[side].port, 2))
      const runs: Record<'off' | 'on', autocannon.Result[]> = { off: [], on: [] }
      // The server's CPU time a request, from /proc: throughput on two shared cores moves by ±10 %
      // from run to run, the work a request costs much less.
      const cpu = { off: 0, on: 0 }
      for (let round = 0; round < 4; round++) {
        for (const side of round % 2 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
          const before = cpuMsOf(counting[side].server.pid)
          runs[side].push(await autocannon(options(counting[side].port, staticSeconds)))
          cpu[side] += cpuMsOf(counting[side].server.pid) - before
        }
      }
      const perRequest = (side: 'off' | 'on') => (cpu[side] * 1000) / runs[side].reduce((sum, r) => sum + r.requests.total, 0)
      for (const side of ['off', 'on'] as const) {
        const results = runs[side]
        rows.push({
          what: `${what} (${crowd})`,
          target: `server, counting ${side}`,
          rps: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length,
          p99: Math.max(...results.map((r) => r.latency.p99)),
          errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
        })
      }
      const [off, on] = rows.slice(-2)
      off.extra = `CPU ${perRequest('off').toFixed(0)} µs a request`
      on.extra = `CPU ${perRequest('on').toFixed(0)} µs a request (${((perRequest('on') / perRequest('off') - 1) * 100).toFixed(1)} %); req/s ${((on.rps / off.rps - 1) * 100).toFixed(1)} % (budget 5 %)`
      // The backlog written (ENTRY_FLUSH_MS is 5 s) before the next pair is measured.
      if (crowd === 'new visitors') await new Promise((resolve) => setTimeout(resolve, 12_000))
    }
  }
  await counting.off.server.stop()
  await counting.on.server.stop()
}

const table = [
  '| request | target | req/s | p99 ms | errors | note |',
  '|---|---|---:|---:|---:|---|',
  ...rows.map((r) => `| ${r.what} | ${r.target} | ${Math.round(r.rps)} | ${r.p99} | ${r.errors} | ${r.extra ?? ''} |`),
]
console.log(`\n${table.join('\n')}\n`)
process.exit(0)
