// What the built site serves, held against a recorded snapshot: every file's path (hashed asset
// names without their hash) and every page's visible text. Moving code between folders must leave
// both as they were; a change that means to alter them updates the snapshot (`npx vitest run -u`)
// and the diff shows what a visitor will see differently.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { siteSettings } from '#config/site'
import { readBuiltPages } from '../../scripts/site-pages'
import { requireBuild } from '../helpers/built-site'
import { visibleText } from '../helpers/visible-text'

const dist = siteSettings().distDir

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}

/** `assets/about-Cg7qZE_a.js` -> `assets/about-[hash].js`: content hashes change with any code change. */
const withoutHash = (file: string) => (file.startsWith('assets/') ? file.replace(/-[\w-]{8}(\.[a-z0-9.]+)$/, '-[hash]$1') : file)

it('serves the same files and the same words on every page as the recorded snapshot', async () => {
  requireBuild(dist)
  const served = {
    files: [...new Set(files(dist).map(withoutHash))].sort(),
    pages: Object.fromEntries(readBuiltPages(dist).map((page) => [page.path, visibleText(page.html)])),
  }
  await expect(JSON.stringify(served, null, 2) + '\n').toMatchFileSnapshot('../fixtures/served-site.json')
})
