// Test helper for the tests that read the build (tests/build/): they need one, and say how to make it.
import { existsSync } from 'node:fs'
import path from 'node:path'

/** Throws, with the command to run, when `dist` holds no built site. */
export function requireBuild(dist: string): void {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run \`npm run build\` first (npm test does).`)
}

/** Throws, with the command to run, when there is no built server (`npm run build:server` makes one alone). */
export function requireBuiltServer(dir = path.join('build', 'server')): void {
  if (!existsSync(path.join(dir, 'index.js'))) throw new Error(`No built server in ${dir}: run \`npm run build:server\` (npm test does).`)
}
