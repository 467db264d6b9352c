// The portfolio: category filter kept in the address, the cards and the project detail dialog.
import { yearsLabel } from '#domain/business-labels'
import { expect, test, type Page } from '@playwright/test'
import { projects } from '#content/projects'
import { hydrated } from '../helpers/hydration'

const expected = { All: 11, Kitchens: 4, Bathrooms: 2, Flooring: 2, Custom: 3 } as const

function grid(page: Page) {
  return page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Browse Our Projects' }) })
}

function filter(page: Page, name: string) {
  return page.getByRole('group', { name: 'Filter projects by category' }).getByRole('button', { name, exact: true })
}

test('All is chosen first and shows the 11 projects; each filter shows its own and is pressed', async ({ page }) => {
  await page.goto('/portfolio')
  await hydrated(filter(page, 'All'))
  await expect(filter(page, 'All')).toHaveAttribute('aria-pressed', 'true')
  await expect(grid(page).locator('article')).toHaveCount(11)
  for (const [category, count] of Object.entries(expected)) {
    await filter(page, category).click()
    await expect(grid(page).locator('article')).toHaveCount(count)
    for (const other of Object.keys(expected)) {
      await expect(filter(page, other)).toHaveAttribute('aria-pressed', String(other === category))
    }
    if (category !== 'All') {
      await expect(page).toHaveURL(new RegExp(`\\?category=${category.toLowerCase()}$`))
      const titles = await grid(page).locator('article h3').allTextContents()
      expect(titles).toEqual(projects.filter((p) => p.category === category).map((p) => p.title))
      for (const card of await grid(page).locator('article').all()) await expect(card).toContainText(category)
    } else {
      await expect(page).toHaveURL(/\/portfolio$/)
    }
  }
})

test('the filter survives a reload, back and forward, and a shared link', async ({ page }) => {
  await page.goto('/portfolio')
  await hydrated(filter(page, 'Kitchens'))
  await filter(page, 'Kitchens').click()
  await expect(page).toHaveURL(/category=kitchens/)
  await page.reload()
  await expect(filter(page, 'Kitchens')).toHaveAttribute('aria-pressed', 'true')
  await expect(grid(page).locator('article')).toHaveCount(4)
  await filter(page, 'Bathrooms').click()
  await expect(grid(page).locator('article')).toHaveCount(2)
  await page.goBack()
  await expect(page).toHaveURL(/category=kitchens/)
  await expect(grid(page).locator('article')).toHaveCount(4)
  await page.goForward()
  await expect(grid(page).locator('article')).toHaveCount(2)

  await page.goto('/portfolio?category=custom')
  await expect(filter(page, 'Custom')).toHaveAttribute('aria-pressed', 'true')
  await expect(grid(page).locator('article')).toHaveCount(3)
})

test('the prerendered page lists every project for visitors and crawlers without JavaScript', async ({ request }) => {
  const html = await (await request.get('/portfolio')).text()
  for (const p of projects) expect(html).toContain(p.title.replace(/&/g, '&amp;'))
})

test('a link to a category with no project says so', async ({ page }) => {
  await page.goto('/portfolio?category=patios')
  await expect(page.getByText('No projects found for the selected category.')).toBeVisible()
  await expect(grid(page).locator('article')).toHaveCount(0)
  await filter(page, 'All').click()
  await expect(grid(page).locator('article')).toHaveCount(11)
})

test('a card opens the project detail dialog, which closes with Escape and gives focus back', async ({ page }) => {
  await page.goto('/portfolio?category=bathrooms')
  const project = projects.find((p) => p.category === 'Bathrooms')!
  const card = grid(page).locator('article').first()
  await expect(card).toContainText(project.title)
  await expect(card).toContainText('Bathrooms')
  const overlay = card.getByText('View Project')
  await expect(overlay).toBeAttached()
  const button = card.getByRole('button', { name: project.title })
  await hydrated(button)
  await button.click()
  const dialog = page.getByRole('dialog', { name: project.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(project.summary)).toBeVisible()
  await expect(dialog.getByText('Bathrooms', { exact: true })).toBeVisible()
  await expect(dialog.getByTestId('slide-counter')).toHaveText(`1 / ${project.images.length}`)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(button).toBeFocused()
})

test('Project Highlights and the closing call to action', async ({ page }) => {
  await page.goto('/portfolio')
  const highlights = page.locator('section', { has: page.getByRole('heading', { name: 'Project Highlights' }) })
  for (const t of ['500+', 'Projects Completed', '100%', 'Customer Satisfaction', yearsLabel, 'Years Experience'])
    await expect(highlights).toContainText(t)
  await expect(page.getByRole('link', { name: 'Request Free Consultation' })).toHaveAttribute('href', '/contact')
  await expect(page.getByRole('link', { name: /Call \(503\) 555-0142/ })).toHaveAttribute('href', 'tel:+15035550142')
})
