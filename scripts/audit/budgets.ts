// Every budget of `npm run audit`, in one place. A figure that misses its budget fails the audit
// with the page and the figure named.

/**
 * The target is 95 on every route. Four pages that hydrate React and Ark UI (a dialog, a select,
 * a tool) do not reach it yet on the simulated slow phone: their Total Blocking Time is 290-530 ms,
 * measured on 2026-11-23 (quote 86, pattern tool 91, portfolio 92, calculator 93, best of 2 runs).
 * Until that work is done they hold a floor a few points under those figures, so that they cannot
 * get slower unnoticed; raise each to 95 as it gets there, then delete this map.
 */
export const performanceFloorByRoute: Record<string, number> = {
  '/quote': 83,
  '/tile-pattern-comparison': 88,
  '/portfolio': 89,
  '/tile-cost-calculator': 90,
}

export function performanceBudget(route: string): number {
  return performanceFloorByRoute[route] ?? budgets.performance
}

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
