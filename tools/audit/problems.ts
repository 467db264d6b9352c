// What each check found, per audited page (a route, or another answer such as an asset).
export type Problems = {
  html: string[]
  axe: string[]
  broken: string[]
  headers: string[]
  csp: string[]
  console: string[]
}

export const emptyProblems = (): Problems => ({ html: [], axe: [], broken: [], headers: [], csp: [], console: [] })

/** The problems of `label`, created empty on first use. */
export function problemsOf(results: Map<string, Problems>, label: string): Problems {
  let problems = results.get(label)
  if (!problems) results.set(label, (problems = emptyProblems()))
  return problems
}
