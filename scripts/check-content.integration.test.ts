// An editor's pull request, checked as CI would: every mistake of the new article in one list,
// each on one line with file, line, field, what is wrong and what would be valid; no stack trace.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { projectCopies, projectRoot } from '../tests/helpers/project-copy'

const root = projectRoot
const copies = projectCopies('startile-check-')
const copyProject = copies.copy
afterAll(copies.remove)

function checkIn(dir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], { cwd: dir, encoding: 'utf8' })
}

const badArticle = `---
title: "Regrouting a Shower"
excerpt: "A short excerpt."
slug: regrouting-a-shower
category: Gossip
topics: [grout]
date: 2025-02-30
featured: false
image: article-regrouting-a-shower
imageAlt: "Gray grout lines on a white shower wall"
---

Start with a paragraph, then see [our prices](/pricing) and [the waterproofing steps](/blog/waterproofing-before-tile#no-such-step).

## Tools you need

Read [the tools](#tools-you-need) and [the calculator](/tile-cost-calculator/).
`

describe('npm run check:content', () => {
  it('passes the real content', () => {
    const result = checkIn(root)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/content: every file is valid \(\d+\.\d s\)/)
  }, 60_000)

  it("lists every problem of an editor's bad article at once, one line each, and exits 1", () => {
    const dir = copyProject()
    writeFileSync(path.join(dir, 'content/articles/regrouting-a-shower.mdx'), badArticle)
    const result = checkIn(dir)
    expect(result.status).toBe(1)
    const out = result.stdout + result.stderr
    expect(out).not.toMatch(/^\s+at /m) // no stack trace
    const lines = out.split('\n').filter((l) => l.startsWith('content/'))
    const f = 'content/articles/regrouting-a-shower.mdx'
    expect(lines).toEqual(
      expect.arrayContaining([
        `${f}:11  description  is missing  a meta description of 50 to 160 characters`,
        `${f}:4  slug  is not a frontmatter field  remove it: the file name is the slug`,
        `${f}:5  category  "Gossip" is not allowed  one of: Materials Guide, Expert Tips, Planning & Budgeting, Design & Trends, Technical Guide, Resources, DIY & Maintenance`,
        expect.stringMatching(new RegExp(`^${f}:7  date  .+  a real date written YYYY-MM-DD`)),
        expect.stringMatching(
          new RegExp(
            `^${f}:9  image  no image "article-regrouting-a-shower" in content/images.ts  either drop a real photo at content/images/article-regrouting-a-shower.jpg`,
          ),
        ),
        expect.stringMatching(new RegExp(`^${f}:13  link  "/pricing" is not a page of the site  one of the site's paths`)),
        expect.stringMatching(
          new RegExp(
            `^${f}:13  link  "#no-such-step" is not a heading or section id on /blog/waterproofing-before-tile  ids on that page: `,
          ),
        ),
        `${f}:17  link  "/tile-cost-calculator/" ends with a slash  write it without: "/tile-cost-calculator"`,
      ]),
    )
    // the same-page link to a real heading is fine
    expect(out).not.toContain('#tools-you-need')
    expect(out).toMatch(/\d+ content problems \(\d+\.\d s\)/)

    // `npm run build` runs the same check first and stops with the same list, before drawing anything
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: dir, encoding: 'utf8' })
    expect(build.status).not.toBe(0)
    expect(build.stderr).toContain(lines.join('\n'))
    expect(build.stdout + build.stderr).not.toMatch(/images:|Prerender/)
  }, 120_000)

  it('with --format github, prints one workflow command per problem, with its file, line and field', () => {
    const dir = copyProject()
    writeFileSync(path.join(dir, 'content/articles/regrouting-a-shower.mdx'), badArticle)
    const text = checkIn(dir)
    const github = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', '--format', 'github'], {
      cwd: dir,
      encoding: 'utf8',
    })
    expect(github.status).toBe(1)
    const problems = text.stderr.split('\n').filter((l) => /^content\/\S+:\d+  /.test(l))
    const commands = github.stdout.split('\n').filter(Boolean)
    expect(problems.length).toBeGreaterThanOrEqual(8)
    expect(commands).toHaveLength(problems.length)
    for (const c of commands) expect(c).toMatch(/^::error file=content\/[^,]+,line=\d+,title=[^:]+::\S.* — \S/)
    const f = 'content/articles/regrouting-a-shower.mdx'
    // The message may hold ':' and ',' (only the properties are escaped).
    expect(commands).toContain(
      `::error file=${f},line=5,title=category::"Gossip" is not allowed — one of: Materials Guide, Expert Tips, Planning & Budgeting, Design & Trends, Technical Guide, Resources, DIY & Maintenance`,
    )
    expect(commands).toContain(
      `::error file=${f},line=17,title=link::"/tile-cost-calculator/" ends with a slash — write it without: "/tile-cost-calculator"`,
    )
    expect(github.stderr).toMatch(
      new RegExp(`^${commands.length} content problems \\(\\d+\\.\\d s\\): a pull request shows each on its line`, 'm'),
    )

    const wrong = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', '--format', 'xml'], {
      cwd: dir,
      encoding: 'utf8',
    })
    expect(wrong.status).toBe(2)
    expect(wrong.stderr.trim()).toBe("check:content takes --format text or --format github, got '--format xml'")
  }, 120_000)

  it("reports each mistake in a page's copy with the line where it is written", () => {
    const dir = copyProject()
    const file = path.join(dir, 'content/pages/home.ts')
    const source = readFileSync(file, 'utf8')
    const edits: [string, string][] = [
      // a link without its leading slash, in the closing band's first action
      [
        "      { label: 'Get Free Quote', href: '/quote' },\n      { label: '{phone}'",
        "      { label: 'Get Free Quote', href: 'quote' },\n      { label: '{phone}'",
      ],
      // a token that is no business fact, in the second of the why-choose points
      ['licensed Oregon contractor ({licence})', 'licensed Oregon contractor ({licenseNumber})'],
      // an empty heading: every section has one, the FAQ's is wanted
      ["    heading: 'Frequently Asked Questions',", "    heading: '',"],
    ]
    let edited = source
    for (const [from, to] of edits) {
      expect(edited).toContain(from)
      edited = edited.replace(from, to)
    }
    writeFileSync(file, edited)
    const lineOf = (text: string) => edited.split('\n').findIndex((l) => l.includes(text)) + 1
    const result = checkIn(dir)
    expect(result.status).toBe(1)
    expect(result.stderr).not.toMatch(/^\s+at /m)
    const lines = result.stderr.split('\n').filter((l) => l.startsWith('content/pages/home.ts:'))
    const f = 'content/pages/home.ts'
    // one line each, in the order of the file
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^${f}:${lineOf('{licenseNumber}')}  whyChoose\\.points\\.1\\.text  unknown token`)),
      expect.stringMatching(new RegExp(`^${f}:${lineOf("heading: '',")}  faq\\.heading  `)),
      expect.stringMatching(new RegExp(`^${f}:${lineOf("href: 'quote'")}  cta\\.actions\\.0\\.href  must be a site path`)),
    ])
  }, 60_000)

  it('names the file and field of a broken data file, without a stack trace', () => {
    const dir = copyProject()
    const file = path.join(dir, 'content/business.ts')
    writeFileSync(file, readFileSync(file, 'utf8').replace("email: 'hello@startile.example'", "email: 'not-an-address'"))
    const result = checkIn(dir)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/^content\/business\.ts:\d+  email  /m)
    expect(result.stderr).not.toMatch(/^\s+at /m)
  }, 60_000)
})
