// The built pages, as the browser receives them: no module preloads compete with the stylesheet
// and the hero image in the head, and a page that hydrates still loads its scripts at the end.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { settings } from '../../config/settings'
import { readBuiltPages, type BuiltPage } from '../../scripts/site-pages'

const dist = settings().site.distDir
let pages: BuiltPage[] = []

beforeAll(() => {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run \`npm run build\` first (npm test does).`)
  pages = readBuiltPages(dist).filter((p) => !p.isRedirect)
})

describe('the built pages', () => {
  it('carry no modulepreload link anywhere', () => {
    expect(pages.length).toBeGreaterThan(20)
    for (const page of pages) expect(page.html, page.path).not.toContain('rel="modulepreload"')
  })

  it('that hydrate still import their scripts from the end of the body', () => {
    const home = pages.find((p) => p.path === '/')
    expect(home?.html).toMatch(/<script type="module"[^>]*>[^<]*import[\s\S]*<\/body>/)
  })
})
