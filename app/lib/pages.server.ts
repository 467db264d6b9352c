// Build-time helpers the route loaders share: a page's Seo from content/pages/meta.ts, and images.
import { getImage } from './images.server'
import { pageMeta } from '#content/pages/meta'
import type { PageMeta } from '#content/schemas'
import { fillTokens } from '#domain/tokens'
import { buildSeo, type SeoInput } from '../seo/seo.server'

export type PageKey = keyof typeof pageMeta

/** key: a page of content/pages/meta.ts, or the meta of an entry that carries its own (a city page). */
export function pageSeo(key: PageKey | PageMeta, path: string, extra: Omit<SeoInput, 'title' | 'description' | 'path'> = {}) {
  const page = typeof key === 'string' ? pageMeta[key] : key
  return buildSeo({ title: fillTokens(page.title), description: fillTokens(page.description), path, ...extra })
}

export { getImage }
