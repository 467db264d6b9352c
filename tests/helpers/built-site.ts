// Test helper for the tests that read the build (tests/build/): they need one, and say how to make it.
import { existsSync } from 'node:fs'
import path from 'node:path'

/** Throws, with the command to run, when `dist` holds no built site. */
export function requireBuild(dist: string): void {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run \`npm run build\` first (npm test does).`)
}
