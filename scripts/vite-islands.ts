// The Vite plugin that builds the islands (app/islands/island.tsx): in React Router's client build
// it adds each app/islands/entries/<name>.tsx as an entry chunk of its own, and writes
// <build>/islands.json, the name → script URL map the prerendered pages read (islands/scripts.server.ts).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

const entriesDir = path.resolve(import.meta.dirname, '../app/islands/entries')

export function islandEntries(): { name: string; file: string }[] {
  return readdirSync(entriesDir)
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => ({ name: f.replace(/\.tsx$/, ''), file: path.join(entriesDir, f) }))
}

export function islandsPlugin(buildDir: string): Plugin {
  return {
    name: 'star-tile-islands',
    apply: 'build',
    buildStart() {
      if (this.environment.name !== 'client') return
      for (const { name, file } of islandEntries()) this.emitFile({ type: 'chunk', id: file, name: `island-${name}` })
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const scripts: Record<string, string> = {}
      for (const { name, file } of islandEntries()) {
        const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === file)
        if (!chunk) this.error(`island "${name}": no chunk was built for ${file}`)
        scripts[name] = `/${chunk.fileName}`
      }
      mkdirSync(buildDir, { recursive: true })
      writeFileSync(path.join(buildDir, 'islands.json'), `${JSON.stringify(scripts, null, 2)}\n`)
    },
  }
}
