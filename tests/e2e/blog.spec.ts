// The blog as a reader and a crawler meet it: the listing, each article page and its markup.
import { expect, test } from '@playwright/test'
import { publishedArticles } from '#domain/articles/published'
import { expectNoAxeViolations } from '../helpers/axe'

const expectedOrder = [
  'best-tile-materials-portland-climate',
  'tile-installation-mistakes-portland',
  'budgeting-tile-project-portland',
  'kitchen-backsplash-ideas-2025',
  'waterproofing-before-tile',
  'best-tile-stores-portland',
  'fix-cracked-grout',
  'tile-trends-portland-2025',
  'choosing-tile-contractor-portland',
]
const articles = publishedArticles()

test('the listing shows the nine articles in order with their read times, and the five featured', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home')
  await expect(page.getByRole('link', { name: /Pattern Comparison Tool/ })).toHaveAttribute('href', '/tile-pattern-comparison')
  const all = page.locator('section', { has: page.getByRole('heading', { name: 'All Articles' }) })
  const hrefs = await all.locator('article h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual(expectedOrder.map((s) => `/blog/${s}`))
  const readTimes = await all.locator('article').evaluateAll((cards) => cards.map((c) => /(\d+) min read/.exec(c.textContent ?? '')?.[1]))
  expect(readTimes).toEqual(expectedOrder.map((slug) => String(articles.find((a) => a.slug === slug)?.readTime)))
  const featured = page.locator('section', { has: page.getByRole('heading', { name: 'Featured Articles' }) }).locator('article')
  await expect(featured).toHaveCount(5)
  await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible()
  for (const c of ['Planning & Budgeting', 'Technical Guides', 'DIY & Maintenance', 'Design & Trends']) {
    const heading = page.getByRole('heading', { name: c, exact: true })
    await expect(heading).toBeVisible()
    await expect(heading.locator('a')).toHaveCount(0)
  }
  await expect(page.getByText('January 20, 2025').first()).toBeVisible()
})

for (const article of articles) {
  test(`article ${article.slug}: breadcrumb, facts line, markup, contact link and its own long text`, async ({ request }) => {
    const html = await (await request.get(`/blog/${article.slug}`)).text()
    expect(html).toMatch(/<nav aria-label="Breadcrumb"[\s\S]*?Home[\s\S]*?Blog[\s\S]*?<\/nav>/)
    expect(html).toContain(`${article.readTime} min read`)
    expect(html).toContain(`<time dateTime="${article.date}">`)
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
    const posting = ld.find((b) => b['@type'] === 'BlogPosting')
    expect(posting.datePublished).toBe(article.date)
    expect(posting.dateModified).toBe(article.dateModified)
    expect(posting.headline).toBe(article.title)
    expect(posting.publisher.logo.url).toMatch(/^https:\/\//)
    const crumbs = ld.find((b) => b['@type'] === 'BreadcrumbList')
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Blog', article.title])
    expect(html).toContain('href="/contact"')
    const body = /<div class="article-body[^"]*">([\s\S]*?)<\/div><aside/.exec(html)?.[1] ?? ''
    const words = body
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length
    expect(words).toBeGreaterThan(900)
  })
}

test('the article headings are linked and listed in the table of contents', async ({ page }) => {
  await page.goto('/blog/waterproofing-before-tile')
  const toc = page.getByRole('navigation', { name: 'In this article' })
  const first = toc.getByRole('link').first()
  const target = await first.getAttribute('href')
  expect(target).toMatch(/^#/)
  await first.click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.locator(`h2${target} a[href="${target}"]`)).toHaveCount(1)
})

test('the old trends address lands on the canonical article', async ({ page }) => {
  await page.goto('/blog/tile-trends-portland')
  await expect(page).toHaveURL(/\/blog\/tile-trends-portland-2025$/)
  await expect(page.getByText('January 6, 2025').first()).toBeVisible()
})

for (const path of ['/blog', '/blog/choosing-tile-contractor-portland', '/blog/best-tile-stores-portland']) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expectNoAxeViolations(page)
  })
}
