// Loads every content data file, in content/ and its folders (content/pages/), each parsing itself
// with its zod schema when imported, and turns the ContentErrors into problems with a line, instead
// of stopping at the first bad file.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ContentError } from '#content/parse'
import { lineOfField } from './field-lines'
import { escapeRe, lineOf, type Problem } from './problems'

/** content/*.ts and content/<folder>/*.ts, tests left out, as paths from the project root. */
function dataFiles(root: string): string[] {
  return readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => `content/${f.split(path.sep).join('/')}`)
    .sort()
}

const schemasOf = (file: string) =>
  file.startsWith('content/pages/') ? 'content/pages/page-schemas.ts (tool pages: tool-schemas.ts)' : 'content/schemas.ts'

/** The line of the parseContent call that threw, read from the error's stack. */
function callLine(error: Error, file: string): number | undefined {
  const frame = new RegExp(`${escapeRe(file)}:(\\d+):\\d+`).exec(error.stack ?? '')
  return frame ? Number(frame[1]) : undefined
}

export async function checkDataFiles(root: string): Promise<Problem[]> {
  const byFile = new Map<string, Problem[]>()
  for (const name of dataFiles(root)) {
    try {
      await import(pathToFileURL(path.join(root, name)).href)
    } catch (e) {
      const file = e instanceof ContentError ? e.file : name
      if (byFile.has(file)) continue
      const source = readFileSync(path.join(root, file), 'utf8')
      const issues =
        e instanceof ContentError ? e.issues : [{ path: '', message: e instanceof Error ? e.message.split('\n')[0] : String(e) }]
      const call = e instanceof Error ? callLine(e, file) : undefined
      byFile.set(
        file,
        issues.map((i) => {
          const key = i.path
            .split('.')
            .filter((k) => !/^\d+$/.test(k))
            .at(-1)
          const line =
            (e instanceof ContentError ? lineOfField(source, file, i.path, call) : undefined) ??
            (key ? lineOf(source, new RegExp(`\\b${escapeRe(key)}\\s*:`)) : 1)
          return { file, line, field: i.path || '(file)', problem: i.message, valid: `see the schema in ${schemasOf(file)}` }
        }),
      )
    }
  }
  return [...byFile.values()].flat()
}
