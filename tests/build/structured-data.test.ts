// Walks every built page, parses each JSON-LD block and checks the properties of its type.
import { siteSettings } from '#config/site'
import { existsSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { readBuiltPages } from '../../scripts/site-pages'
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  businessJsonLd,
  faqJsonLd,
  serviceJsonLd,
  webSiteJsonLd,
} from '../../app/seo/json-ld.server'
import { jsonLdBlocks, problemsOf, requiredByType } from '../helpers/structured-data'
import { requireBuild } from '../helpers/built-site'

const dist = siteSettings().distDir
const businessNode = businessJsonLd() as Record<string, unknown>

const samples = {
  GeneralContractor: businessJsonLd(),
  BreadcrumbList: breadcrumbJsonLd([{ name: 'Blog', path: '/blog' }]),
  BlogPosting: blogPostingJsonLd({ title: 'T', description: 'D', path: '/blog/x', image: '/images/x.jpg', datePublished: '2025-01-01', dateModified: '2025-01-02', section: 'Expert Tips' }),
  Service: serviceJsonLd({ name: 'Kitchen Backsplashes', description: 'Backsplash installation.' }),
  WebSite: webSiteJsonLd(),
  FAQPage: faqJsonLd([{ question: 'How long?', answer: 'Two days.' }]),
}

describe('the JSON-LD builders', () => {
  for (const [type, block] of Object.entries(samples)) {
    it(`${type} has every required property, and the check notices each one removed`, () => {
      expect(problemsOf(block)).toEqual([])
      for (const key of requiredByType[type]) {
        const { [key]: _removed, ...rest } = block as Record<string, unknown>
        expect(problemsOf(rest), `${type} without ${key}`).toContain(`${type}: ${key}`)
      }
    })
  }
})

describe('structured data on every built page', () => {
  beforeAll(() => {
    requireBuild(dist)
  })

  const pages = existsSync(dist) ? readBuiltPages(dist).filter((p) => p.indexable) : []

  it('covers every indexable page, each with valid blocks', () => {
    expect(pages.length).toBeGreaterThanOrEqual(24)
    const problems = pages.flatMap((p) => jsonLdBlocks(p.html).flatMap((b) => problemsOf(b).map((x) => `${p.path}: ${x}`)))
    expect(problems).toEqual([])
  })

  it('puts each type on the pages that describe it', () => {
    const typesOf = (route: string) => jsonLdBlocks(pages.find((p) => p.path === route)!.html).map((b) => b['@type'])
    expect(typesOf('/')).toEqual(expect.arrayContaining(['GeneralContractor', 'FAQPage']))
    expect(typesOf('/services')).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']))
    expect(typesOf('/')).toEqual(expect.arrayContaining(['WebSite']))
    expect(typesOf('/tile-cost-calculator')).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']))
    expect(typesOf('/tile-cost-calculator')).not.toContain('SoftwareApplication')
    expect(typesOf('/blog/fix-cracked-grout')).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']))
    for (const city of ['beaverton', 'tigard', 'gresham', 'lake-oswego']) {
      expect(typesOf(`/tile-contractor-${city}`)).toEqual(expect.arrayContaining(['GeneralContractor', 'Service', 'BreadcrumbList']))
    }
    for (const p of pages.filter((x) => x.path !== '/')) expect(typesOf(p.path), p.path).toContain('BreadcrumbList')
    expect(typesOf('/')).not.toContain('BreadcrumbList')
  })

  it('describes the business as one node: the same facts wherever its @id appears', () => {
    const nodes = pages.flatMap((p) => jsonLdBlocks(p.html).filter((b) => b['@id'] === businessNode['@id']).map((b) => ({ path: p.path, b })))
    expect(nodes.length).toBeGreaterThanOrEqual(5)
    for (const { path: at, b } of nodes) expect(b, at).toEqual(businessNode)
  })

  it('gives the business position at least five decimals', () => {
    const geo = businessNode.geo as { latitude: string; longitude: string }
    expect(String(geo.latitude)).toMatch(/^-?\d+\.\d{5,}$/)
    expect(String(geo.longitude)).toMatch(/^-?\d+\.\d{5,}$/)
  })

  it('names no rating anywhere, and no type whose rich result needs one', () => {
    const types = pages.flatMap((p) => jsonLdBlocks(p.html).map((b) => String(b['@type'])))
    expect(types).not.toContain('SoftwareApplication')
    expect(types).not.toContain('WebApplication')
  })
})
