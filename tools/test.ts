// `npm test`: ESLint, the unit and integration tests (vitest), then the browser tests (Playwright) against
// the built site served by the real server. Builds first when the build is missing or stale.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { settings } from '#config/settings'

const { site, tools } = settings()
if (!existsSync(tools.chromiumPath)) {
  console.error(
    `Chromium not found at ${tools.chromiumPath}: install it with \`apt-get update && apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
  )
  process.exit(1)
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

function step(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const built = path.join(site.buildDir, 'client', 'index.html')
const sources = Math.max(...['app', 'config', 'content', 'packages', 'scripts', 'public'].map(newest), statSync('package.json').mtimeMs)
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the site for the browser tests…')
  step('npm', ['run', 'build'])
}
step('npx', ['eslint', '.'])
step('npx', ['vitest', 'run'])
step('npx', ['playwright', 'test'])
