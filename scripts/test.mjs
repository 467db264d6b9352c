// `npm test`: unit and integration tests (vitest), then the browser tests (Playwright) against
// the built site served by the real server. Builds first when the build is missing or stale.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it with \`apt-get update && apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
  )
  process.exit(1)
}

function newest(dir) {
  if (!existsSync(dir)) return 0
  let t = 0
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name)
    t = Math.max(t, e.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }
  return t
}

function step(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const built = path.join(process.env.BUILD_DIR ?? 'build', 'client', 'index.html')
const sources = Math.max(...['app', 'content', 'scripts', 'public'].map(newest), statSync('package.json').mtimeMs)
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the site for the browser tests…')
  step('npm', ['run', 'build'])
}
step('npx', ['vitest', 'run'])
step('npx', ['playwright', 'test'])
