// The home page's 'Recent Projects' gallery: tiles, the dialog's slideshow, autoplay and keyboard.
import { expect, test, type Page } from '@playwright/test'
import { projects } from '#content/projects'
import { hydrated } from '../helpers/hydration'

const first = projects[0]
const total = first.images.length

function recentProjects(page: Page) {
  return page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Recent Projects' }) })
}

function firstTile(page: Page) {
  return recentProjects(page).getByRole('button', { name: `${first.title} ${first.category}` })
}

async function openFirst(page: Page) {
  await page.goto('/')
  await hydrated(firstTile(page))
  await firstTile(page).click()
  const dialog = page.getByRole('dialog', { name: first.title })
  await expect(dialog).toBeVisible()
  return dialog
}

test('the first six projects are tiles whose title and category show on hover and keyboard focus', async ({ page }) => {
  await page.goto('/')
  const tiles = recentProjects(page).getByRole('button')
  await expect(tiles).toHaveCount(6)
  await hydrated(firstTile(page))
  for (const [i, p] of projects.slice(0, 6).entries()) await expect(tiles.nth(i)).toHaveAccessibleName(`${p.title} ${p.category}`)
  // The overlay holding the title and category.
  const caption = firstTile(page).getByText(first.title).locator('..')
  await expect(caption).toHaveCSS('opacity', '0')
  await firstTile(page).hover()
  await expect(caption).toHaveCSS('opacity', '1')
  await page.mouse.move(0, 0)
  await expect(caption).toHaveCSS('opacity', '0')
  await firstTile(page).focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(firstTile(page)).toBeFocused()
  await expect(caption).toHaveCSS('opacity', '1')
})

test('the gallery opens with the title, category and a counter that Next and Previous move, looping', async ({ page }) => {
  const dialog = await openFirst(page)
  await expect(dialog.getByRole('heading', { name: first.title })).toBeVisible()
  await expect(dialog.getByText(first.category, { exact: true })).toBeVisible()
  const counter = dialog.getByTestId('slide-counter')
  await expect(counter).toHaveText(`1 / ${total}`)
  await dialog.getByRole('button', { name: 'Next image' }).click()
  await expect(counter).toHaveText(`2 / ${total}`)
  await dialog.getByRole('button', { name: 'Previous image' }).click()
  await expect(counter).toHaveText(`1 / ${total}`)
  await dialog.getByRole('button', { name: 'Previous image' }).click()
  await expect(counter).toHaveText(`${total} / ${total}`)
  const img = dialog.locator('img')
  await expect(img).toHaveCount(1)
  await expect(img).toHaveAttribute('alt', /.+/)
})

test('the gallery advances by itself every 6 seconds, but not while the pointer rests on the slideshow', async ({ page }) => {
  await page.clock.install()
  const dialog = await openFirst(page)
  const counter = dialog.getByTestId('slide-counter')
  await page.mouse.move(2, 2) // over the backdrop, away from the slideshow
  // The installed clock runs with real time, which a loaded machine stretches: stop it, so only
  // runFor moves it, and let Next start a 6-second wait at a known moment (once focus, which holds
  // the slideshow, is back on Close, outside it).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await dialog.getByRole('button', { name: 'Next image' }).click()
  await page.mouse.move(2, 2)
  await dialog.getByRole('button', { name: 'Close project gallery' }).focus()
  const start = Number((await counter.textContent())?.split(' / ')[0])
  const slide = (ahead: number) => `${((start - 1 + ahead) % total) + 1} / ${total}`
  await page.clock.runFor(5_000)
  await expect(counter).toHaveText(slide(0))
  await page.clock.runFor(1_200)
  await expect(counter).toHaveText(slide(1))
  await page.clock.runFor(6_100)
  await expect(counter).toHaveText(slide(2))

  await dialog.getByRole('group', { name: `${first.title}: project images` }).hover()
  await page.clock.runFor(20_000)
  await expect(counter).toHaveText(slide(2))

  await page.mouse.move(2, 2)
  await page.clock.runFor(6_100)
  await expect(counter).toHaveText(slide(3))
})

test('the visitor can pause and resume the slideshow', async ({ page }) => {
  await page.clock.install()
  const dialog = await openFirst(page)
  const counter = dialog.getByTestId('slide-counter')
  await dialog.getByRole('button', { name: 'Pause slideshow' }).click()
  await page.mouse.move(2, 2)
  await page.clock.runFor(13_000)
  await expect(counter).toHaveText(`1 / ${total}`)
  await dialog.getByRole('button', { name: 'Play slideshow' }).click()
  await page.mouse.move(2, 2)
  await page.clock.runFor(6_100)
  await expect(counter).toHaveText(`2 / ${total}`)
})

test('under reduced motion the gallery does not advance by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install()
  const dialog = await openFirst(page)
  await page.mouse.move(2, 2)
  await page.clock.runFor(13_000)
  await expect(dialog.getByTestId('slide-counter')).toHaveText(`1 / ${total}`)
  await expect(dialog.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0)
})

test("'Request Similar Project' closes the dialog and lands on /contact", async ({ page }) => {
  const dialog = await openFirst(page)
  await dialog.getByRole('link', { name: 'Request Similar Project' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Get Your Free Quote Today' })).toBeVisible()
})

test('the close button and a click outside close the gallery', async ({ page }) => {
  const dialog = await openFirst(page)
  await dialog.getByRole('button', { name: 'Close project gallery' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await firstTile(page).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.mouse.click(4, 4)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('keyboard: Enter opens the gallery, focus stays inside, Escape closes it and focus returns to the tile', async ({ page }) => {
  await page.goto('/')
  const tile = firstTile(page)
  await hydrated(tile)
  await tile.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: first.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close project gallery' })).toBeFocused()
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(tile).toBeFocused()
})
