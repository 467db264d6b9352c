// The README is a front door and docs/ its rooms: every link in them must lead somewhere real (a
// file of the repository, and a heading of it when the link names one), every file or folder they
// name in backticks must exist, and the README stays short.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import GithubSlugger from 'github-slugger'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const pages = ['README.md', ...walk('docs')]

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.md') ? [path.join(dir, e.name)] : [],
  )
}

/** The anchors GitHub gives a page's headings. */
function anchors(file: string): Set<string> {
  const slugger = new GithubSlugger()
  const text = readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '')
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slugger.slug(m[1].trim())))
}

/** The repository's rooms and top-level files: a backticked name starting with one is a path. */
const rooms = ['.ci', '.github', 'app', 'config', 'content', 'docs', 'domain', 'packages', 'scripts', 'server', 'tests', 'tools']
const topFiles = /^(README\.md|package(-lock)?\.json|tsconfig\.json|[\w-]+\.config\.[jt]s|\.prettier\w*|\.gitignore)$/

/** A file a page shows a person making (it must not exist, or the page should name a real one). */
const examples = new Set(['content/articles/regrouting-a-shower.mdx'])

/** Every path of the repository a page names in backticks outside code blocks, with its offset. */
function namedPaths(file: string): { name: string; at: number }[] {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, (b) => ' '.repeat(b.length))
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => ({ name: m[1], at: m.index }))
    .filter(({ name }) => {
      const [first, ...rest] = name.split('/')
      return rest.length ? rooms.includes(first) : topFiles.test(first)
    })
}

/** Whether a named path exists; `<id>` and `*` stand for any name, so their folder must exist. */
function exists(name: string): boolean {
  const fixed = name.replace(/:\d+$/, '')
  const wild = fixed.search(/[<*{[]/)
  const target = wild < 0 ? fixed : fixed.slice(0, fixed.lastIndexOf('/', wild) + 1)
  return existsSync(path.join(root, target))
}

/** Every Markdown link of a page outside code: [text](target). */
function links(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1])
}

describe('the README and docs/', () => {
  it('keep the README a front door of at most 150 lines', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(150)
  })

  it('link only to files and headings that exist', () => {
    expect(pages.length).toBeGreaterThan(5)
    const broken: string[] = []
    for (const page of pages) {
      for (const link of links(page)) {
        if (/^[a-z]+:/.test(link)) continue
        const [target, fragment] = link.split('#')
        const file = target ? path.normalize(path.join(path.dirname(page), decodeURIComponent(target))) : page
        if (!existsSync(path.join(root, file))) {
          broken.push(`${page}: ${link} (no file ${file})`)
          continue
        }
        if (fragment && (statSync(path.join(root, file)).isDirectory() || !anchors(file).has(fragment)))
          broken.push(`${page}: ${link} (no heading #${fragment} in ${file})`)
      }
    }
    expect(broken).toEqual([])
  })

  it('name only files and folders that exist, a decision record saying where a gone one went', () => {
    const gone: string[] = []
    for (const page of pages) {
      const text = readFileSync(path.join(root, page), 'utf8')
      // A record is history: it may name a file that has moved or gone, once it says so after
      // the name: "(since moved to `new/place.ts`)" or "(since removed)".
      const told = new Set<string>()
      for (const { name, at } of namedPaths(page)) {
        if (exists(name) || examples.has(name) || told.has(name)) continue
        const after = text.slice(at + name.length + 2, at + name.length + 200)
        const moved = /^ \(since moved to `([^`]+)`/.exec(after)
        if (page.startsWith('docs/decisions/') && (/^ \(since removed/.test(after) || (moved && exists(moved[1])))) {
          told.add(name)
          continue
        }
        gone.push(`${page}: \`${name}\``)
      }
    }
    expect(gone).toEqual([])
  })

  it('show as examples only files a person would make, not ones that exist', () => {
    expect([...examples].filter(exists)).toEqual([])
  })
})
