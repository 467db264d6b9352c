// Toasts never overlap: a second (and third) toast stacks beside the first, each fully readable.
import { expect, test, type Page } from '@playwright/test'
import { hydrated } from '../helpers/hydration'

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function toastBoxes(page: Page, count: number): Promise<Box[]> {
  const toasts = page.locator('[data-scope="toast"][data-part="root"]')
  await expect(toasts).toHaveCount(count)
  // Wait for the entry animation and the stacking to settle: boxes stop moving.
  let last = ''
  await expect
    .poll(async () => {
      const now = JSON.stringify(await toasts.evaluateAll((els) => els.map((el) => el.getBoundingClientRect())))
      const settled = now === last
      last = now
      return settled
    })
    .toBe(true)
  return JSON.parse(last) as Box[]
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`three toasts at ${viewport.width} px stack without overlapping, all on screen`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/tile-pattern-comparison')
    await page.locator('[data-tool="pattern"][data-hydrated]').waitFor()
    const save = page.getByRole('button', { name: 'Save Selection' })
    await hydrated(save)
    await save.click()
    await page.getByRole('button', { name: 'Reset' }).click()
    await save.click()
    const boxes = await toastBoxes(page, 3)
    for (let i = 0; i < boxes.length; i++) {
      expect(boxes[i].x).toBeGreaterThanOrEqual(0)
      expect(boxes[i].x + boxes[i].width).toBeLessThanOrEqual(viewport.width)
      expect(boxes[i].y).toBeGreaterThanOrEqual(0)
      expect(boxes[i].y + boxes[i].height).toBeLessThanOrEqual(viewport.height)
      for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i], boxes[j]), `toasts ${i} and ${j}`).toBe(false)
    }
  })
}
