// Compares every figure with its budget (budgets.ts). A failure names the page, the figure, its
// value and the budget, and lists what was found so it can be fixed without rerunning.
import { budgets, jsBudgetKb } from './budgets'
import type { LighthouseFigures } from './lighthouse'
import type { Problems } from './problems'

export type Failure = { page: string; figure: string; details: string[] }

const counted: [keyof Problems, string, number][] = [
  ['html', 'HTML errors', budgets.htmlErrors],
  ['axe', 'axe violations', budgets.axeViolations],
  ['broken', 'broken links, images or fragments', budgets.broken],
  ['headers', 'header problems', budgets.headerProblems],
  ['csp', 'CSP violations in the browser', budgets.cspViolations],
  ['console', 'console errors', budgets.consoleErrors],
]

export function problemFailures(page: string, problems: Problems): Failure[] {
  return counted
    .filter(([key, , max]) => problems[key].length > max)
    .map(([key, name, max]) => ({ page, figure: `${problems[key].length} ${name} (budget ${max})`, details: problems[key] }))
}

export function lighthouseFailures(page: string, route: string, lh: LighthouseFigures): Failure[] {
  const failures: Failure[] = []
  const scores: [string, number, number][] = [
    ['performance', lh.performance, budgets.performance],
    ['accessibility', lh.accessibility, budgets.accessibility],
    ['best practices', lh.bestPractices, budgets.bestPractices],
    ['SEO', lh.seo, budgets.seo],
  ]
  for (const [name, score, min] of scores) {
    if (score >= min) continue
    const category = name === 'best practices' ? 'best-practices' : name.toLowerCase()
    const details = lh.failing.filter((f) => f.startsWith(`${category}:`))
    const runs = lh.runs > 1 ? `, best of ${lh.runs} runs` : ''
    failures.push({ page, figure: `Lighthouse ${name} ${score} (budget ${min}${runs})`, details })
  }
  if (lh.totalKb >= budgets.totalKb) {
    failures.push({ page, figure: `${lh.totalKb.toFixed(0)} KB transferred (budget under ${budgets.totalKb} KB)`, details: [] })
  }
  const jsMax = jsBudgetKb(route)
  if (lh.jsKb > jsMax) failures.push({ page, figure: `${lh.jsKb.toFixed(0)} KB of JavaScript (budget ${jsMax} KB)`, details: [] })
  return failures
}
