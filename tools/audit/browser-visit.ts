// Visits a page in a real browser the way a visitor does, and reports what went wrong there:
// Content-Security-Policy violations (the `securitypolicyviolation` events the page fired),
// console errors and uncaught page errors, and axe's WCAG 2.2 AA violations once it settled.
import AxeBuilder from '@axe-core/playwright'
import type { Browser } from '@playwright/test'
import type { Problems } from './problems'

export type Visit = { status: number; csp: string[]; console: string[]; axe: string[] }

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [])

export async function visitPage(browser: Browser, url: string, opts: { expectStatus?: number } = {}): Promise<Visit> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.defineProperty(window, '__auditCsp', { value: seen })
      document.addEventListener('securitypolicyviolation', (e) => {
        const what = e.blockedURI || 'inline'
        seen.push(`${e.effectiveDirective} blocked ${what}${e.sample ? ` ("${e.sample}")` : ''}`)
      })
    })
    const consoleErrors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return
      // The browser logs the expected 404 of the not-found page itself as a failed load.
      if (opts.expectStatus === 404 && msg.location().url === url && msg.text().includes('404')) return
      consoleErrors.push(msg.text())
    })
    page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`))

    const response = await page.goto(url, { waitUntil: 'load' })
    // Let hydration and lazy work finish; a page that keeps polling still gets audited.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})

    const results = await new AxeBuilder({ page }).withTags(axeTags).analyze()
    const axe = results.violations.map((v) => {
      const nodes = v.nodes.map((n) => n.target.join(' '))
      const shown = nodes.slice(0, 3).join(', ') + (nodes.length > 3 ? ` and ${nodes.length - 3} more` : '')
      return `${v.id}: ${v.help} (${shown})`
    })
    const csp = strings(await page.evaluate(() => Reflect.get(window, '__auditCsp')))
    return { status: response?.status() ?? 0, csp, console: consoleErrors, axe }
  } finally {
    await context.close()
  }
}

/** Adds what a visit found to the page's problems. */
export function recordVisit(problems: Problems, visit: Visit): void {
  problems.csp.push(...visit.csp)
  problems.console.push(...visit.console)
  problems.axe.push(...visit.axe)
}
