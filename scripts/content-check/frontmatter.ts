// Frontmatter problems with the line they are on and what the field accepts.
import { parseDocument } from 'yaml'
import { articleCategories, articleFrontmatterSchema, articleLimits, type ArticleFrontmatter } from '#content/schemas'
import { escapeRe, lineOf, type Problem } from './problems'

const accepted: Record<string, string> = {
  title: `a title of at most ${articleLimits.title} characters`,
  seoTitle: `the title search results show, at most ${articleLimits.seoTitle} characters; needed only when the title is longer`,
  description: `a meta description of ${articleLimits.description.min} to ${articleLimits.description.max} characters`,
  excerpt: `a card text of at most ${articleLimits.excerpt} characters`,
  category: `one of: ${articleCategories.join(', ')}`,
  topics: 'a list of kebab-case topics, e.g. [wet-rooms, grout]',
  date: 'a real date written YYYY-MM-DD, e.g. 2025-03-01',
  dateModified: 'a real date (YYYY-MM-DD) on or after date, or leave it out: it defaults to date',
  draft: 'true while the article is unfinished (only npm run dev shows it), or leave it out',
  featured: 'true or false',
  image: 'an image id like article-my-slug (see content/images.ts)',
  imageAlt: 'a sentence saying what the image shows',
}
const derived: Record<string, string> = {
  slug: 'remove it: the file name is the slug',
  readTime: 'remove it: the read time is counted from the words',
}

export type FrontmatterCheck = { problems: Problem[]; frontmatter?: ArticleFrontmatter; raw?: Record<string, unknown> }

export function checkFrontmatter(file: string, source: string): FrontmatterCheck {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)
  const at = (field: string) => lineOf(source, new RegExp(`^${escapeRe(field)}\\s*:`))
  if (!match) {
    return {
      problems: [
        {
          file,
          line: 1,
          field: 'frontmatter',
          problem: 'the file does not start with a --- frontmatter block',
          valid: 'start with ---, the fields, then ---',
        },
      ],
    }
  }
  const doc = parseDocument(match[1], { schema: 'core' })
  if (doc.errors.length) {
    return {
      problems: doc.errors.map((e) => ({
        file,
        line: (e.linePos?.[0].line ?? 0) + 1,
        field: 'frontmatter',
        problem: `YAML: ${e.message.split('\n')[0]}`,
        valid: 'key: value lines; quote values that contain a colon',
      })),
    }
  }
  const js: unknown = doc.toJS()
  const data: Record<string, unknown> = typeof js === 'object' && js !== null ? { ...js } : {}
  const present = (key: string) => key in data
  const result = articleFrontmatterSchema.safeParse(js)
  if (result.success) return { problems: [], frontmatter: result.data, raw: data }
  const closing = match[0].split('\n').length - 1
  const problems = result.error.issues.flatMap((issue): Problem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        line: at(key),
        field: key,
        problem: 'is not a frontmatter field',
        valid: derived[key] ?? `remove it; the fields are ${Object.keys(accepted).join(', ')}`,
      }))
    }
    const field = String(issue.path[0] ?? 'frontmatter')
    const missing = issue.path.length === 1 && !present(field)
    return [
      {
        file,
        // A missing seoTitle is about the title's length: mark the title.
        line: missing ? (field === 'seoTitle' ? at('title') : closing) : at(field),
        field: issue.path.map(String).join('.') || 'frontmatter',
        problem:
          issue.code === 'custom'
            ? issue.message
            : missing
              ? 'is missing'
              : issue.code === 'invalid_value'
                ? `${JSON.stringify(data[field])} is not allowed`
                : issue.message,
        valid: accepted[field] ?? 'see the README, "Writing an article"',
      },
    ]
  })
  return { problems, raw: data }
}
