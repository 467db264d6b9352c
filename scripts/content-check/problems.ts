// One problem an editor has to fix, and how the whole list is printed: one line each,
// `file:line  field  what is wrong  what would be valid`, so every mistake shows at once.
export type Problem = { file: string; line: number; field: string; problem: string; valid: string }

export function formatProblems(problems: Problem[]): string {
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
  return sorted.map((p) => `${p.file}:${p.line}  ${p.field}  ${p.problem}  ${p.valid}`).join('\n')
}

/** The 1-based line of the first line matching `re` in `source`, or `fallback`. */
export function lineOf(source: string, re: RegExp, fallback = 1): number {
  const index = source.split('\n').findIndex((l) => re.test(l))
  return index === -1 ? fallback : index + 1
}

export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
