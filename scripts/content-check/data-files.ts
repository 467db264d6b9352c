// Loads every content data file (each parses itself with its zod schema when imported) and turns
// the ContentErrors into problems with a line, instead of stopping at the first bad file.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ContentError } from '#content/parse'
import { escapeRe, lineOf, type Problem } from './problems'

export async function checkDataFiles(root: string): Promise<Problem[]> {
  const dir = path.join(root, 'content')
  const names = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  const byFile = new Map<string, Problem[]>()
  for (const name of names) {
    try {
      await import(pathToFileURL(path.join(dir, name)).href)
    } catch (e) {
      const file = e instanceof ContentError ? e.file : `content/${name}`
      if (byFile.has(file)) continue
      const source = readFileSync(path.join(root, file), 'utf8')
      const issues =
        e instanceof ContentError ? e.issues : [{ path: '', message: e instanceof Error ? e.message.split('\n')[0] : String(e) }]
      byFile.set(
        file,
        issues.map((i) => {
          const key = i.path
            .split('.')
            .filter((k) => !/^\d+$/.test(k))
            .at(-1)
          return {
            file,
            line: key ? lineOf(source, new RegExp(`\\b${escapeRe(key)}\\s*:`)) : 1,
            field: i.path || '(file)',
            problem: i.message,
            valid: 'see the schema in content/schemas.ts',
          }
        }),
      )
    }
  }
  return [...byFile.values()].flat()
}
