// `npm run dev` as an editor uses it, in a copy of the project with a draft and a scheduled article:
// each opens and says what it is, with the editor panel; its share card is served as the build
// draws it; an article file added while the server runs opens without a restart.
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumFlags } from '#config/chromium'
import { childEnv } from '#config/env'
import { readTestSettings } from '../tests/settings'
import { ogImagePath } from '../app/seo/og-path'
import { indexableRoutes } from '../tests/helpers/routes'
import { projectCopies } from '../tests/helpers/project-copy'
import { pageOfCard } from './vite-editor-dev'

const copies = projectCopies('startile-dev-')
let dev: ChildProcess | undefined
let origin = ''
let output = ''

const description = 'A test fixture that npm run dev shows to its editor, with its search result and its share card.'
const article = (title: string, date: string, extra = '') => `---
title: '${title}'
description: '${description}'
excerpt: 'A fixture article for the dev server test.'
category: DIY & Maintenance
topics: [grout, maintenance, wet-rooms, bathrooms]
date: ${date}
${extra}featured: false
image: article-fix-cracked-grout
imageAlt: 'Close view of gray grout lines between white floor tiles'
---

This article exists only in the test suite.
`

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

async function get(pathname: string) {
  const res = await fetch(origin + pathname)
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) }
}

let dir = ''
beforeAll(async () => {
  dir = copies.copy()
  writeFileSync(
    path.join(dir, 'content/articles/resealing-a-stone-shower.mdx'),
    article('Draft Fixture: Resealing a Stone Shower', '2025-02-10', 'draft: true\n'),
  )
  writeFileSync(
    path.join(dir, 'content/articles/sealing-a-shower-bench.mdx'),
    article('Scheduled Fixture: Sealing a Shower Bench', '2099-03-01'),
  )
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  const env = childEnv({ NODE_ENV: undefined, BUILD_DATE: undefined, SITE_URL: undefined })
  dev = spawn(
    process.execPath,
    ['node_modules/@react-router/dev/bin.js', 'dev', '--port', String(port), '--host', '127.0.0.1', '--strictPort'],
    {
      cwd: dir,
      env,
      detached: true,
    },
  )
  dev.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  dev.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  // Vite colors its banner when the environment asks for color (CI does), splitting the address.
  const started = () => stripVTControlCharacters(output).includes(origin)
  for (let i = 0; i < 240 && !started(); i++) await new Promise((r) => setTimeout(r, 250))
  if (!started()) throw new Error(`npm run dev did not start:\n${output}`)
}, 90_000)

afterAll(() => {
  // The dev server and anything it started, by its own process group.
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM')
  copies.remove()
})

describe('npm run dev, for an editor', () => {
  it('opens a draft, says it is a draft, and shows its texts against their limits, its search result and its share card', async () => {
    const page = await get('/blog/resealing-a-stone-shower')
    expect(page.status, output.slice(-2000)).toBe(200)
    const html = page.body.toString()
    expect(html).toContain(
      '<h1 class="mt-4 font-display text-4xl font-700 leading-tight sm:text-5xl">Draft Fixture: Resealing a Stone Shower</h1>',
    )
    expect(html).toMatch(/<p role="note"[^>]*><strong[^>]*>Draft<\/strong>Only npm run dev shows this draft\./)
    expect(html).toContain('Editor preview (npm run dev only)')
    expect(html).toMatch(/Title \(the page heading\)<\/span><span[^>]*>39 characters \(at most 110\)/)
    expect(html).toMatch(new RegExp(`Description</span><span[^>]*>${description.length} characters \\(50–160\\)`))
    expect(html).toContain('Draft Fixture: Resealing a Stone Shower | Star Tile</p>')
    expect(html).toContain('<img src="/og/blog/resealing-a-stone-shower.png"')
    // Its related articles are published ones only: not the scheduled article that shares every topic.
    const related = /<section aria-labelledby="related-articles-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
    expect(related).toContain('href="/blog/fix-cracked-grout"')
    expect(related).not.toContain('sealing-a-shower-bench')
  }, 120_000)

  it("serves the draft's share card, drawn as the build draws it", async () => {
    const card = await get('/og/blog/resealing-a-stone-shower.png')
    expect(card.status).toBe(200)
    expect(card.type).toBe('image/png')
    expect(card.body.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect([card.body.readUInt32BE(16), card.body.readUInt32BE(20)]).toEqual([1200, 630])
    expect((await get('/og/blog/no-such-article.png')).status).toBe(404)
  }, 120_000)

  it('in a browser: the draft says so, and the share card in the editor panel loads as a 1200 x 630 picture', async () => {
    const browser = await chromium.launch({ executablePath: readTestSettings().chromiumPath, args: chromiumFlags })
    try {
      const page = await browser.newPage()
      await page.goto(`${origin}/blog/resealing-a-stone-shower`)
      expect(await page.getByRole('note').textContent()).toMatch(/^DraftOnly npm run dev shows this draft\./)
      const card = page.getByRole('img', { name: 'The share card of "Draft Fixture: Resealing a Stone Shower"' })
      await card.scrollIntoViewIfNeeded()
      await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete, await card.elementHandle())
      expect(await card.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1200, 630])
    } finally {
      await browser.close()
    }
  }, 120_000)

  it('marks drafts and scheduled articles in the listing, and says when a scheduled one goes live', async () => {
    const listing = (await get('/blog')).body.toString()
    expect(listing).toMatch(/>Draft<\/span><span[^>]*>DIY &amp; Maintenance<\/span>[\s\S]*?href="\/blog\/resealing-a-stone-shower"/)
    expect(listing).toMatch(/>Scheduled · March 1, 2099<\/span>/)
    const scheduled = (await get('/blog/sealing-a-shower-bench')).body.toString()
    expect(scheduled).toMatch(/<strong[^>]*>Scheduled<\/strong>Not live yet: the first build on or after March 1, 2099 publishes it\./)
  }, 120_000)

  it('opens an article file added while it runs, without a restart', async () => {
    // A page first, so that the server has read its list of paths before the file appears.
    expect((await get('/blog')).status).toBe(200)
    writeFileSync(
      path.join(dir, 'content/articles/added-while-running.mdx'),
      article('Draft Fixture: Added While Running', '2025-02-11', 'draft: true\n'),
    )
    let status = 0
    for (let i = 0; i < 40 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250))
      status = (await get('/blog/added-while-running')).status
    }
    expect(status).toBe(200)
    expect((await get('/blog/added-while-running')).body.toString()).toContain('Draft Fixture: Added While Running')
  }, 120_000)
})

describe('the share card addresses', () => {
  it('lead back to their page, for every route', () => {
    for (const route of indexableRoutes) expect(pageOfCard(ogImagePath(route)), route).toBe(route)
    expect(pageOfCard('/og/default.png')).toBe('default')
    expect(pageOfCard('/og/blog/x.png?v=2')).toBe('/blog/x')
    expect(pageOfCard('/images/x.png')).toBeUndefined()
  })
})
