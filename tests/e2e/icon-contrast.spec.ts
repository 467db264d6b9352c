// WCAG 1.4.11: every visible icon reaches 3:1 against what is behind it. The icon's color comes
// from its computed style (UnoCSS icons paint currentColor through a mask, faded by any opacity
// on the way up); the background from the page's own pixels, screenshotted with the icons hidden,
// so icons on pictures and gradients are measured too. axe checks the text (4.5:1) elsewhere.
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

const pages = [
  '/',
  '/about',
  '/services',
  '/portfolio',
  '/quote',
  '/contact',
  '/blog',
  '/blog/choosing-tile-contractor-portland',
  '/tile-cost-calculator',
  '/tile-pattern-comparison',
  '/tile-installation-portland',
  '/tile-contractor-gresham',
  '/privacy-policy',
  '/thank-you',
]

type Rgb = [number, number, number]
type Icon = { where: string; x: number; y: number; width: number; height: number; color: Rgb; alpha: number }

const channel = (c: number) => {
  const s = c / 255
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}
const over = (fg: Rgb, alpha: number, bg: Rgb): Rgb => [0, 1, 2].map((i) => fg[i] * alpha + bg[i] * (1 - alpha)) as Rgb

/** The visible icons of the page, with the color and opacity they are painted in. */
function visibleIcons(page: Page): Promise<Icon[]> {
  return page.evaluate(() => {
    const icons: Icon[] = []
    for (const el of document.querySelectorAll<HTMLElement>('[class*="i-lucide-"]')) {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      if (box.width < 4 || box.height < 4 || style.visibility !== 'visible') continue
      // WCAG 1.4.11 exempts inactive controls (such as buttons disabled until the script runs).
      if (el.closest(':disabled, [aria-disabled="true"]')) continue
      let alpha = 1
      for (let n: Element | null = el; n; n = n.parentElement) alpha *= Number(getComputedStyle(n).opacity)
      const m = style.color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 1]
      alpha *= m[3] ?? 1
      if (alpha < 0.05) continue // faded out (a hover overlay): not on screen
      const where = `${el.className} in <${el.parentElement?.tagName.toLowerCase()} ${el.parentElement?.getAttribute('aria-label') ?? el.parentElement?.textContent?.trim().slice(0, 30)}>`
      icons.push({ where, x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height, color: [m[0], m[1], m[2]], alpha })
    }
    return icons
  })
}

/** The median color of the background under a box, from a screenshot of the page without icons. */
function median(raw: Buffer, width: number, height: number, box: Icon): Rgb | null {
  const px: Rgb[] = []
  for (let y = Math.floor(box.y); y < Math.min(height, Math.ceil(box.y + box.height)); y++) {
    for (let x = Math.floor(box.x); x < Math.min(width, Math.ceil(box.x + box.width)); x++) {
      const i = (y * width + x) * 3
      px.push([raw[i], raw[i + 1], raw[i + 2]])
    }
  }
  if (px.length === 0) return null
  px.sort((a, b) => luminance(a) - luminance(b))
  return px[Math.floor(px.length / 2)]
}

for (const path of pages) {
  test(`icons on ${path} reach 3:1 against their background`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path, { waitUntil: 'networkidle' })
    const icons = await visibleIcons(page)
    expect(icons.length).toBeGreaterThan(0)
    // Through the CSSOM: the page's CSP (rightly) refuses an injected <style>.
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[class*="i-lucide-"]'))
        el.style.setProperty('visibility', 'hidden', 'important')
    })
    const shot = await page.screenshot({ fullPage: true, animations: 'disabled', scale: 'css' })
    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const failures = icons.flatMap((icon) => {
      const bg = median(data, info.width, info.height, icon)
      if (!bg) return []
      const ratio = contrast(over(icon.color, icon.alpha, bg), bg)
      return ratio < 3 ? [`${icon.where}: ${ratio.toFixed(2)}:1 (rgb ${icon.color.join(',')} on rgb ${bg.join(',')})`] : []
    })
    expect(failures).toEqual([])
  })
}
