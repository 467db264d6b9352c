// Every budget of `npm run audit`, in one place. A figure that misses its budget fails the audit
// with the page and the figure named.

export const budgets = {
  /** Lighthouse category scores (0-100, mobile, simulated throttling). */
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Bytes transferred on the first load of a page, all resources. */
  totalKb: 400,
  htmlErrors: 0,
  axeViolations: 0,
  broken: 0,
  headerProblems: 0,
  cspViolations: 0,
  consoleErrors: 0,
}

/**
 * JavaScript transferred on first load, per route. Every route hydrates React today; once the
 * pages with nothing to run stop shipping it, set `defaultJsKb` to 0 and keep the routes below.
 */
export const defaultJsKb = 150
export const jsKbByRoute: Record<string, number> = {
  '/tile-cost-calculator': 175,
  '/tile-pattern-comparison': 175,
  '/quote': 175,
  '/contact': 175,
  '/portfolio': 175,
  '/': 175,
}

export function jsBudgetKb(route: string): number {
  return jsKbByRoute[route] ?? defaultJsKb
}
