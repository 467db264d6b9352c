// Builds a copy of the site with changed content, the way an editor's change would be built:
// the business facts are typed once, and a bad content file stops the build naming file and field.
import { childEnv } from '#config/env'
import { spawnSync } from 'node:child_process'
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectCopies, projectRoot } from '../helpers/project-copy'

const root = projectRoot
const copies = projectCopies('startile-copy-')
const copyProject = copies.copy

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

afterAll(copies.remove)

// What the server and the build write besides the pages: the feed, the sitemap and both e-mails of
// a lead, rendered by the copy's own code so that they read the copy's business facts.
const renderOutputs = `
import { writeFileSync } from 'node:fs'
import { writeRss } from './scripts/rss'
import { writeSitemap } from './scripts/sitemap'
import { mailAddresses } from './server/mail/mailer'
import { buildMessage } from './server/mail/outbox-kinds'
import { sampleLead as lead } from '${path.join(root, 'tests/fixtures/sample-lead.ts')}'
writeRss('build/client')
writeSitemap('build/client')
const mails = (['business', 'acknowledgement'] as const).map((kind) => buildMessage(kind, lead, mailAddresses()))
writeFileSync('build/mails.json', JSON.stringify(mails))
`

describe('an edited copy of the site, built', () => {
  let dir: string
  let build: ReturnType<typeof reactRouterBuild>
  let outputs: ReturnType<typeof spawnSync>
  beforeAll(() => {
    dir = copyProject()
    const file = path.join(dir, 'content/business.ts')
    const edits: [string, string][] = [
      ["display: '(503) 555-0142', e164: '+15035550142'", "display: '(971) 555-0199', e164: '+19715550199'"],
      ["email: 'hello@startile.example'", "email: 'office@tile-crew.example'"],
      ["number: '123456'", "number: '987650'"],
      ['replyHours: 24,', 'replyHours: 12,'],
      // The acknowledgement promises the reply from the hours: a request after the cut-off hears "tomorrow".
      ["sameDayBefore: '14:00'", "sameDayBefore: '09:00'"],
    ]
    let source = readFileSync(file, 'utf8')
    for (const [from, to] of edits) {
      expect(source).toContain(from)
      source = source.replace(from, to)
    }
    writeFileSync(file, source)
    // A 12th project: one entry in content/projects.ts, showing pictures the catalogue already has.
    const projectsFile = path.join(dir, 'content/projects.ts')
    const projects = readFileSync(projectsFile, 'utf8')
    const last = projects.indexOf('\n])\n', projects.indexOf('export const projects'))
    writeFileSync(
      projectsFile,
      `${projects.slice(0, last)}\n  project(12, 'Bathrooms', 'Walk-In Shower With a Curbless Entry', 'A tub replaced by a curbless walk-in shower, sloped to a linear drain on a continuous waterproof membrane.', ['project-8-1', 'project-8-2']),${projects.slice(last)}`,
    )
    cpSync(path.join(root, 'tests/fixtures/regrouting-a-shower-floor.mdx'), path.join(dir, 'content/articles/regrouting-a-shower-floor.mdx'))
    build = reactRouterBuild(dir)
    writeFileSync(path.join(dir, 'render-outputs.ts'), renderOutputs)
    outputs = spawnSync(process.execPath, ['--import', 'tsx', 'render-outputs.ts'], { cwd: dir, encoding: 'utf8', env: childEnv({ SITE_URL: undefined }) })
  }, 240_000)

  it('new phone, e-mail, licence number and reply time reach every page, the feed, the sitemap and the e-mails, and the old ones are gone', () => {
    expect(build.status, build.stderr).toBe(0)
    expect(outputs.status, String(outputs.stderr)).toBe(0)
    const pages = htmlFiles(path.join(dir, 'build/client'))
    expect(pages.length).toBeGreaterThan(20)
    // (The flood test of an article lasts 24 hours: that one is not the reply time.)
    const old = /555-0142|5035550142|hello@startile\.example|123456|[Ww]ithin 24 [Hh]ours/
    const files = [...pages, path.join(dir, 'build/client/blog/rss.xml'), path.join(dir, 'build/client/sitemap.xml'), path.join(dir, 'build/mails.json')]
    for (const f of files) expect(readFileSync(f, 'utf8'), f).not.toMatch(old)
    for (const page of pages) {
      if (page.includes(`${path.sep}blog${path.sep}tile-trends-portland${path.sep}`)) continue // the alias page
      // The owner's desk has its own frame, without the site's header and footer.
      if (page.includes(`${path.sep}inbox${path.sep}`)) continue
      const html = readFileSync(page, 'utf8')
      expect(html, page).toContain('<a href="tel:+19715550199"')
      expect(html, page).toContain('(971) 555-0199')
      expect(html, page).toContain('office@tile-crew.example')
      expect(html, page).toContain('987650')
    }
    const home = readFileSync(path.join(dir, 'build/client/index.html'), 'utf8')
    const ld = [...home.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
    expect(JSON.stringify(ld)).toContain('"telephone":"+19715550199"')
    expect(JSON.stringify(ld)).toContain('"email":"office@tile-crew.example"')
    const contact = readFileSync(path.join(dir, 'build/client/contact/index.html'), 'utf8')
    expect(contact).toMatch(/within 12 hours/)
    const mails = JSON.parse(readFileSync(path.join(dir, 'build/mails.json'), 'utf8')) as { to: string; text: string }[]
    expect(mails[0].to).toBe('office@tile-crew.example')
    // The sample lead came on a Monday at 10 AM in Portland, after the copy's 9 AM cut-off.
    expect(mails[1].text).toContain('will reply by tomorrow noon')
    expect(mails[1].text).toContain('(971) 555-0199')
  })

  it('a 12th project is one entry: it appears in the portfolio', () => {
    expect(build.status, build.stderr).toBe(0)
    const portfolio = readFileSync(path.join(dir, 'build/client/portfolio/index.html'), 'utf8')
    expect(portfolio).toContain('Walk-In Shower With a Curbless Entry')
  })

  it('one new MDX file appears in the blog listing, as its own page and in the sitemap, with no other change', () => {
    expect(build.status, build.stderr).toBe(0)
    const listing = readFileSync(path.join(dir, 'build/client/blog/index.html'), 'utf8')
    expect(listing).toContain('href="/blog/regrouting-a-shower-floor"')
    expect(listing).toContain('Regrouting a Shower Floor: A Fixture Article')
    const page = readFileSync(path.join(dir, 'build/client/blog/regrouting-a-shower-floor/index.html'), 'utf8')
    expect(page).toContain('"@type":"BlogPosting"')
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
