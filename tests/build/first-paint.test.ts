// The built pages, as the browser receives them: no module preloads compete with the stylesheet
// and the hero image in the head; a page with islands loads its one island script at low
// priority, with each island's props as data, and no page loads React Router's client runtime
// except the owner's desk (inbox/index.html, the SPA fallback: docs/decisions/019-the-desk-as-routes.md).
// That script is a loader of a few hundred bytes: React and the island come after the hero's paint
// (app/islands/after-hero-paint.ts, record 041).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteSettings } from '#config/site'
import { readBuiltPages, type BuiltPage } from '../../scripts/site-pages'
import { requireBuild } from '../helpers/built-site'

const dist = siteSettings().distDir
let pages: BuiltPage[] = []
let desk: BuiltPage | undefined

beforeAll(() => {
  requireBuild(dist)
  const built = readBuiltPages(dist).filter((p) => !p.isRedirect)
  desk = built.find((p) => p.path === '/inbox')
  pages = built.filter((p) => p !== desk)
})

describe('the built pages', () => {
  it('carry no modulepreload link anywhere', () => {
    expect(pages.length).toBeGreaterThan(20)
    for (const page of pages) expect(page.html, page.path).not.toContain('rel="modulepreload"')
  })

  it('with islands load their own script at low priority and carry each island with its props', () => {
    const withIslands = pages.filter((p) => p.html.includes('data-island='))
    expect(withIslands.map((p) => p.path).sort()).toEqual([
      '/',
      '/contact',
      '/portfolio',
      '/quote',
      '/tile-cost-calculator',
      '/tile-pattern-comparison',
    ])
    for (const page of pages) {
      const modules = [...page.html.matchAll(/<script type="module"[^>]*>/g)].map((m) => m[0])
      expect(page.html, page.path).not.toContain('__reactRouterContext')
      if (!withIslands.includes(page)) {
        expect(modules, page.path).toEqual([])
        continue
      }
      expect(modules, page.path).toHaveLength(1)
      expect(modules[0], page.path).toMatch(/^<script type="module" src="\/assets\/island-[\w-]+\.js" fetchPriority="low">$/)
      for (const [, name] of page.html.matchAll(/<div data-island="([^"]+)"/g)) {
        const json = new RegExp(`<script type="application/json" data-island-props="${name}">([^<]*)</script>`).exec(page.html)?.[1]
        expect(json, `${page.path} ${name}`).toBeDefined()
        expect(JSON.parse(json!)).toHaveProperty('site.phone')
      }
    }
  })

  it("load nothing before the hero's paint but a loader of under 3 KB: React and the island are imported after", () => {
    const loaders = new Set(pages.flatMap((p) => [...p.html.matchAll(/<script type="module" src="\/(assets\/island-[\w-]+\.js)"/g)].map((m) => m[1]!)))
    expect(loaders.size).toBe(6)
    for (const loader of loaders) {
      // The loader's static import graph: what the browser fetches with the page.
      const seen = new Set<string>()
      const walk = (file: string) => {
        if (seen.has(file)) return
        seen.add(file)
        const code = readFileSync(path.join(dist, file), 'utf8')
        for (const [, dep] of code.matchAll(/(?:^|[;}])\s*import\s*(?:[^'"();]*?from\s*)?["'](\.\/[\w.-]+\.js)["']/g)) walk(path.posix.join(path.posix.dirname(file), dep!))
      }
      walk(loader)
      const bytes = [...seen].reduce((sum, file) => sum + readFileSync(path.join(dist, file)).length, 0)
      expect([...seen].filter((f) => /\/react-/.test(f)), loader).toEqual([])
      expect(bytes, `${loader}: ${[...seen].join(', ')}`).toBeLessThan(3 * 1024)
      // ...and it does import the island, dynamically.
      expect(readFileSync(path.join(dist, loader), 'utf8'), loader).toMatch(/import\(["']\.\/[\w-]+\.js["']\)/)
    }
  })

  it('have one desk document: the SPA fallback, with the router, unindexed, and no other desk page', () => {
    expect(desk, 'inbox/index.html (scripts/desk-document.ts)').toBeDefined()
    expect(desk!.html).toContain('"isSpaMode":true')
    expect(desk!.html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(desk!.indexable).toBe(false)
    expect(desk!.html).toContain('<title data-desk-document="">Lead desk</title></head>')
    expect(desk!.html).toContain('<main id="main"')
    expect(desk!.html).not.toContain('data-island=')
    expect(pages.filter((p) => p.path.startsWith('/inbox')).map((p) => p.path)).toEqual([])
  })
})
