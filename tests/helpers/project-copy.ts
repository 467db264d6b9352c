// A throwaway copy of the project, for tests that change content and build or check it as an
// editor's change would be: the source rooms are copied, node_modules and the built images are
// linked from this checkout (they are large and the tests do not change them).
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const projectRoot = path.resolve(import.meta.dirname, '../..')

const sources = [
  'app',
  'config',
  'content',
  'domain',
  'packages',
  'scripts',
  'server',
  'react-router.config.ts',
  'vite.config.ts',
  'uno.config.ts',
  'tsconfig.json',
  'package.json',
  // The formatting rules, for tools that write source files (npm run new:article).
  '.prettierrc.json',
]

/** Copies the project into a new temporary folder; `remove()` deletes every copy made. */
export function projectCopies(prefix: string) {
  const copies: string[] = []
  return {
    copy(): string {
      const dir = mkdtempSync(path.join(tmpdir(), prefix))
      copies.push(dir)
      for (const entry of sources) cpSync(path.join(projectRoot, entry), path.join(dir, entry), { recursive: true })
      const images = path.join(projectRoot, 'public', 'images')
      if (existsSync(images)) {
        cpSync(path.join(projectRoot, 'public'), path.join(dir, 'public'), { recursive: true, filter: (src) => !src.startsWith(images) })
        symlinkSync(images, path.join(dir, 'public', 'images'))
      }
      for (const entry of ['node_modules', '.cache']) {
        if (existsSync(path.join(projectRoot, entry))) symlinkSync(path.join(projectRoot, entry), path.join(dir, entry))
      }
      return dir
    },
    remove: () => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  }
}
