// Builds a copy of the site with changed content, the way an editor's change would be built:
// the business facts are typed once, and a bad content file stops the build naming file and field.
import { childEnv } from '../../config/settings'
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeSitemap } from '../../scripts/sitemap'

const root = path.resolve(import.meta.dirname, '../..')
const copies: string[] = []

function copyProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'startile-copy-'))
  copies.push(dir)
  for (const entry of ['app', 'config', 'content', 'scripts', 'react-router.config.ts', 'vite.config.ts', 'uno.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
  }
  const images = path.join(root, 'public', 'images')
  cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true, filter: (src) => src !== images && !src.startsWith(images + path.sep) })
  symlinkSync(path.join(root, 'public', 'images'), path.join(dir, 'public', 'images'))
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  symlinkSync(path.join(root, '.cache'), path.join(dir, '.cache'))
  return dir
}

function reactRouterBuild(dir: string) {
  return spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: childEnv({ BUILD_DIR: 'build', SITE_URL: undefined }),
  })
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => path.join(e.parentPath, e.name))
}

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
})

describe('an edited copy of the site, built', () => {
  let dir: string
  let build: ReturnType<typeof reactRouterBuild>
  beforeAll(() => {
    dir = copyProject()
    const file = path.join(dir, 'content/business.ts')
    const source = readFileSync(file, 'utf8')
    writeFileSync(file, source.replace("display: '(503) 555-0142', e164: '+15035550142'", "display: '(971) 555-0199', e164: '+19715550199'"))
    cpSync(path.join(root, 'tests/fixtures/regrouting-a-shower-floor.mdx'), path.join(dir, 'content/articles/regrouting-a-shower-floor.mdx'))
    build = reactRouterBuild(dir)
  }, 240_000)

  it('a new phone number in the business facts reaches the footer, the pages and the JSON-LD, and the old one is gone', () => {
    expect(build.status, build.stderr).toBe(0)
    const pages = htmlFiles(path.join(dir, 'build/client'))
    expect(pages.length).toBeGreaterThan(20)
    for (const page of pages) {
      const html = readFileSync(page, 'utf8')
      expect(html, page).not.toMatch(/555-0142|5035550142/)
      if (page.includes(`${path.sep}blog${path.sep}tile-trends-portland${path.sep}`)) continue // the alias page
      expect(html, page).toContain('<a href="tel:+19715550199"')
      expect(html, page).toContain('(971) 555-0199')
    }
    const home = readFileSync(path.join(dir, 'build/client/index.html'), 'utf8')
    const ld = [...home.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
    expect(JSON.stringify(ld)).toContain('"telephone":"+19715550199"')
  })

  it('one new MDX file appears in the blog listing, as its own page and in the sitemap, with no other change', () => {
    expect(build.status, build.stderr).toBe(0)
    const listing = readFileSync(path.join(dir, 'build/client/blog/index.html'), 'utf8')
    expect(listing).toContain('href="/blog/regrouting-a-shower-floor"')
    expect(listing).toContain('Regrouting a Shower Floor: A Fixture Article')
    const page = readFileSync(path.join(dir, 'build/client/blog/regrouting-a-shower-floor/index.html'), 'utf8')
    expect(page).toContain('"@type":"BlogPosting"')
    writeSitemap(path.join(dir, 'build/client'))
    const sitemap = readFileSync(path.join(dir, 'build/client/sitemap.xml'), 'utf8')
    expect(sitemap).toContain('<loc>https://www.startile.example/blog/regrouting-a-shower-floor</loc><lastmod>2025-02-01</lastmod>')
  })
})

describe('bad content, built', () => {
  it('an article with a missing frontmatter field fails the build naming the file and the field', () => {
    const dir = copyProject()
    const file = path.join(dir, 'content/articles/fix-cracked-grout.mdx')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^description: .*\n/m, ''))
    const result = reactRouterBuild(dir)
    expect(result.status).not.toBe(0)
    expect(result.stdout + result.stderr).toMatch(/content\/articles\/fix-cracked-grout\.mdx:\n\s+- description:/)
  }, 120_000)

  it('a content data file with a wrong field fails the build naming the file and the field', () => {
    const dir = copyProject()
    const file = path.join(dir, 'content/business.ts')
    writeFileSync(file, readFileSync(file, 'utf8').replace("email: 'hello@startile.example'", "email: 'not-an-address'"))
    const result = reactRouterBuild(dir)
    expect(result.status).not.toBe(0)
    expect(result.stdout + result.stderr).toMatch(/Invalid content in content\/business\.ts:\n\s+- email:/)
  }, 120_000)
})
