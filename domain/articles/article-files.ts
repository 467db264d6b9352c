// Reads the articles straight from the MDX files, so the build config, the page loaders and the
// sitemap/feed scripts all see the same validated list. The file name is the slug.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { parseContent } from '#content/parse'
import { bodyOf, readMinutes } from './read-time'
import { articleFrontmatterSchema, type Article } from '#content/schemas'

export const articlesDir = path.resolve('content/articles')

export function articleFileNames(dir = articlesDir): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
}

/** The YAML block between the leading `---` lines of an MDX file (the core schema keeps dates as strings). */
export function readFrontmatterBlock(source: string): unknown {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)
  if (!match) return undefined
  return parseYaml(match[1], { schema: 'core' })
}

export function parseArticleFile(file: string, source: string): Article {
  const fm = parseContent(file, articleFrontmatterSchema, readFrontmatterBlock(source))
  return {
    ...fm,
    slug: path.basename(file, '.mdx'),
    dateModified: fm.dateModified ?? fm.date,
    draft: fm.draft ?? false,
    readTime: readMinutes(bodyOf(source)),
  }
}

/** Every article, newest first; same-day articles by slug. */
export function loadArticles(dir = articlesDir): Article[] {
  return articleFileNames(dir)
    .map((name) => parseArticleFile(path.join(path.relative(process.cwd(), dir), name), readFileSync(path.join(dir, name), 'utf8')))
    .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)))
}
