// The variables a settings table of the docs lists: every `NAME` in the first column of a row,
// under the heading given (up to the next heading of the same or a higher level).
import { readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export function documentedVariables(file: string, heading: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8')
  const start = text.indexOf(`\n${heading}\n`)
  if (start < 0) throw new Error(`${file} has no heading "${heading}"`)
  const level = heading.split(' ')[0]
  const rest = text.slice(start + heading.length + 2)
  const end = rest.search(new RegExp(`^#{1,${level.length}} `, 'm'))
  const section = end < 0 ? rest : rest.slice(0, end)
  return [...section.matchAll(/^\|([^|]*)\|/gm)].flatMap((row) => [...row[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]))
}
