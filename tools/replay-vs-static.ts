// `node --import tsx tools/replay-vs-static.ts` after `npm install --no-save @fastify/static@10.1.11`: the site's own
// serving with and without the static replay against @fastify/static, on one built page and one
// asset (docs/decisions/027). DIST_DIR (default build/client) and SECONDS_PER_RUN (8).
import { readdirSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { buildApp } from '../server/app'

const dist = path.resolve(process.env.DIST_DIR ?? 'build/client')
const asset = `/assets/${
  readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !f.includes('.js.'))
    .sort()[0]
}`
const seconds = Number(process.env.SECONDS_PER_RUN ?? 8)

async function replayApp(replayStatic: boolean) {
  // One address for all 50 connections: no per-client cap (as tools/bench.ts runs the server).
  const app = await buildApp({ distDir: dist, replayStatic, limits: { maxConnectionsPerAddress: 0, maxConnectionsPerNetwork: 0 } })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return app
}
async function staticApp() {
  const { default: fastifyStatic } = await import('@fastify/static' as string)
  const app = Fastify()
  await app.register(fastifyStatic, { root: dist, preCompressed: true, index: ['index.html'] })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return app
}
const targets = {
  replay: await replayApp(true),
  'no replay': await replayApp(false),
  '@fastify/static': await staticApp(),
}
const portOf = (app: { server: { address(): unknown } }) => (app.server.address() as { port: number }).port
const rows: string[] = []
for (const urlPath of ['/', asset]) {
  for (const [name, app] of Object.entries(targets)) {
    const res = await fetch(`http://127.0.0.1:${portOf(app)}${urlPath}`, { headers: { 'accept-encoding': 'gzip' } })
    if (res.status !== 200) throw new Error(`${name} answered ${res.status} for ${urlPath}`)
  }
  const runs: Record<string, autocannon.Result[]> = {}
  for (const app of Object.values(targets)) {
    await autocannon({
      url: `http://127.0.0.1:${portOf(app)}${urlPath}`,
      connections: 50,
      duration: 2,
      headers: { 'accept-encoding': 'gzip' },
    })
  }
  for (let round = 0; round < 2; round++) {
    for (const [name, app] of Object.entries(targets)) {
      const r = await autocannon({
        url: `http://127.0.0.1:${portOf(app)}${urlPath}`,
        connections: 50,
        duration: seconds,
        headers: { 'accept-encoding': 'gzip' },
      })
      ;(runs[name] ??= []).push(r)
    }
  }
  for (const [name, results] of Object.entries(runs)) {
    const rps = results.reduce((s, r) => s + r.requests.average, 0) / results.length
    const p99 = Math.max(...results.map((r) => r.latency.p99))
    const errors = results.reduce((s, r) => s + r.errors + r.non2xx, 0)
    rows.push(`| ${urlPath === '/' ? 'GET /' : 'GET an asset'} | ${name} | ${Math.round(rps)} | ${p99} | ${errors} |`)
  }
}
for (const app of Object.values(targets)) await app.close()
console.log(['| request | server | req/s | p99 ms | errors |', '|---|---|---:|---:|---:|', ...rows].join('\n'))
