// Absolute addresses on this site, from SITE_URL: canonical links, structured data, the sitemap,
// the feed, share images and the links in e-mails all use this one builder.
import { siteSettings } from './site'

/** The site's origin, without a trailing slash: "https://www.startile.example". */
export const siteOrigin = (): string => siteSettings().url

/** "/about/" -> "https://www.startile.example/about"; "/" -> the origin itself. */
export function absoluteUrl(path: string): string {
  const origin = siteOrigin()
  if (path === '/' || path === '') return origin
  return origin + path.replace(/\/+$/, '')
}
