// The pattern comparison tool in a real browser: choosing by mouse and keyboard, compare mode,
// share (share sheet and clipboard), save and restore, reset, and the page's accessibility.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'

const path = '/tile-pattern-comparison'
const storageKey = 'startile-pattern-selection'

/** Clicks the card, tile or pill of a choice, as a visitor does (the radio itself is visually hidden). */
const choose = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click()
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

const preview = (page: Page) => page.getByRole('region', { name: /^Pattern (Preview|Comparison)$/ })
const pictures = (page: Page) => preview(page).getByRole('img')

// The tool reads the address and storage once React has hydrated: wait for it before acting.
async function open(page: Page, url = path) {
  await page.goto(url)
  await page.locator('[data-tool="pattern"][data-hydrated]').waitFor()
}

test.describe('without a share sheet', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      // Headless Chromium on Linux has none, but make sure: the clipboard path is under test.
      delete (Navigator.prototype as { share?: unknown }).share
    })
  })

  test('starts on the first colour and pattern, with its details, and follows every choice', async ({ page }) => {
    await open(page)
    await expect(page.getByRole('radio', { name: 'Bright White' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Brick/Subway' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'light' })).toBeChecked()
    await expect(heading(page, 'Pattern Preview')).toBeVisible()
    await expect(pictures(page)).toHaveCount(1)
    await expect(pictures(page)).toHaveAccessibleName('Brick/Subway pattern in Bright White with light grout')
    await expect(preview(page).getByRole('heading', { name: 'Brick/Subway' })).toBeVisible()
    await expect(preview(page).getByText('Best for')).toBeVisible()
    await expect(preview(page).getByRole('listitem')).toHaveCount(3)
    await expect(preview(page).getByText('Installation difficulty:')).toBeVisible()
    await expect(preview(page)).toContainText('Easy')

    await choose(page, 'Matte Black')
    await choose(page, 'Herringbone')
    await choose(page, 'dark')
    await expect(pictures(page)).toHaveAccessibleName('Herringbone pattern in Matte Black with dark grout')
    await expect(preview(page)).toContainText('Advanced')
    // The picture is drawn in the chosen colour: Matte Black tiles are dark fills.
    const fill = await pictures(page).locator('polygon').first().getAttribute('fill')
    expect(parseInt(fill!.slice(1, 3), 16)).toBeLessThan(0x40)
  })

  test('works by keyboard: arrows move through colours and patterns, buttons by Enter', async ({ page }) => {
    await open(page)
    await page.getByRole('radio', { name: 'Bright White' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Modern Gray' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Modern Gray' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('radio', { name: 'Brick/Subway' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: 'Grid/Stack' })).toBeChecked()
    await expect(pictures(page)).toHaveAccessibleName('Grid/Stack pattern in Modern Gray with light grout')
    await page.getByRole('button', { name: 'Compare Patterns' }).focus()
    await page.keyboard.press('Enter')
    await expect(heading(page, 'Pattern Comparison')).toBeVisible()
    // The 'Compare with' select (native) by keyboard: End picks the last pattern.
    const compareWith = page.getByLabel('Compare with')
    await compareWith.focus()
    await page.keyboard.press('End')
    await expect(compareWith).toHaveValue('hexagon')
    await expect(pictures(page).nth(1)).toHaveAccessibleName('Hexagon pattern in Modern Gray with light grout')
  })

  test('compare mode shows a second column that never repeats the first pattern', async ({ page }) => {
    await open(page)
    await page.getByRole('button', { name: 'Compare Patterns' }).click()
    await expect(heading(page, 'Pattern Comparison')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Single View' })).toBeVisible()
    await expect(pictures(page)).toHaveCount(2)
    const compareWith = page.getByLabel('Compare with')
    const optionNames = () => compareWith.locator('option').allTextContents()
    await expect(compareWith).toHaveValue('herringbone')
    await expect(pictures(page).nth(1)).toHaveAccessibleName('Herringbone pattern in Bright White with light grout')

    expect(await optionNames()).toEqual(['Herringbone', 'Grid/Stack', 'Diagonal', 'Chevron', 'Hexagon'])
    await compareWith.selectOption({ label: 'Chevron' })
    await expect(compareWith).toHaveValue('chevron')
    await expect(preview(page).getByRole('heading', { name: 'Chevron' })).toBeVisible()

    // Choosing the compared pattern as the first moves the second on to the next one.
    await choose(page, 'Chevron')
    await expect(page.getByRole('radio', { name: 'Chevron' })).toBeChecked()
    await expect(compareWith).toHaveValue('hexagon')
    await expect.poll(optionNames).toEqual(['Brick/Subway', 'Herringbone', 'Grid/Stack', 'Diagonal', 'Hexagon'])

    await page.getByRole('button', { name: 'Single View' }).click()
    await expect(heading(page, 'Pattern Preview')).toBeVisible()
    await expect(pictures(page)).toHaveCount(1)
  })

  test('Share copies text and link; the link restores the selection', async ({ page, context, browser }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await open(page)
    await choose(page, 'Modern Gray')
    await choose(page, 'Herringbone')
    await page.getByRole('button', { name: 'Compare Patterns' }).click()
    await page.getByLabel('Compare with').selectOption({ label: 'Chevron' })
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('Herringbone tile pattern in Modern Gray')
    const link = /https?:\/\/\S+/.exec(copied)?.[0] ?? ''
    expect(new URL(link).pathname + new URL(link).search).toBe(`${path}?color=gray&pattern=herringbone&compare=chevron`)

    const other = await browser.newPage()
    await open(other, link)
    await expect(other.getByRole('radio', { name: 'Modern Gray' })).toBeChecked()
    await expect(other.getByRole('radio', { name: 'Herringbone' })).toBeChecked()
    await expect(heading(other, 'Pattern Comparison')).toBeVisible()
    await expect(other.getByLabel('Compare with')).toHaveValue('chevron')
    await other.close()
  })

  test('Save Selection stores the names; a later visit restores them, and a link wins over them', async ({ page }) => {
    await open(page)
    await choose(page, 'Modern Gray')
    await choose(page, 'Herringbone')
    await page.getByRole('button', { name: 'Save Selection' }).click()
    await expect(page.getByText('Selection saved! View it anytime.')).toBeVisible()
    const saved = await page.evaluate((key) => localStorage.getItem(key), storageKey)
    expect(JSON.parse(saved!)).toEqual({ tileColor: 'Modern Gray', pattern: 'Herringbone' })

    await page.reload()
    await page.locator('[data-tool="pattern"][data-hydrated]').waitFor()
    await expect(page.getByRole('radio', { name: 'Modern Gray' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Herringbone' })).toBeChecked()

    await open(page, path) // a later visit at the bare address: storage restores it
    await expect(page.getByRole('radio', { name: 'Modern Gray' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Herringbone' })).toBeChecked()
    await expect(pictures(page)).toHaveAccessibleName('Herringbone pattern in Modern Gray with light grout')

    await open(page, `${path}?color=beige&pattern=hexagon`)
    await expect(page.getByRole('radio', { name: 'Warm Beige' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Hexagon' })).toBeChecked()
  })

  test('Reset returns every choice to its default', async ({ page }) => {
    await open(page, `${path}?color=black&pattern=chevron&compare=grid&grout=dark`)
    await expect(heading(page, 'Pattern Comparison')).toBeVisible()
    await page.getByRole('button', { name: 'Reset' }).click()
    await expect(page.getByText('Reset to default settings')).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Bright White' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Brick/Subway' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'light' })).toBeChecked()
    await expect(heading(page, 'Pattern Preview')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Compare Patterns' })).toBeVisible()
  })

  test('the page has the hero actions, the call-to-action card and the guide, and no axe violation', async ({ page }) => {
    test.slow() // two axe runs over the whole page (about 3 s each alone), on a CPU shared with another worker
    await open(page)
    const hero = page.locator('section').first()
    await expect(hero.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1/)
    await expect(hero.getByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('main').getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/portfolio')
    for (const title of ['Popular Tile Patterns in 2025', 'Choosing a Pattern for Your Room Size', 'Installation Complexity', 'Pro Tips']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    }
    await expect(page.getByText('Plan 15-20% extra tiles for complex patterns')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Compare Patterns' }).click()
    await expectNoAxeViolations(page)
  })
})

test.describe('with a share sheet', () => {
  test('uses it, and says so', async ({ page, context }) => {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          ;(window as { __shared?: unknown }).__shared = data
        },
      })
    })
    await open(page, `${path}?color=beige&pattern=diagonal`)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText('Shared successfully!')).toBeVisible()
    const shared = await page.evaluate(() => (window as { __shared?: { title: string; text: string; url: string } }).__shared)
    expect(shared?.title).toBe('Star Tile Pattern Comparison Tool')
    expect(shared?.text).toContain('Diagonal tile pattern in Warm Beige')
    expect(shared?.url).toMatch(/\/tile-pattern-comparison\?color=beige&pattern=diagonal$/)
  })

  test('a cancelled share is only logged', async ({ page, context }) => {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async () => {
          throw new DOMException('Share canceled', 'AbortError')
        },
      })
    })
    const logs: string[] = []
    page.on('console', (m) => m.type() === 'log' && logs.push(m.text()))
    await open(page)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect.poll(() => logs.join('\n')).toContain('Share cancelled')
    await expect(page.getByText('Shared successfully!')).toHaveCount(0)
    await expect(page.getByText('Link copied to clipboard!')).toHaveCount(0)
  })
})
