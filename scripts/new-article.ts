// `npm run new:article -- "Regrouting a Shower"`: writes content/articles/regrouting-a-shower.mdx,
// a draft dated today whose every field is valid, so `npm run check:content` passes as it stands;
// adds its picture to content/images.ts; and prints what to fill in next. The placeholders it writes
// (content/publishing.ts) are refused once the article is published. A title whose slug exists is refused.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { loadArticles } from '#domain/articles/article-files'
import { buildDate, publishedArticles } from '#domain/articles/published'
import { imageCatalogue } from '#content/images'
import { publishing } from '#content/publishing'
import { articleCategories, articleLimits, type Article, type ImageEntry } from '#content/schemas'
import { newImageEntry, slugOf, templateOf } from './new-article/template'

export type NewArticle = { file: string; slug: string; image: string; copiedSpecOf?: string; next: string[] }

/** The category a new article starts in: the editor chooses another in the file. */
const startCategory: Article['category'] = 'Expert Tips'

export async function newArticle(title: string, root = process.cwd()): Promise<NewArticle> {
  const clean = title.trim().replace(/\s+/g, ' ')
  if (!clean) throw new Error('Give the article a title: npm run new:article -- "Regrouting a Shower"')
  if (clean.length > articleLimits.title) {
    throw new Error(`The title has ${clean.length} characters; at most ${articleLimits.title} fit. Shorten it and run again.`)
  }
  const slug = slugOf(clean)
  if (!slug) throw new Error(`"${clean}" has no letters or digits to make an address of.`)
  const file = `content/articles/${slug}.mdx`
  if (existsSync(path.join(root, file))) {
    throw new Error(`${file} exists already: "${clean}" gives the same address, /blog/${slug}. Choose another title.`)
  }
  const all = loadArticles(path.join(root, 'content/articles'))
  const live = publishedArticles(buildDate(), all)
  const image = `article-${slug}`
  const imagesFile = path.join(root, 'content/images.ts')
  // The picture starts as a copy of the newest article's in the same category; the editor describes their own.
  const model = live.find((a) => a.category === startCategory) ?? live[0]
  const modelSpec = imageCatalogue.find((e) => e.id === model?.image)?.spec
  const copiedSpecOf = imageCatalogue.some((e) => e.id === image) || !modelSpec ? undefined : model.image
  if (copiedSpecOf && modelSpec) {
    const entry: ImageEntry = { id: image, alt: publishing.placeholders.imageAlt, aspect: 'card', spec: modelSpec }
    const source = newImageEntry(readFileSync(imagesFile, 'utf8'), entry)
    writeFileSync(imagesFile, await format(source, { ...(await resolveConfig(imagesFile)), filepath: imagesFile }))
  }
  const topicsInUse = [...new Set(live.flatMap((a) => a.topics))].sort()
  const topic = topicsInUse.find((t) => live.filter((a) => a.topics.includes(t)).length >= 2) ?? topicsInUse[0] ?? 'tile'
  writeFileSync(
    path.join(root, file),
    templateOf({ title: clean, date: buildDate(), category: startCategory, categories: articleCategories, topic, topicsInUse, image }),
  )
  const next = [
    `${file}: write the description (${articleLimits.description.min}-${articleLimits.description.max} characters), the excerpt, imageAlt and the body in place of each "Replace me"; choose the category and the topics.`,
    copiedSpecOf
      ? `content/images.ts, "${image}": write its alt, and change its spec (a copy of ${copiedSpecOf}'s) to describe the picture, or drop a photo at content/images/${image}.jpg, at least 1200 px wide once cropped to 3:2.`
      : `content/images.ts already has "${image}": check that its alt and picture suit this article.`,
    `npm run dev, then open /blog/${slug}: the page, its search result and its share card, marked as a draft.`,
    'npm run check:content, and when the article is finished, delete the line draft: true (a later date makes it wait for that day).',
  ]
  return { file, slug, image, copiedSpecOf, next }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const made = await newArticle(process.argv.slice(2).join(' '))
    console.log(
      `Wrote ${made.file}, a draft dated ${buildDate()}${made.copiedSpecOf ? `, and the image "${made.image}" in content/images.ts` : ''}.`,
    )
    console.log(`Next:\n${made.next.map((step, i) => `  ${i + 1}. ${step}`).join('\n')}`)
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e))
    process.exit(1)
  }
}
