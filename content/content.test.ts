import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { cityPages, portlandPage, serviceAreas } from './areas'
import { business } from './business'
import { calculatorFaq, homeFaq } from './faq'
import { aboutPage } from './pages/about'
import { calculatorPage } from './pages/calculator'
import { cityPageWords } from './pages/city'
import { contactPage } from './pages/contact'
import { homePage } from './pages/home'
import { pageMeta } from './pages/meta'
import { notFoundPage } from './pages/not-found'
import { patternsPage } from './pages/patterns'
import { portfolioPage } from './pages/portfolio'
import { portlandPageWords } from './pages/portland'
import { privacyPage } from './pages/privacy-policy'
import { quotePage } from './pages/quote'
import { servicesPage } from './pages/services'
import { sharedCopy } from './pages/shared'
import { thankYouPage } from './pages/thank-you'
import { projectHighlights, projects, quoteWhyChoose } from './projects'
import { portfolioCategories, contentTokens, faqListSchema, pageKeys, pagesMetaSchema, serviceCardsSchema } from './schemas'
import { fillTokens } from '#domain/tokens'
import { processSteps, serviceCards, serviceDetails, servicesQuickLinks } from './services'

const files = [
  ...['services', 'faq', 'areas', 'projects'].map((f) => `content/${f}.ts`),
  ...readdirSync(new URL('./pages', import.meta.url))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `content/pages/${f}`),
]
const source = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')

/** Every string inside a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** Every `icon` field inside a value. */
function iconsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(iconsIn)
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([k, v]) => (k === 'icon' && typeof v === 'string' ? [v] : iconsIn(v)))
}

/** The lists pages show. */
const data = {
  serviceCards,
  serviceDetails,
  processSteps,
  servicesQuickLinks,
  homeFaq,
  calculatorFaq,
  serviceAreas,
  portlandPage,
  cityPages,
  projects,
  projectHighlights,
  quoteWhyChoose,
  pageMeta,
}

/** Each page's own words (content/pages/): their schemas say which slots ({city}, {step}) each field may hold. */
const pageCopy = {
  sharedCopy,
  homePage,
  aboutPage,
  servicesPage,
  portfolioPage,
  contactPage,
  quotePage,
  calculatorPage,
  patternsPage,
  portlandPageWords,
  cityPageWords,
  privacyPage,
  thankYouPage,
  notFoundPage,
}

const all = { ...data, ...pageCopy }

describe('content files', () => {
  it('rejects a bad value with the file and field named', () => {
    const bad = serviceCardsSchema.safeParse(serviceCards.map((c, i) => (i === 0 ? { ...c, image: 'Bad Id' } : c)))
    expect(bad.success).toBe(false)
    expect(pagesMetaSchema.safeParse({ ...pageMeta, about: { ...pageMeta.about, title: 'A'.repeat(61) } }).success).toBe(false)
    expect(faqListSchema.safeParse(homeFaq.map((f) => ({ ...f, answer: `${f.answer} Send us a {fax}.` }))).success).toBe(false)
  })

  it('never type a business fact: tokens stand in for them', () => {
    const facts = [
      ['555', '0142'].join('-'),
      ['123', '456'].join(''),
      String(business.founded),
      business.phone.display,
      business.phone.e164,
      business.email,
      business.address.street,
      business.address.postalCode,
    ]
    for (const file of files) {
      const text = source(file)
      for (const fact of facts) expect(text, `${file} contains ${fact}`).not.toContain(fact)
      expect(text).not.toMatch(/\b\d{1,2}:\d{2}\s?(AM|PM)\b/i)
    }
  })

  it('use only the known tokens', () => {
    const used = strings(data).flatMap((s) => [...s.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]))
    for (const token of used) expect(contentTokens).toContain(token)
  })

  it('keep the quote-page-only claims on the quote page', () => {
    const elsewhere = strings({ ...all, quoteWhyChoose: [], quotePage: [] }).join('\n')
    expect(elsewhere).not.toMatch(/15\+|4\.9|bonded|warrant/i)
    expect(strings(quoteWhyChoose).join('\n')).toMatch(/\{years\} Years Experience/)
  })
})

describe('services', () => {
  it('has the four service cards and their detailed sections', () => {
    expect(serviceCards.map((c) => c.title)).toEqual([
      'Kitchen Backsplashes',
      'Bathroom & Shower Tile',
      'Tile & Stone Flooring',
      'Custom Tile Projects',
    ])
    for (const c of serviceCards) expect(c.linkLabel).toBe(`Learn About ${c.title}`)
    expect(serviceDetails.map((d) => d.features)).toEqual([
      ['Custom design consultation', 'Premium tile selection', 'Professional installation', 'Grout sealing and finishing'],
      ['Waterproofing', 'Custom shower designs', 'Floor-to-ceiling installations', 'Slip-resistant options'],
      ['Ceramic and porcelain', 'Natural stone', 'Radiant heating compatibility', 'Commercial-grade options'],
      ['Fireplace surrounds', 'Outdoor patios', 'Accent walls', 'Commercial spaces'],
    ])
    const anchors = serviceDetails.map((d) => d.anchor)
    for (const c of serviceCards) expect(anchors.map((a) => `/services#${a}`)).toContain(c.href)
  })

  it('has the four process steps and quick links', () => {
    expect(processSteps.map((s) => s.title)).toEqual(['Consultation', 'Design & Quote', 'Installation', 'Final Inspection'])
    expect(processSteps[0].description).toMatch(/free in-home/i)
    expect(servicesQuickLinks.map((l) => l.href)).toEqual([
      '/tile-installation-portland',
      '/tile-cost-calculator',
      '/tile-contractor-beaverton',
      '/tile-contractor-lake-oswego',
    ])
  })

  it('names real Lucide icons', () => {
    const require = createRequire(import.meta.url)
    const lucide = require('@iconify-json/lucide/icons.json') as { icons: Record<string, unknown>; aliases?: Record<string, unknown> }
    const icons = iconsIn(all)
    for (const icon of icons) expect(icon in lucide.icons || icon in (lucide.aliases ?? {}), icon).toBe(true)
  })
})

describe('FAQ', () => {
  it('states the durations and the service area', () => {
    const answers = homeFaq.map((f) => f.answer).join('\n')
    expect(answers).toMatch(/bathroom remodel takes 5-7 days/)
    expect(answers).toMatch(/kitchen backsplash 2-3 days/)
    expect(answers).toMatch(/whole-home flooring 1-2 weeks/)
    for (const city of ['Portland', 'Beaverton', 'Tigard', 'Gresham', 'Lake Oswego', 'Milwaukie']) expect(answers).toContain(city)
    expect(answers).toContain('{licence}')
  })

  it('states what the calculator leaves out and the waste allowances', () => {
    const answers = calculatorFaq.map((f) => f.answer).join('\n')
    expect(answers).toMatch(/excludes substrate preparation, waterproofing, grout, adhesive, trim and removal of existing flooring/)
    expect(answers).toMatch(/10% for tiles of 2 sq ft or more and 15% for smaller tiles/)
    expect(answers).toMatch(/diagonal or hexagon layout plan on about 15%/)
    expect(answers).toMatch(/herringbone or chevron about 20%/)
  })
})

describe('home and about', () => {
  it('links the intro to services, the Portland page and the portfolio', () => {
    expect(homePage.intro.text.filter((s) => s.href).map((s) => s.href)).toEqual(['/services', '/tile-installation-portland', '/portfolio'])
    expect(homePage.hero.licenceLine).toContain('{licence}')
  })

  it('has the about stats and promise', () => {
    expect(aboutPage.stats.items).toEqual([
      { value: '{years}', label: 'Years Experience' },
      { value: '500+', label: 'Happy Clients' },
      { value: '100%', label: 'Licensed & Insured' },
      { value: '{licence}', label: 'Oregon Licensed Contractor' },
    ])
    expect(aboutPage.story.paragraphs.join(' ')).toContain('{founded}')
  })
})

describe('areas', () => {
  it('lists the six service areas, Portland first, and the office city among them', () => {
    expect(serviceAreas.map((a) => [a.name, a.description])).toEqual([
      ['Portland', 'Downtown and surrounding areas'],
      ['Beaverton', 'West Portland metro'],
      ['Gresham', 'East Portland metro'],
      ['Lake Oswego', 'South Portland metro'],
      ['Tigard', 'Southwest Portland metro'],
      ['Milwaukie', 'Southeast Portland metro'],
    ])
    expect(serviceAreas.map((a) => a.name)).toContain(business.address.city)
  })

  it('has the four city pages with local copy', () => {
    expect(cityPages.map((c) => c.path)).toEqual([
      '/tile-contractor-beaverton',
      '/tile-contractor-tigard',
      '/tile-contractor-gresham',
      '/tile-contractor-lake-oswego',
    ])
    for (const c of cityPages) {
      expect(c.paragraphs).toHaveLength(3)
      expect(c.neighborhoods).toHaveLength(8)
      expect(c.services).toHaveLength(6)
      expect(c.note).toContain(c.city)
      expect(c.paragraphs.join(' ')).toContain(c.neighborhoods[1])
    }
    expect(portlandPage.neighborhoods).toHaveLength(10)
    const paragraphs = [...cityPages.flatMap((c) => c.paragraphs), ...portlandPage.intro]
    expect(new Set(paragraphs).size).toBe(paragraphs.length)
  })
})

describe('projects', () => {
  it('include the eleven named projects, each in one of the portfolio filters', () => {
    const titles = projects.map((p) => p.title)
    for (const title of [
      'Luxurious Calacatta Marble Kitchen & Bath Suite',
      'Modern Green Tile & Brass Contemporary Home',
      'Contemporary Mixed-Material Home Design',
      'Modern Black & White Kitchen Design',
      'Elegant Blue Accent & Natural Stone Suite',
      'Modern Luxury Wood Grain & Stone Design',
      'Contemporary White Kitchen with Marble Accents',
      'Classic Marble Bathroom Suite',
      'Modern Minimalist Kitchen Design',
      'Dramatic Contemporary Luxury Home',
      'Sophisticated Black & White Marble Collection',
    ])
      expect(titles).toContain(title)
    for (const p of projects) expect(portfolioCategories).toContain(p.category)
    expect(portfolioCategories[0]).toBe('All')
  })

  it('show 2 to 10 pictures each, none shown by two projects', () => {
    for (const p of projects) expect(p.images.length, p.title).toBeGreaterThanOrEqual(2)
    const all = projects.flatMap((p) => p.images)
    expect(new Set(all).size).toBe(all.length)
  })
})

describe('images', () => {
  it('refers only to known image ids', () => {
    const known = new Set([
      ...['home', 'about', 'services', 'portfolio', 'contact', 'quote', 'portland', 'beaverton', 'tigard', 'gresham', 'lake-oswego'].map(
        (h) => `hero-${h}`,
      ),
      ...['kitchen', 'bathroom', 'flooring', 'custom'].map((s) => `service-${s}`),
      'about-story',
      ...[5, 4, 4, 4, 4, 3, 4, 4, 3, 5, 3].flatMap((n, i) => Array.from({ length: n }, (_, k) => `project-${i + 1}-${k + 1}`)),
    ])
    const used = [
      ...serviceCards.map((c) => c.image),
      ...serviceDetails.map((d) => d.image),
      portlandPage.image,
      ...cityPages.map((c) => c.image),
      ...projects.flatMap((p) => p.images),
    ]
    for (const id of used) expect(known.has(id), id).toBe(true)
  })
})

describe('page metadata', () => {
  it('covers every route with unique, well-sized titles and descriptions', () => {
    expect(Object.keys(pageMeta).sort()).toEqual([...pageKeys].sort())
    const metas = [...Object.entries(pageMeta), ...cityPages.map((c) => [c.slug, c.meta] as const)].map(
      ([key, m]) => [key, { title: fillTokens(m.title), description: fillTokens(m.description) }] as const,
    )
    for (const [key, meta] of metas) {
      expect(meta.title.length, key).toBeLessThanOrEqual(60)
      expect(meta.description.length, key).toBeGreaterThanOrEqual(120)
      expect(meta.description.length, key).toBeLessThanOrEqual(160)
    }
    expect(new Set(metas.map(([, m]) => m.title)).size).toBe(metas.length)
    expect(new Set(metas.map(([, m]) => m.description)).size).toBe(metas.length)
    expect(pageMeta.portfolio.description.startsWith('View 50+ completed tile projects')).toBe(true)
  })

  it('keeps headings and titles unique across the marketing copy', () => {
    const titles = [
      ...serviceCards.map((c) => c.title),
      portlandPage.hero.title,
      ...cityPages.map((c) => c.hero.title),
      ...cityPages.map((c) => c.closing.heading),
      portlandPage.closing.heading,
      ...projects.map((p) => p.title),
      ...projects.map((p) => p.summary),
      ...serviceDetails.map((d) => d.description),
      ...serviceCards.map((c) => c.description),
    ]
    expect(new Set(titles).size).toBe(titles.length)
  })
})
