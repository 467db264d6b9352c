// Build-time helpers the route loaders share: a page's Seo from content/pages.ts, and images.
import { getImage } from './images.server'
import { pages } from '#content/pages'
import type { PageMeta } from '#content/schemas'
import { fillTokens } from '#domain/tokens'
import { buildSeo, type SeoInput } from '../seo/seo.server'

export type PageKey = keyof typeof pages

/** key: a page of content/pages.ts, or the meta of an entry that carries its own (a city page). */
export function pageSeo(key: PageKey | PageMeta, path: string, extra: Omit<SeoInput, 'title' | 'description' | 'path'> = {}) {
  const page = typeof key === 'string' ? pages[key] : key
  return buildSeo({ title: fillTokens(page.title), description: fillTokens(page.description), path, ...extra })
}

export { getImage }
