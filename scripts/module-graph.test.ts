import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { graphFingerprint, moduleGraph } from './module-graph'

const temps: string[] = []
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true })
})
/** A throwaway module tree: file name -> source. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'module-graph-'))
  temps.push(dir)
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
  return dir
}

describe('moduleGraph', () => {
  it('follows run-time imports to the last module and names the packages, leaving type-only imports out', () => {
    const dir = tree({
      'card.tsx': "import { mark } from './mark'\nimport type { Input } from './input'\nexport const card = (i: Input) => <b>{mark}</b>\n",
      'mark.ts': "export { gold as mark } from './colours'\nimport 'node:fs'\n",
      'colours.ts': "import { z } from 'zod'\nexport const gold = '#e0a526'\n",
      'input.ts': 'export type Input = { title: string }\n',
    })
    const graph = moduleGraph([path.join(dir, 'card.tsx')])
    expect(graph.files.map((f) => path.basename(f))).toEqual(['card.tsx', 'colours.ts', 'mark.ts'])
    expect(graph.packages).toEqual(['react', 'zod'])
  })

  it("follows an import of the repository's own package into its source, and names that package's packages", () => {
    const dir = tree({
      'catalogue.ts': "import { imageSpecSchema } from '@startile/stand-in-images/spec'\nexport const spec = imageSpecSchema\n",
    })
    const graph = moduleGraph([path.join(dir, 'catalogue.ts')])
    expect(graph.files.map((f) => path.relative(process.cwd(), f))).toContain('packages/stand-in-images/src/spec.ts')
    expect(graph.packages).toEqual(['zod'])
  })

  it("refuses a path of the repository's own package that its package.json does not export", () => {
    const dir = tree({ 'a.ts': "import { compose } from '@startile/stand-in-images/src/compose'\n" })
    expect(() => moduleGraph([path.join(dir, 'a.ts')])).toThrow(/does not export: add it to its package.json exports/)
  })

  it('refuses an import it cannot follow, naming the file', () => {
    const dir = tree({ 'a.ts': "import { b } from './missing'\n" })
    expect(() => moduleGraph([path.join(dir, 'a.ts')])).toThrow(/a\.ts imports '\.\/missing'/)
  })
})

describe('graphFingerprint', () => {
  const graph = { files: ['/x/card.tsx', '/x/colours.ts'], packages: ['satori'] }
  const sources: Record<string, string> = { '/x/card.tsx': 'export const size = 66', '/x/colours.ts': "export const gold = '#e0a526'" }
  const read =
    (changes: Record<string, string> = {}) =>
    (file: string) =>
      Buffer.from(changes[file] ?? sources[file]!)
  const version = (v: string) => () => v

  it('is stable for the same sources and versions', () => {
    expect(graphFingerprint(graph, read(), version('0.63.2'))).toBe(graphFingerprint(graph, read(), version('0.63.2')))
  })

  it('changes with a colour in an imported module, and with a package version', () => {
    const before = graphFingerprint(graph, read(), version('0.63.2'))
    expect(graphFingerprint(graph, read({ '/x/colours.ts': "export const gold = '#e0a527'" }), version('0.63.2'))).not.toBe(before)
    expect(graphFingerprint(graph, read(), version('0.64.0'))).not.toBe(before)
  })
})
