// Build-time helpers the route loaders share: a page's Seo from content/pages.ts, and images.
import { getImage } from './images.server'
import { pages } from '../../content/pages'
import { buildSeo, type SeoInput } from '../seo/seo.server'

export type PageKey = keyof typeof pages

export function pageSeo(key: PageKey, path: string, extra: Omit<SeoInput, 'title' | 'description' | 'path'> = {}) {
  const page = pages[key]
  return buildSeo({ title: page.title, description: page.description, path, ...extra })
}

export { getImage }
