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
 * JavaScript transferred on first load, per route, in KB. Pages with nothing to run ship none
 * (their routes do not ask for the client runtime: app/lib/client-runtime.ts); the pages with
 * forms, tools or dialogs keep a budget a little above today's figures, so growth fails the audit.
 */
export const defaultJsKb = 0
export const jsKbByRoute: Record<string, number> = {
  '/': 170,
  '/portfolio': 165,
  '/contact': 180,
  '/quote': 190,
  '/tile-cost-calculator': 180,
  '/tile-pattern-comparison': 175,
}

export function jsBudgetKb(route: string): number {
  return jsKbByRoute[route] ?? defaultJsKb
}
