// An editor's draft and an article dated tomorrow, built as the site is built (`npm run build` in a
// copy of the project): today neither reaches any built file, page, the sitemap, the feed or the
// share images; built as of tomorrow (BUILD_DATE), the scheduled one is everywhere an article goes
// and the draft is still nowhere. No build carries the editor panel of `npm run dev`. An article
// given a later dateModified says "Updated" on its page, in its structured data, feed and sitemap.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { childEnv } from '#config/env'
import { portlandDate } from '#domain/articles/published'
import { projectCopies } from '../helpers/project-copy'

const copies = projectCopies('startile-publication-')
afterAll(copies.remove)

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
const tomorrow = nextDay(portlandDate(new Date()))

const draft = { slug: 'resealing-a-stone-shower', title: 'Draft Fixture: Resealing a Stone Shower' }
const scheduled = { slug: 'sealing-a-shower-bench', title: 'Scheduled Fixture: Sealing a Shower Bench' }
// Words only the dev server may show.
const devOnly = ['Editor preview', 'data-editor-preview', 'Only npm run dev shows this draft', 'Not live yet']

// Both share fix-cracked-grout's category and every topic, and the bathroom pages' topics, so each
// would be the first related article and topic link if it were published.
const article = (title: string, date: string, extra: string) => `---
title: '${title}'
description: 'A test fixture that proves when an article is published: never as a draft, on its date when scheduled.'
excerpt: 'A fixture article for the publication test.'
category: DIY & Maintenance
topics: [grout, maintenance, wet-rooms, bathrooms]
date: ${date}
${extra}featured: true
image: article-fix-cracked-grout
imageAlt: 'Close view of gray grout lines between white floor tiles'
---

This article exists only in the test suite.

## Why it exists

To prove when an article is published.
`

function buildAs(dir: string, buildDir: string, buildDate?: string) {
  const env = childEnv({ BUILD_DIR: buildDir, DIST_DIR: undefined, SITE_URL: undefined, BUILD_DATE: buildDate, NODE_ENV: undefined })
  return spawnSync('npm', ['run', '--silent', 'build'], { cwd: dir, encoding: 'utf8', env })
}

type Built = { status: number | null; log: string; dist: string; files: string[]; text: (file: string) => string }

function read(dir: string, buildDir: string, result: ReturnType<typeof buildAs>): Built {
  const dist = path.join(dir, buildDir, 'client')
  const files = existsSync(dist)
    ? readdirSync(dist, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && !e.parentPath.includes(`${path.sep}images`))
        .map((e) => path.relative(dist, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    : []
  return { status: result.status, log: result.stdout + result.stderr, dist, files, text: (f) => readFileSync(path.join(dist, f), 'utf8') }
}

/** Every file whose name or words name the article. Compressed siblings hold the same words, so they are skipped. */
function mentions(built: Built, a: { slug: string; title: string }): string[] {
  return built.files.filter((f) => {
    if (f.includes(a.slug)) return true
    if (!/\.(html|data|xml|json|txt|js|css|webmanifest|svg)$/.test(f)) return false
    const text = built.text(f)
    return text.includes(a.slug) || text.includes(a.title)
  })
}

const relatedOf = (html: string) =>
  /<section aria-labelledby="related-articles-heading"[\s\S]*?<\/section>/.exec(html)?.[0].match(/href="\/blog\/[a-z0-9-]+"/g) ?? []

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ png: bytes.subarray(1, 4).toString('latin1'), width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) })

let today: Built
let later: Built

beforeAll(() => {
  const dir = copies.copy()
  writeFileSync(path.join(dir, `content/articles/${draft.slug}.mdx`), article(draft.title, '2025-02-10', 'draft: true\n'))
  writeFileSync(path.join(dir, `content/articles/${scheduled.slug}.mdx`), article(scheduled.title, tomorrow, ''))
  const changed = path.join(dir, 'content/articles/fix-cracked-grout.mdx')
  writeFileSync(changed, readFileSync(changed, 'utf8').replace(/^dateModified: .*$/m, 'dateModified: 2025-03-02'))
  today = read(dir, 'build', buildAs(dir, 'build'))
  later = read(dir, 'build-later', buildAs(dir, 'build-later', tomorrow))
}, 900_000)

describe('a draft and an article dated tomorrow, built today', () => {
  it('build', () => {
    expect(today.status, today.log.slice(-3000)).toBe(0)
    expect(today.files.length).toBeGreaterThan(100)
  })

  it('are in no built file: no page, listing, related article, topic link, sitemap, feed or share image', () => {
    expect(mentions(today, draft)).toEqual([])
    expect(mentions(today, scheduled)).toEqual([])
    expect(existsSync(path.join(today.dist, 'blog', scheduled.slug))).toBe(false)
    expect(existsSync(path.join(today.dist, 'og/blog', `${scheduled.slug}.png`))).toBe(false)
    expect(today.text('sitemap.xml')).toContain('/blog/fix-cracked-grout</loc>')
    expect(today.text('blog/rss.xml')).toContain('/blog/fix-cracked-grout</link>')
  })
})

describe('the same site built with BUILD_DATE set to that date', () => {
  it('build', () => {
    expect(later.status, later.log.slice(-3000)).toBe(0)
  })

  it('publishes the scheduled article everywhere an article goes', () => {
    const href = `href="/blog/${scheduled.slug}"`
    const page = later.text(`blog/${scheduled.slug}/index.html`)
    expect(page).toContain(`<h1 class="mt-4 font-display text-4xl font-700 leading-tight sm:text-5xl">${scheduled.title}</h1>`)
    expect(page).toContain(`<time dateTime="${tomorrow}">`)
    expect(later.text('blog/index.html')).toContain(href)
    expect(relatedOf(later.text('blog/fix-cracked-grout/index.html'))[0]).toBe(href)
    expect(later.text('services/index.html')).toContain(href)
    expect(later.text('sitemap.xml')).toContain(`/blog/${scheduled.slug}</loc><lastmod>${tomorrow}</lastmod>`)
    expect(later.text('blog/rss.xml')).toContain(`/blog/${scheduled.slug}</link>`)
    expect(pngSize(readFileSync(path.join(later.dist, 'og/blog', `${scheduled.slug}.png`)))).toEqual({ png: 'PNG', width: 1200, height: 630 })
  })

  it('still leaves the draft out of every built file', () => {
    expect(mentions(later, draft)).toEqual([])
    // The same search finds the scheduled article in many files now: an empty list above means absent.
    expect(mentions(later, scheduled).length).toBeGreaterThan(5)
  })
})

it('a later dateModified shows as Updated on the page and reaches the structured data, the feed and the sitemap', () => {
  const page = today.text('blog/fix-cracked-grout/index.html')
  expect(page).toContain('<time dateTime="2025-01-10">January 10, 2025</time>')
  expect(page).toContain('Updated <time dateTime="2025-03-02">March 2, 2025</time>')
  const ld = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>)
  expect(ld.find((b) => b['@type'] === 'BlogPosting')).toMatchObject({ datePublished: '2025-01-10', dateModified: '2025-03-02' })
  const item = today.text('blog/rss.xml').split('<item>').find((i) => i.includes('/blog/fix-cracked-grout</link>'))
  expect(item).toContain('<atom:updated>2025-03-02T12:00:00Z</atom:updated>')
  expect(today.text('sitemap.xml')).toContain('/blog/fix-cracked-grout</loc><lastmod>2025-03-02</lastmod>')
  // An article never changed after its date says nothing of an update.
  expect(today.text('blog/waterproofing-before-tile/index.html')).not.toContain('Updated')
})

it('no build carries the editor panel or the draft and scheduled notes of npm run dev', () => {
  for (const built of [today, later]) {
    const found = built.files.filter((f) => /\.(html|data|js|css)$/.test(f) && devOnly.some((w) => built.text(f).includes(w)))
    expect(found).toEqual([])
  }
})
