// The text `npm run new:article` writes: the slug of a title, the MDX file of a new draft, and its
// image entry placed at the end of the articles' part of content/images.ts.
import { publishing } from '#content/publishing'
import { articleLimits, type ImageEntry } from '#content/schemas'

/** "Regrouting a Shower: What's Next?" → "regrouting-a-shower-whats-next" (as the file name, the address). */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A YAML string in single quotes, the way the articles write them. */
const quoted = (s: string) => `'${s.replace(/'/g, "''")}'`

/** At most `max` characters, cut after a whole word. */
function shortened(title: string, max: number): string {
  if (title.length <= max) return title
  const cut = title.slice(0, max + 1)
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s:,;-]+$/, '')
}

export type Template = {
  title: string
  date: string
  category: string
  categories: readonly string[]
  topic: string
  topicsInUse: string[]
  image: string
}

export function templateOf(t: Template): string {
  const p = publishing.placeholders
  const seoTitle =
    t.title.length > articleLimits.seoTitle
      ? [
          `seoTitle: ${quoted(shortened(t.title, articleLimits.seoTitle))} # what search results show: rewrite it, ${articleLimits.seoTitle} characters at most`,
        ]
      : []
  return [
    '---',
    `title: ${quoted(t.title)}`,
    ...seoTitle,
    `description: ${quoted(p.description)}`,
    `excerpt: ${quoted(p.excerpt)}`,
    `category: ${t.category} # choose one: ${t.categories.join(', ')}`,
    `topics: [${t.topic}] # kebab-case, shared topics pick the related articles; in use: ${t.topicsInUse.join(', ')}`,
    `date: ${t.date} # the day it goes live: a later date waits for the first build on or after it`,
    'draft: true # delete this line when the article is ready to publish',
    'featured: false',
    `image: ${t.image}`,
    `imageAlt: ${quoted(p.imageAlt)}`,
    '---',
    '',
    p.body,
    '',
    `## ${p.heading}`,
    '',
  ].join('\n')
}

/** content/images.ts with `entry` after the last article picture (prettier formats it afterwards). */
export function newImageEntry(source: string, entry: ImageEntry): string {
  const articles = source.indexOf('// ---- articles ----')
  const nextSection = articles === -1 ? -1 : source.indexOf('\n  // ---- ', articles + 1)
  const end = nextSection !== -1 ? nextSection + 1 : source.lastIndexOf('])')
  if (end <= 0) throw new Error('content/images.ts: found no place for the new image entry (the catalogue ends with "])")')
  return `${source.slice(0, end)}  ${JSON.stringify(entry)},\n${source.slice(end)}`
}
