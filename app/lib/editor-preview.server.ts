// What `npm run dev` shows an editor above an article, and no build ever renders: whether it is
// published, its texts' lengths against their limits, and its search result and share card as
// they will look. The limits are the schema's and the SEO helper's own; the words are in
// content/publishing.ts.
import { siteSettings } from '#config/site'
import { buildDate, publicationStatus } from '#domain/articles/published'
import { publishing } from '#content/publishing'
import { articleLimits, type Article } from '#content/schemas'
import type { Seo } from '~/seo/meta'
import { ogImagePath } from '~/seo/og-path'
import { titleMax } from '~/seo/seo.server'
import type { EditorPreview, LengthCheck } from './editor-preview'
import { formatLongDate } from './dates'

const { panel } = publishing
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, String(value)), text)

function lengthCheck(label: string, length: number, min: number, max: number): LengthCheck {
  const ok = length >= min && length <= max
  const range = min > 1 ? fill(panel.range, { min, max }) : fill(panel.atMost, { max })
  const text = fill(panel.length, { length, range })
  return { label, text: ok ? text : `${text}: ${panel.outOfRange}`, ok }
}

/** The panel's data under `npm run dev`; undefined in a build. */
export function editorPreview(article: Article, seo: Seo): EditorPreview | undefined {
  if (!siteSettings().showsUnpublished) return undefined
  const status = publicationStatus(article, buildDate())
  const notice =
    status === 'draft'
      ? { label: publishing.draft, text: publishing.draftNote }
      : status === 'scheduled'
        ? { label: publishing.scheduled, text: fill(publishing.scheduledNote, { date: formatLongDate(article.date) }) }
        : undefined
  const { description } = articleLimits
  return {
    notice,
    headings: { panel: panel.heading, search: panel.search, card: panel.card },
    lengths: [
      lengthCheck(panel.title, article.title.length, 1, articleLimits.title),
      lengthCheck(panel.searchTitle, seo.title.length, 1, titleMax),
      lengthCheck(panel.description, article.description.length, description.min, description.max),
      lengthCheck(panel.excerpt, article.excerpt.length, 1, articleLimits.excerpt),
    ],
    search: { title: seo.title, url: seo.canonical, description: seo.description },
    card: { src: ogImagePath(`/blog/${article.slug}`), alt: fill(panel.cardAlt, { title: article.title }) },
  }
}
