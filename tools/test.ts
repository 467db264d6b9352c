// The test lanes. `npm test` runs all three; each also runs alone:
//   unit         `npm run test:unit`: no build, PostgreSQL, Redis or browser (SQLite files only); under a minute
//   integration  `npm run test:integration`: PostgreSQL, Redis, server processes, builds
//   e2e          `npm run test:e2e`: Playwright in Chromium against the built site and real server
// The last two build the site first when the build is missing or older than the sources (and only
// the server, `npm run build:server`, when only the server changed). With four cores or more the unit
// lane runs beside that build, and the integration lane beside the browser lane; with fewer they run
// one after another: side by side on two cores they held the load at 12-20, module imports alone took
// 514 s of the integration lane, and tests timed out. `-- --one-by-one` runs them in order anywhere.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { siteSettings } from '#config/site'
import { readTestSettings } from '../tests/settings'
import { type Job, runJob, sideBySide } from './side-by-side'

const lanes = ['unit', 'integration', 'e2e'] as const
type Lane = (typeof lanes)[number]
const sideBySideFrom = 4 // cores
const oneByOne = process.argv.includes('--one-by-one') || availableParallelism() < sideBySideFrom
const asked = process.argv.slice(2).filter((a) => a !== '--one-by-one')
const unknown = asked.filter((a) => !lanes.includes(a as Lane))
if (unknown.length) {
  console.error(`Unknown test lane ${unknown.join(', ')}: choose from ${lanes.join(', ')}, or none for all (and --one-by-one).`)
  process.exit(2)
}
const run = (asked.length ? asked : lanes) as Lane[]

function newest(dir: string): number {
  if (!existsSync(dir)) return 0
  let t = 0
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name)
    t = Math.max(t, e.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }
  return t
}

/** The build, when the integration or browser lane needs one and it is missing or stale. */
function buildIfStale(): Job[] {
  if (!run.includes('integration') && !run.includes('e2e')) return []
  const { buildDir } = siteSettings()
  const isFresh = (built: string, sources: number) => existsSync(built) && statSync(built).mtimeMs >= sources
  const rooms = ['app', 'config', 'content', 'domain', 'packages', 'scripts', 'public']
  const siteSources = Math.max(...rooms.map(newest), statSync('package.json').mtimeMs)
  const serverSources = Math.max(siteSources, newest('server'))
  if (!isFresh(path.join(buildDir, 'client', 'index.html'), siteSources)) {
    console.log('Building the site for the integration and browser tests…')
    return [{ name: 'build', command: 'npm', args: ['run', '--silent', 'build'] }]
  }
  if (isFresh(path.join(buildDir, 'server', 'index.js'), serverSources)) return []
  console.log('Building the server for the integration and browser tests…')
  return [{ name: 'build', command: 'npm', args: ['run', '--silent', 'build:server'] }]
}

/** Runs the jobs side by side (or one by one); exits when one fails. */
async function phase(jobs: Job[]) {
  if (oneByOne || jobs.length < 2) {
    for (const job of jobs) {
      const status = await runJob(job)
      if (status !== 0) process.exit(status)
    }
    return
  }
  const failed = (await sideBySide(jobs)).filter((d) => d.status !== 0)
  if (failed.length) process.exit(failed[0].status)
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
const lane = (name: Lane, command: string, args: string[]): Job[] => (run.includes(name) ? [{ name, command, args }] : [])
await phase([...lane('unit', 'npx', ['vitest', 'run', '--project', 'unit']), ...buildIfStale()])
await phase([
  ...lane('integration', 'npx', ['vitest', 'run', '--project', 'integration', '--project', 'integration-alone']),
  ...lane('e2e', 'npx', ['playwright', 'test']),
])
