// Prints the audit: one table, one row per route, then every failure naming its page and figure.
import type { Failure } from './evaluate'
import type { LighthouseFigures } from './lighthouse'
import type { Problems } from './problems'

type Column = { head: string; width: number; value: (lh: LighthouseFigures | undefined, p: Problems) => string }

const lhColumn = (head: string, width: number, pick: (lh: LighthouseFigures) => string): Column => ({
  head,
  width,
  value: (lh) => (lh ? pick(lh) : '-'),
})
const countColumn = (head: string, key: keyof Problems): Column => ({
  head,
  width: Math.max(head.length, 3),
  value: (_lh, p) => String(p[key].length),
})

const columns: Column[] = [
  lhColumn('perf', 4, (lh) => String(lh.performance)),
  lhColumn('a11y', 4, (lh) => String(lh.accessibility)),
  lhColumn('bp', 3, (lh) => String(lh.bestPractices)),
  lhColumn('seo', 3, (lh) => String(lh.seo)),
  lhColumn('LCP s', 5, (lh) => (lh.lcpMs / 1000).toFixed(1)),
  lhColumn('TBT ms', 6, (lh) => lh.tbtMs.toFixed(0)),
  lhColumn('CLS', 5, (lh) => lh.cls.toFixed(3)),
  lhColumn('KB', 4, (lh) => lh.totalKb.toFixed(0)),
  lhColumn('KB JS', 5, (lh) => lh.jsKb.toFixed(0)),
  countColumn('html', 'html'),
  countColumn('axe', 'axe'),
  countColumn('broken', 'broken'),
  countColumn('headers', 'headers'),
  countColumn('csp', 'csp'),
  countColumn('console', 'console'),
]

export function formatTable(rows: { label: string; lighthouse?: LighthouseFigures; problems: Problems }[]): string {
  const first = Math.max(5, ...rows.map((r) => r.label.length))
  const line = (label: string, cells: string[]) =>
    [label.padEnd(first), ...cells.map((c, i) => c.padStart(columns[i].width))].join('  ').trimEnd()
  return [
    line(
      'route',
      columns.map((c) => c.head),
    ),
    ...rows.map((r) =>
      line(
        r.label,
        columns.map((c) => c.value(r.lighthouse, r.problems)),
      ),
    ),
  ].join('\n')
}

export function formatFailures(failures: Failure[]): string {
  if (!failures.length) return 'Every page is within every budget.'
  const lines = [`${failures.length} budget(s) missed:`]
  for (const f of failures) {
    lines.push(`✗ ${f.page}: ${f.figure}`)
    for (const d of f.details.slice(0, 8)) lines.push(`    ${d}`)
    if (f.details.length > 8) lines.push(`    … and ${f.details.length - 8} more`)
  }
  return lines.join('\n')
}
