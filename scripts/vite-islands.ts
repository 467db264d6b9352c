// The Vite plugin that builds the islands (app/islands/island.tsx): in React Router's client build
// it adds one small entry chunk per app/islands/entries/<name>.tsx, a loader that imports the entry
// only after the page's hero has been painted (islands/after-hero-paint.ts, record 041), and writes
// <build>/islands.json, the name → loader URL map the prerendered pages read (islands/scripts.server.ts).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { islandEntries } from '../app/islands/names'

const entriesDir = path.resolve(import.meta.dirname, '../app/islands/entries')
const afterHeroPaint = path.resolve(import.meta.dirname, '../app/islands/after-hero-paint.ts')
const loaderPrefix = 'virtual:island-loader/'

/** The loader of one entry: the page's one script; the entry and its imports come after the hero's paint. */
export const islandLoaderSource = (entryFile: string) =>
  `import { afterHeroPaint } from ${JSON.stringify(afterHeroPaint)}\nafterHeroPaint(() => import(${JSON.stringify(entryFile)}))\n`

/** The entries app/islands/names.ts lists, each with its file; throws when the two disagree. */
export function islandEntryFiles(dir = entriesDir): { name: string; file: string }[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.tsx'))
  const named = Object.keys(islandEntries)
  const unlisted = files.map((f) => f.replace(/\.tsx$/, '')).filter((name) => !named.includes(name))
  const missing = named.filter((name) => !files.includes(`${name}.tsx`))
  if (unlisted.length || missing.length)
    throw new Error(
      [
        ...unlisted.map((n) => `app/islands/entries/${n}.tsx is not listed in app/islands/names.ts: add it there`),
        ...missing.map((n) => `app/islands/names.ts lists the island entry "${n}", but app/islands/entries/${n}.tsx does not exist`),
      ].join('\n'),
    )
  return named.map((name) => ({ name, file: path.join(dir, `${name}.tsx`) }))
}

export function islandsPlugin(buildDir: string): Plugin {
  return {
    name: 'star-tile-islands',
    apply: 'build',
    buildStart() {
      if (this.environment.name !== 'client') return
      for (const { name } of islandEntryFiles()) this.emitFile({ type: 'chunk', id: loaderPrefix + name, name: `island-${name}` })
    },
    resolveId(id) {
      return id.startsWith(loaderPrefix) ? `\0${id}` : null
    },
    load(id) {
      if (!id.startsWith(`\0${loaderPrefix}`)) return null
      const entry = islandEntryFiles().find((e) => e.name === id.slice(loaderPrefix.length + 1))
      if (!entry) this.error(`${id}: no such island entry`)
      return islandLoaderSource(entry.file)
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const scripts: Record<string, string> = {}
      for (const { name } of islandEntryFiles()) {
        const id = `\0${loaderPrefix}${name}`
        const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === id)
        if (!chunk) this.error(`island "${name}": no loader chunk was built`)
        scripts[name] = `/${chunk.fileName}`
      }
      mkdirSync(buildDir, { recursive: true })
      writeFileSync(path.join(buildDir, 'islands.json'), `${JSON.stringify(scripts, null, 2)}\n`)
    },
  }
}
