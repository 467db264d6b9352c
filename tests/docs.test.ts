// The README is a front door and docs/ its rooms: every link in them must lead somewhere real (a
// file of the repository, and a heading of it when the link names one), and the README stays short.
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
})
