// The Content-Security-Policy holds while people use the site: every interactive part is driven
// (dialogs, selects, the accordion, toasts, client-side navigation) and the page must report no
// CSP violation and no console error. A script or style attribute the build did not hash fails here.
import { expect, test, type Page } from '@playwright/test'
import { projects } from '#content/projects'
import { hydrated } from '../helpers/hydration'
import { photoWithGps } from '../helpers/test-images'

async function watch(page: Page) {
  const problems: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`)
    })
  })
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  return problems
}

test('home: the gallery dialog opens, moves and closes under the page policy', async ({ page }) => {
  const problems = await watch(page)
  await page.goto('/')
  const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Recent Projects' }) })
  const tile = section.getByRole('button', { name: `${projects[0].title} ${projects[0].category}` })
  await hydrated(tile)
  await tile.click()
  const dialog = page.getByRole('dialog', { name: projects[0].title })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.locator('summary', { hasText: 'How long does a tile installation take?' }).click()
  await expect(page.getByText(/a bathroom remodel takes/)).toBeVisible()
  expect(problems).toEqual([])
})

test('quote: the project type select opens and takes a choice; a client-side link navigates', async ({ page }) => {
  const problems = await watch(page)
  await page.goto('/quote')
  const select = page.getByLabel('Project Type')
  await hydrated(select)
  await select.selectOption({ label: 'Kitchen Backsplash' })
  await expect(select).toHaveValue('Kitchen Backsplash')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(problems).toEqual([])
})

test('pattern tool: choosing, comparing and saving (a toast) stay within the policy', async ({ page }) => {
  const problems = await watch(page)
  await page.goto('/tile-pattern-comparison')
  const save = page.getByRole('button', { name: 'Save Selection' })
  await hydrated(save)
  await page.getByRole('radio', { name: 'Herringbone' }).check({ force: true })
  await save.click()
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible()
  expect(problems).toEqual([])
})

test('quote: photo thumbnails (blob: images) and an attached estimate load under the page policy', async ({ page }) => {
  const problems = await watch(page)
  await page.goto('/quote?length=12&width=10&tile=12x12&price=8.50')
  const picker = page.getByLabel('Photos of the space (optional)')
  await hydrated(picker)
  await expect(page.getByRole('region', { name: 'Estimate from the cost calculator' })).toBeVisible()
  await picker.setInputFiles([{ name: 'room.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps(320, 240) }])
  const thumb = page.getByRole('img', { name: 'Your file 1: room.jpg' })
  await expect(thumb).toBeVisible()
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320)
  expect(problems).toEqual([])
})
