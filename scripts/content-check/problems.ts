// One problem an editor has to fix, and how the whole list is printed: one line each,
// `file:line  field  what is wrong  what would be valid`, so every mistake shows at once; or, for
// a pull request, one GitHub workflow command each, which GitHub shows on the line it names.
export type Problem = { file: string; line: number; field: string; problem: string; valid: string }

const inOrder = (problems: Problem[]) => [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)

export function formatProblems(problems: Problem[]): string {
  return inOrder(problems)
    .map((p) => `${p.file}:${p.line}  ${p.field}  ${p.problem}  ${p.valid}`)
    .join('\n')
}

// Workflow commands end at a line break and split properties at ',' and ':', so those are escaped.
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C')

/** `::error file=<path>,line=<n>,title=<field>::<what is wrong> — <what would be valid>`, one per problem. */
export function formatGithub(problems: Problem[]): string {
  return inOrder(problems)
    .map(
      (p) =>
        `::error file=${escapeProperty(p.file)},line=${p.line},title=${escapeProperty(p.field)}::${escapeData(`${p.problem} — ${p.valid}`)}`,
    )
    .join('\n')
}

/** The 1-based line of the first line matching `re` in `source`, or `fallback`. */
export function lineOf(source: string, re: RegExp, fallback = 1): number {
  const index = source.split('\n').findIndex((l) => re.test(l))
  return index === -1 ? fallback : index + 1
}

export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
