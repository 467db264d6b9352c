// The source files a module runs, followed through its imports to the last one, and the packages
// they use: what a build cache hashes, so that an edit anywhere in the graph (a colour in an
// imported module, a helper three imports away) or a package upgrade makes a new key.
// `import type` and `export type` are left out: they are erased before the code runs. The
// repository's own packages (package.json `workspaces`) are followed into their source, since
// their version number does not change when their code does.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire, isBuiltin } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type * as TypeScript from 'typescript'

// Required, not imported: an ES import of TypeScript's 9 MB CommonJS file first scans all of it for
// export names, which added 1.5-2 s to every build step that computes a cache key.
const ts: typeof TypeScript = createRequire(import.meta.url)('typescript')

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

export type ModuleGraph = {
  /** absolute paths, sorted */
  files: string[]
  /** package names, sorted */
  packages: string[]
}

/** The specifiers a module imports at run time (static, re-exports and literal dynamic imports). */
function runtimeImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  // the automatic JSX runtime imports react/jsx-runtime without a line saying so
  const specs: string[] = file.endsWith('.tsx') ? ['react/jsx-runtime'] : []
  const visit = (node: TypeScript.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      specs.push(node.moduleSpecifier.text)
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      specs.push(node.moduleSpecifier.text)
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments
      if (arg && ts.isStringLiteralLike(arg)) specs.push(arg.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specs
}

function resolveLocal(from: string, spec: string): string {
  const base = spec.startsWith('~/') ? path.join(repoRoot, 'app', spec.slice(2)) : path.resolve(path.dirname(from), spec)
  for (const ext of extensions) if (/\.tsx?$/.test(base + ext) && existsSync(base + ext)) return base + ext
  throw new Error(`${path.relative(repoRoot, from)} imports '${spec}', which is no .ts or .tsx file: the cache key cannot cover it`)
}

const packageName = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/')

type PackageJson = { name?: string; workspaces?: string[]; exports?: string | Record<string, string> }
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson

let workspaces: Map<string, string> | undefined
/** The repository's own packages, name -> folder, from the `workspaces` folders of package.json (`packages/*`). */
function workspacePackages(): Map<string, string> {
  if (workspaces) return workspaces
  workspaces = new Map()
  for (const pattern of readJson(path.join(repoRoot, 'package.json')).workspaces ?? []) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(path.join(repoRoot, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => path.join(e.parentPath, e.name))
      : [path.join(repoRoot, pattern)]
    for (const dir of dirs) {
      const manifest = path.join(dir, 'package.json')
      const name = existsSync(manifest) ? readJson(manifest).name : undefined
      if (name) workspaces.set(name, dir)
    }
  }
  return workspaces
}

/** The source file an import of one of the repository's own packages runs, or null for any other package. */
function resolveWorkspace(from: string, spec: string): string | null {
  const name = packageName(spec)
  const dir = workspacePackages().get(name)
  if (!dir) return null
  const subpath = `.${spec.slice(name.length)}`
  const { exports } = readJson(path.join(dir, 'package.json'))
  const target = typeof exports === 'string' ? (subpath === '.' ? exports : undefined) : exports?.[subpath]
  if (!target)
    throw new Error(`${path.relative(repoRoot, from)} imports '${spec}', which ${name} does not export: add it to its package.json exports`)
  return resolveLocal(path.join(dir, 'package.json'), target)
}

/** Every source file and package that the entry modules (paths from the repository root) run. */
export function moduleGraph(entries: string[]): ModuleGraph {
  const files = new Set<string>()
  const packages = new Set<string>()
  const queue = entries.map((e) => path.resolve(repoRoot, e))
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (files.has(file)) continue
    files.add(file)
    for (const spec of runtimeImports(file, readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.') || spec.startsWith('~/')) queue.push(resolveLocal(file, spec))
      else if (isBuiltin(spec)) continue
      else {
        const own = resolveWorkspace(file, spec)
        if (own) queue.push(own)
        else packages.add(packageName(spec))
      }
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort() }
}

const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version

/**
 * A hash of the graph: each file's path (from the repository root) and bytes, each package's
 * installed version. `read` and `version` are the file system's unless a test passes others.
 */
export function graphFingerprint(
  graph: ModuleGraph,
  read: (file: string) => Buffer = (file) => readFileSync(file),
  version: (name: string) => string = installedVersion,
): string {
  const h = createHash('sha256')
  for (const file of graph.files) {
    const bytes = read(file)
    h.update(`${path.relative(repoRoot, file)}\n${bytes.length}\n`).update(bytes)
  }
  for (const name of graph.packages) h.update(`${name}@${version(name)}\n`)
  return h.digest('hex')
}
