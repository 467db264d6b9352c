// Checks every article file: frontmatter, references (category, image, related articles) and
// the body (MDX syntax, components, internal links and #fragments).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { articleFileNames } from '#domain/articles/article-files'
import { buildDate } from '#domain/articles/published'
import { imageCatalogue } from '#content/images'
import type { ArticleFrontmatter } from '#content/schemas'
import { checkFrontmatter } from './frontmatter'
import { checkLinks } from './links'
import { readMdxBody, type MdxBody } from './mdx-body'
import { placeholderProblems } from './placeholders'
import { lineOf, type Problem } from './problems'
import { sitePaths } from './site-paths'

const components = ['PhoneLink', 'ButtonLink', 'Fact']
const photoExts = ['jpg', 'jpeg', 'png', 'webp']

function imageProblem(file: string, line: number, id: string, root: string): Problem | undefined {
  if (imageCatalogue.some((e) => e.id === id)) return undefined
  const photo = photoExts.map((ext) => `content/images/${id}.${ext}`).find((p) => existsSync(path.join(root, p)))
  return {
    file,
    line,
    field: 'image',
    problem: `no image "${id}" in content/images.ts`,
    valid: photo
      ? `${photo} is there: add { id: '${id}', alt, aspect: 'card', spec } to content/images.ts so the pipeline uses the photo`
      : `either drop a real photo at content/images/${id}.jpg and add { id: '${id}', alt, aspect: 'card', spec } to content/images.ts, or add only that entry and its spec (a description) to generate one`,
  }
}

type Read = { file: string; slug: string; source: string; fm?: ArticleFrontmatter; image?: unknown; body?: MdxBody; problems: Problem[] }

export function checkArticles(root: string): Problem[] {
  const dir = path.join(root, 'content/articles')
  const read: Read[] = articleFileNames(dir).map((name) => {
    const file = `content/articles/${name}`
    const source = readFileSync(path.join(dir, name), 'utf8')
    const { problems, frontmatter, raw } = checkFrontmatter(file, source)
    const slug = name.replace(/\.mdx$/, '')
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
      problems.push({
        file,
        line: 1,
        field: 'file name',
        problem: `"${name}" is not a usable slug`,
        valid: 'lowercase words joined by hyphens, e.g. regrouting-a-shower.mdx',
      })
    }
    try {
      return { file, slug, source, fm: frontmatter, image: raw?.image, body: readMdxBody(source), problems }
    } catch (e) {
      const err = e as { line?: number; reason?: string; message: string }
      problems.push({
        file,
        line: err.line ?? 1,
        field: 'body',
        problem: `MDX does not compile: ${err.reason ?? err.message}`,
        valid: 'close every <Tag>, escape { and < in text',
      })
      return { file, slug, source, fm: frontmatter, image: raw?.image, problems }
    }
  })
  const site = sitePaths(root, new Map(read.map((r) => [r.slug, r.body?.headingIds ?? new Set<string>()])))
  const topicsInUse = [...new Set(read.flatMap((r) => r.fm?.topics ?? []))].sort()
  const today = buildDate()
  const imagesSource = readFileSync(path.join(root, 'content/images.ts'), 'utf8')
  for (const r of read) {
    const image = typeof r.image === 'string' ? imageProblem(r.file, lineOf(r.source, /^image\s*:/), r.image, root) : undefined
    if (image) r.problems.push(image)
    if (r.fm) {
      const fm = r.fm
      // Related articles are chosen among the articles live when this one goes live: never a draft.
      const liveBy = fm.date > today ? fm.date : today
      const relatedCount = read.filter(
        (o) =>
          o !== r &&
          o.fm &&
          !o.fm.draft &&
          o.fm.date <= liveBy &&
          (o.fm.category === fm.category || o.fm.topics.some((t) => fm.topics.includes(t))),
      ).length
      if (relatedCount < 2) {
        r.problems.push({
          file: r.file,
          line: lineOf(r.source, /^topics\s*:/),
          field: 'topics',
          problem: `only ${relatedCount} other published article shares its category or a topic, so it cannot end with 2 related articles`,
          valid: `add topics other articles use: ${topicsInUse.join(', ')}`,
        })
      }
      r.problems.push(...placeholderProblems(r.file, r.source, fm, imagesSource))
    }
    if (r.body) {
      for (const c of r.body.components) {
        if (/^[A-Z]/.test(c.name) && !components.includes(c.name)) {
          r.problems.push({
            file: r.file,
            line: c.line,
            field: 'component',
            problem: `<${c.name}> is not available in articles`,
            valid: `one of ${components.map((n) => `<${n}>`).join(', ')}`,
          })
        }
      }
      r.problems.push(...checkLinks(r.file, `/blog/${r.slug}`, r.body.links, site))
    }
  }
  return read.flatMap((r) => r.problems)
}
