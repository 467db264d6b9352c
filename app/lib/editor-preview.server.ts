// What `npm run dev` shows an editor above an article, and no build ever renders: whether it is
// published, its texts' lengths against their limits, and its search result and share card as
// they will look. The limits are the schema's and the SEO helper's own.
import { settings } from '#config/settings'
import { buildDate, publicationStatus } from '#domain/articles/published'
import { publishing } from '#content/publishing'
import { articleLimits, type Article } from '#content/schemas'
import type { Seo } from '~/seo/meta'
import { ogImagePath } from '~/seo/og-path'
import { titleMax } from '~/seo/seo.server'
import type { EditorPreview } from '~/components/sections/editor-preview'
import { formatLongDate } from './dates'

/** The panel's data under `npm run dev`; undefined in a build. */
export function editorPreview(article: Article, seo: Seo): EditorPreview | undefined {
  if (!settings().site.showsUnpublished) return undefined
  const status = publicationStatus(article, buildDate())
  const notice =
    status === 'draft'
      ? { label: publishing.draft, text: publishing.draftNote }
      : status === 'scheduled'
        ? { label: publishing.scheduled, text: publishing.scheduledNote.replace('{date}', formatLongDate(article.date)) }
        : undefined
  return {
    status,
    notice,
    lengths: [
      { label: 'Title (the page heading)', length: article.title.length, min: 1, max: articleLimits.title },
      { label: 'Title in search results', length: seo.title.length, min: 1, max: titleMax },
      {
        label: 'Description',
        length: article.description.length,
        min: articleLimits.description.min,
        max: articleLimits.description.max,
      },
      { label: 'Excerpt (the blog card)', length: article.excerpt.length, min: 1, max: articleLimits.excerpt },
    ],
    search: { title: seo.title, url: seo.canonical, description: seo.description },
    card: { src: ogImagePath(`/blog/${article.slug}`), alt: `The share card of "${article.title}"` },
  }
}
