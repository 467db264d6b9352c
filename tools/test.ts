// The test lanes. `npm test` runs all three in order; each also runs alone:
//   unit         `npm run test:unit`: no build, database or browser; under a minute
//   integration  `npm run test:integration`: PostgreSQL, Redis, server processes, builds
//   e2e          `npm run test:e2e`: Playwright in Chromium against the built site and real server
// The last two build the site first when the build is missing or older than the sources.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { siteSettings } from '#config/site'
import { readTestSettings } from '../tests/settings'

const lanes = ['unit', 'integration', 'e2e'] as const
type Lane = (typeof lanes)[number]
const asked = process.argv.slice(2)
const unknown = asked.filter((a) => !lanes.includes(a as Lane))
if (unknown.length) {
  console.error(`Unknown test lane ${unknown.join(', ')}: choose from ${lanes.join(', ')}, or none for all.`)
  process.exit(2)
}
const run = (asked.length ? asked : lanes) as Lane[]

function step(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

function newest(dir: string): number {
  if (!existsSync(dir)) return 0
  let t = 0
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name)
    t = Math.max(t, e.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }
  return t
}

function buildIfStale() {
  const built = path.join(siteSettings().buildDir, 'client', 'index.html')
  const rooms = ['app', 'config', 'content', 'domain', 'packages', 'scripts', 'public']
  const sources = Math.max(...rooms.map(newest), statSync('package.json').mtimeMs)
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    console.log('Building the site for the integration and browser tests…')
    step('npm', ['run', 'build'])
  }
}

if (run.includes('e2e')) {
  const { chromiumPath } = readTestSettings()
  if (!existsSync(chromiumPath)) {
    console.error(
      `Chromium not found at ${chromiumPath}: install it with \`apt-get update && apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    )
    process.exit(1)
  }
}
if (run.includes('unit')) step('npx', ['vitest', 'run', '--project', 'unit'])
if (run.includes('integration') || run.includes('e2e')) buildIfStale()
if (run.includes('integration')) step('npx', ['vitest', 'run', '--project', 'integration'])
if (run.includes('e2e')) step('npx', ['playwright', 'test'])
