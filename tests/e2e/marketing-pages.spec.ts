// The marketing pages: headings, button labels, link targets, structured
// data, images, heading order, and the small behaviours (FAQ, smooth scrolls, quote gallery).
import { yearsLabel } from '#domain/business-labels'
import { expect, test, type Page } from '@playwright/test'
import { cityPages, portlandPage, serviceAreas } from '#content/areas'
import { homeFaq } from '#content/faq'
import { projects, quoteWhyChoose } from '#content/projects'
import { serviceDetails, servicesQuickLinks } from '#content/services'
import { jsonLdBlocks, problemsOf } from '../helpers/structured-data'
import { hydrated } from '../helpers/hydration'

const phone = { text: '(503) 555-0142', href: 'tel:+15035550142' }
const licence = 'Oregon CCB #123456'

type Expectation = { headings: string[]; links: [name: string | RegExp, href: string][]; buttons?: string[]; texts?: string[] }

const pages: Record<string, Expectation> = {
  '/': {
    headings: [
      "Gresham's Premier Tile Installation",
      'Our Expert Services',
      'Recent Projects',
      'Why Choose Star Tile?',
      'Frequently Asked Questions',
    ],
    links: [
      ['Get a Free Quote', '/quote'],
      ['Learn About Us', '/about'],
      ['tile services', '/services'],
      ['our portfolio', '/portfolio'],
      ['tile installation services', '/services'],
      ['work in Portland neighborhoods', '/tile-installation-portland'],
      ['project portfolio', '/portfolio'],
      ['Get Cost Estimate', '/tile-cost-calculator'],
      ['Free Consultation', '/contact'],
      ['Learn About Kitchen Backsplashes', '/services#kitchen-backsplashes'],
      ['Learn About Bathroom & Shower Tile', '/services#bathroom-shower'],
      ['Learn About Tile & Stone Flooring', '/services#flooring'],
      ['Learn About Custom Tile Projects', '/services#custom-projects'],
      ['View Full Portfolio', '/portfolio'],
      ['Read Our Full Story', '/about'],
      ['Contact Us Today', '/contact'],
      ['Get Free Quote', '/quote'],
      [phone.text, phone.href],
    ],
    texts: ['Licensed & insured · Oregon CCB #123456'],
  },
  '/about': {
    headings: [
      "Portland's Go-To Tile Installation Company",
      'Our Story',
      'Our Promise to You',
      'Quality Craftsmanship',
      'Transparent Communication',
      'Timely Completion',
      'Customer Satisfaction',
    ],
    links: [
      ['Get Your Free Quote', '/contact'],
      ['View Our Work', '/portfolio'],
    ],
    texts: [yearsLabel, 'Years Experience', '500+', 'Happy Clients', '100%', 'Licensed & Insured', licence, 'the Star Tile team'],
  },
  '/services': {
    headings: [
      'Professional Tile Installation Services',
      'Kitchen Backsplashes',
      'Bathroom & Shower',
      'Flooring Solutions',
      'Custom Projects',
      "What's Included",
      'Our Process',
      'Consultation',
      'Design & Quote',
      'Installation',
      'Final Inspection',
    ],
    links: [
      ['Get Free Quote', '/contact'],
      ...servicesQuickLinks.map((l): [string, string] => [l.label, l.href]),
      ['Get Quote for This Service', '/contact'],
      ['Get Free Consultation', '/contact'],
      ['View Our Work', '/portfolio'],
    ],
    texts: serviceDetails.flatMap((d) => d.features),
  },
  '/portfolio': {
    headings: ['Our Portfolio', 'Project Highlights'],
    links: [
      ['Request Free Consultation', '/contact'],
      [`Call ${phone.text}`, phone.href],
    ],
    buttons: ['All', 'Kitchens', 'Bathrooms', 'Flooring', 'Custom'],
  },
  '/contact': {
    headings: [
      'Get Your Free Quote Today',
      'Request Your Free Consultation',
      'Contact Information',
      'Licensed & Insured',
      'Our Service Areas',
      ...serviceAreas.map((a) => a.name),
    ],
    links: [
      ['Try our cost calculator first', '/tile-cost-calculator'],
      ['Portland services info', '/tile-installation-portland'],
      [phone.text, phone.href],
      ['hello@startile.example', 'mailto:hello@startile.example'],
      ['Call Now', phone.href],
    ],
    buttons: ['Email Us Today'],
    texts: [
      'Portland Metro Area, Oregon, USA',
      'Monday – Friday',
      '7:00 AM – 6:00 PM',
      'Saturday',
      '8:00 AM – 4:00 PM',
      'Sunday',
      'Closed',
      licence,
      'Office',
      '30-mile radius',
      ...serviceAreas.map((a) => a.description),
    ],
  },
  '/quote': {
    headings: [
      'Get Your Free Quote',
      'Our Recent Projects',
      'Why Choose Star Tile?',
      ...quoteWhyChoose.map((r) => r.title.replace('{years}', yearsLabel)),
    ],
    links: [],
    buttons: projects.slice(0, 6).map((p) => p.title),
    texts: ['4.9/5 Rating', 'Licensed & Insured', 'Free Consultation', licence],
  },
  '/tile-installation-portland': {
    headings: [portlandPage.hero.title, ...portlandPage.services.map((s) => s.title), portlandPage.closing.heading],
    links: [
      ['Get Free Quote', '/contact'],
      [`Call ${phone.text}`, phone.href],
      ['tile services page', '/services'],
      ['our portfolio', '/portfolio'],
      ['contact us', '/contact'],
      ['View Our Work', '/portfolio'],
    ],
    texts: portlandPage.neighborhoods,
  },
}
for (const c of cityPages) {
  pages[c.path] = {
    headings: [c.hero.title, ...c.services.map((s) => s.title), `${c.city} Neighborhoods We Serve`, c.closing.heading],
    links: [
      ['Get Quote', '/contact'],
      [`Call ${phone.text}`, phone.href],
      ['Get Free Quote', '/contact'],
      ['View Our Work', '/portfolio'],
    ],
    texts: [...c.neighborhoods, c.note, licence, c.paragraphs[0].slice(0, 60), c.paragraphs[2].slice(0, 60)],
  }
}

async function headingLevels(page: Page) {
  return page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])))
}

for (const [path, want] of Object.entries(pages)) {
  test(`${path}: their headings, buttons and link targets`, async ({ page }) => {
    await page.goto(path)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1)
    for (const h of want.headings) await expect(main.getByRole('heading', { name: h, exact: true }).first()).toBeVisible()
    for (const [name, href] of want.links) {
      const links = main.getByRole('link', { name, exact: typeof name === 'string' })
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(hrefs, `link "${name}"`).toContain(href)
    }
    for (const b of want.buttons ?? []) await expect(main.getByRole('button', { name: b }).first()).toBeVisible()
    for (const t of want.texts ?? []) await expect(main.getByText(t, { exact: false }).first()).toBeAttached()
  })

  test(`${path}: headings in order, images with alt and size, hero image first and eager`, async ({ page }) => {
    await page.goto(path)
    const levels = await headingLevels(page)
    expect(levels[0]).toBe(1)
    expect(levels.filter((l) => l === 1)).toHaveLength(1)
    levels.forEach((l, i) => i > 0 && expect(l - levels[i - 1], `heading ${i} jumps a level`).toBeLessThanOrEqual(1))
    const images = await page.locator('main img').evaluateAll((imgs) =>
      imgs.map((i) => ({
        alt: i.getAttribute('alt'),
        w: i.getAttribute('width'),
        h: i.getAttribute('height'),
        loading: i.getAttribute('loading'),
        priority: i.getAttribute('fetchpriority'),
      })),
    )
    expect(images.length).toBeGreaterThan(0)
    for (const img of images) {
      expect(img.alt?.trim()).toBeTruthy()
      expect(Number(img.w)).toBeGreaterThan(0)
      expect(Number(img.h)).toBeGreaterThan(0)
    }
    expect(images[0]).toMatchObject({ priority: 'high' })
    expect(images[0].loading).not.toBe('lazy')
    const rest = path === '/quote' ? images.slice(5) : images.slice(1)
    for (const img of rest) expect(img.loading).toBe('lazy')
  })

  test(`${path}: structured data`, async ({ request }) => {
    const blocks = jsonLdBlocks(await (await request.get(path)).text())
    expect(blocks.flatMap(problemsOf)).toEqual([])
    const types = blocks.map((b) => b['@type'])
    if (path === '/') {
      expect(types).not.toContain('BreadcrumbList')
      const faq = blocks.find((b) => b['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
      expect(faq.mainEntity.map((q) => q.name)).toEqual(homeFaq.map((q) => q.question))
      expect(JSON.stringify(faq)).not.toMatch(/\{licence\}/)
    } else {
      expect(types).toContain('BreadcrumbList')
    }
    if (path === '/services') expect(types.filter((t) => t === 'Service')).toHaveLength(4)
    const city = cityPages.find((c) => c.path === path)
    if (city) {
      // The business node is the home page's, unchanged; the city is the area of this page's Service.
      const business = blocks.find((b) => b['@type'] === 'GeneralContractor') as { url: string; areaServed: unknown[] }
      expect(business.url).toBe('https://www.startile.example')
      expect(business.areaServed.length).toBeGreaterThan(1)
      const service = blocks.find((b) => b['@type'] === 'Service') as { areaServed: { name: string }[] }
      expect(service.areaServed.map((a) => a.name)).toEqual([`${city.city}, OR`])
    }
  })
}

test('home: the hero is 700 px high, the social links open in a new tab', async ({ page }) => {
  await page.goto('/')
  const hero = page.locator('main > section').first()
  expect((await hero.boundingBox())?.height).toBeGreaterThanOrEqual(700)
  for (const network of ['Facebook', 'Instagram']) {
    const link = page.locator('main').getByRole('link', { name: new RegExp(`^${network}`) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
})

test('home FAQ: one item open at a time, an open item closes again, all by keyboard', async ({ page }) => {
  await page.goto('/')
  // Native disclosures: each question is a summary, opened with Enter or Space.
  const q1 = page.locator('summary', { hasText: homeFaq[0].question })
  const q2 = page.locator('summary', { hasText: homeFaq[1].question })
  const a1 = page.getByText('a bathroom remodel takes 5-7 days')
  await expect(a1).toBeHidden()
  await q1.focus()
  await page.keyboard.press('Enter')
  await expect(a1).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(q2).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page.getByText(homeFaq[1].answer.slice(0, 40))).toBeVisible()
  await expect(a1).toBeHidden()
  await page.keyboard.press('Enter')
  await expect(page.getByText(homeFaq[1].answer.slice(0, 40))).toBeHidden()
})

test('about: the scroll-to-top link appears once scrolled and brings the visitor back to the top', async ({ page }) => {
  await page.goto('/about')
  const link = page.getByRole('link', { name: 'Scroll to top' })
  await expect(link).toBeHidden()
  await page.locator('footer').scrollIntoViewIfNeeded()
  await expect(link).toBeVisible()
  await link.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
})

test("contact: 'Email Us Today' scrolls back to the form and focuses its first field", async ({ page }) => {
  await page.goto('/contact')
  const form = page.locator('#consultation-form')
  await expect(form.getByRole('heading', { name: 'Request Your Free Consultation' })).toBeVisible()
  await page.locator('footer').scrollIntoViewIfNeeded()
  await hydrated(page.getByRole('button', { name: 'Email Us Today' }))
  await page.getByRole('button', { name: 'Email Us Today' }).click()
  await expect(form).toBeInViewport()
  const first = form.locator('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea').first()
  await expect(first).toBeFocused()
})

test('quote: six square projects, the first four eager, each opening the detail dialog', async ({ page }) => {
  await page.goto('/quote')
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Our Recent Projects' }) })
  const buttons = section.getByRole('button')
  await expect(buttons).toHaveCount(6)
  const loading = await section.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')))
  expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy'])
  const box = await section.locator('img').first().boundingBox()
  expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(2)
  const project = projects[2]
  await hydrated(buttons.nth(2))
  await buttons.nth(2).click()
  const dialog = page.getByRole('dialog', { name: project.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(project.summary)).toBeVisible()
  await dialog.getByRole('button', { name: 'Close project gallery' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(buttons.nth(2)).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Get Your Free Quote', exact: true })).toBeVisible()
})
