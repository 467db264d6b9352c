// `npm run new:article` writes placeholders so that a new draft passes the check at once; an
// article that is published (no draft: true) may not keep any of them, here or in its image's
// catalogue entry.
import { imageCatalogue } from '#content/images'
import { publishing } from '#content/publishing'
import type { ArticleFrontmatter } from '#content/schemas'
import { escapeRe, lineOf, type Problem } from './problems'

const { placeholders } = publishing
const fields = ['description', 'excerpt', 'imageAlt'] as const

export function placeholderProblems(file: string, source: string, fm: ArticleFrontmatter, imagesSource: string): Problem[] {
  if (fm.draft) return []
  const valid = (what: string) => `write the article's own ${what}, or keep draft: true until it is finished`
  const problems: Problem[] = fields
    .filter((field) => fm[field] === placeholders[field])
    .map((field) => ({
      file,
      line: lineOf(source, new RegExp(`^${field}\\s*:`)),
      field,
      problem: 'still holds the new-article placeholder',
      valid: valid(field),
    }))
  for (const text of [placeholders.body, placeholders.heading]) {
    if (!source.includes(text)) continue
    problems.push({
      file,
      line: lineOf(source, new RegExp(escapeRe(text))),
      field: 'body',
      problem: 'still holds the new-article placeholder',
      valid: valid('text'),
    })
  }
  if (imageCatalogue.find((e) => e.id === fm.image)?.alt === placeholders.imageAlt) {
    problems.push({
      file: 'content/images.ts',
      line: lineOf(imagesSource, new RegExp(`id: '${escapeRe(fm.image)}'`)) + 1,
      field: 'alt',
      problem: `the alt text of "${fm.image}" still holds the new-article placeholder`,
      valid: 'a sentence saying what the picture shows',
    })
  }
  return problems
}
