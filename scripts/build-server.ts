// Builds the server to plain JavaScript, so production runs `node build/server/index.js` with no
// TypeScript loader: the server and the operator's CLI (`npm run leads`) as two entries, the
// `#config/*`, `#content/*` and `#domain/*` imports bundled in, every package left to node_modules.
// Vite (Rollup) bundles it: a direct dependency, where esbuild is only one of vite's and tsx's.
// It runs after the React Router step, which deletes `<build>/server` (its own, with ssr: false).
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { build } from 'vite'
import { siteSettings } from '#config/site'

export const serverEntries = { index: 'server/index.ts', cli: 'server/cli/cli.ts' } as const

/** The built server's folder: `<BUILD_DIR>/server`. */
export const serverBuildDir = (buildDir = siteSettings().buildDir) => path.join(buildDir, 'server')

// The workspace's own packages (packages/*) ship TypeScript source: bundled like the server's.
const workspacePackages = readdirSync('packages').map((dir) => `${packageName(path.join('packages', dir))}`)
function packageName(dir: string): string {
  const parsed: unknown = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
  return parsed && typeof parsed === 'object' && 'name' in parsed && typeof parsed.name === 'string' ? parsed.name : dir
}

/** A bare package name (not `#config/…`, a relative path or a workspace package) stays an import of node_modules. */
const isPackage = (id: string) => !/^[./#\0]/.test(id) && !workspacePackages.some((name) => id === name || id.startsWith(`${name}/`))

export async function buildServer(outDir = serverBuildDir()): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      rollupOptions: {
        input: { index: path.resolve(serverEntries.index), cli: path.resolve(serverEntries.cli) },
        external: (id) => isPackage(id) || builtinModules.includes(id),
        output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  })
  return outDir
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`server: ${await buildServer()}`)
