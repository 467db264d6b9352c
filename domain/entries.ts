// What the server counts as an entry to the site (issue 44, record 040), and under which source.
// An entry is a page GET that starts a visit: no Referer from this site, not a bot, not a prefetch
// or prerender, a page (not the desk, the API, a file or a customer's private link), answered with
// the page itself. Its source is the campaign's utm_source, else the referring site's host, else
// 'direct'; a lead's source is read from its stored attribution by the same rule, so the two join.
// A browser that asks not to be tracked (Sec-GPC: 1 or DNT: 1) is counted as an entry of its page
// with the source 'private' and no campaign, and no key of it is made or kept.
import { cleanValue } from './attribution'

export type EntrySource = { source: string; medium: string; campaign: string }

export const directSource = 'direct'
export const privateSource = 'private'
/** Past the day's cap of different sources (server/plugins/entry-counter.ts), a new one counts as this. */
export const otherSource = 'other'

/** The longest landing path counted as itself; a longer one is no page of the site. */
export const maxEntryPathLength = 200

const hostOf = (url: string): string | undefined => {
  try {
    const u = new URL(url)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.hostname.toLowerCase() : undefined
  } catch {
    return undefined
  }
}

/** Whether a Referer names this site: then the request is a later page of a visit, never an entry. */
export function fromOwnSite(referer: string | undefined, ownHosts: readonly string[]): boolean {
  if (!referer) return false
  const host = hostOf(referer)
  return host !== undefined && ownHosts.includes(host)
}

/** The source of a landing: utm_source, else the referring host, else direct; medium and campaign from utm_*. */
export function entrySource(search: URLSearchParams | undefined, referer: string | undefined): EntrySource {
  const utmSource = cleanValue(search?.get('utm_source'))
  const referrer = referer ? hostOf(referer) : undefined
  return {
    source: utmSource ?? cleanValue(referrer, 253) ?? directSource,
    medium: cleanValue(search?.get('utm_medium')) ?? '',
    campaign: cleanValue(search?.get('utm_campaign')) ?? '',
  }
}

/** A lead's source by the same rule, from the attribution stored with it. */
export function leadEntrySource(lead: {
  utmSource?: string | null
  utmMedium?: string | null
  utmCampaign?: string | null
  referrerHost?: string | null
}): EntrySource {
  return {
    source: lead.utmSource || lead.referrerHost || directSource,
    medium: lead.utmMedium || '',
    campaign: lead.utmCampaign || '',
  }
}

/** Prefetches and prerenders (Sec-Purpose, Purpose, X-Moz, X-Purpose): no one has come yet. */
export function isSpeculative(headers: Readonly<Record<string, string | string[] | undefined>>): boolean {
  for (const name of ['sec-purpose', 'purpose', 'x-purpose', 'x-moz']) {
    const value = headers[name]
    if (value === undefined) continue
    const purpose = String(value).toLowerCase()
    if (purpose.includes('prefetch') || purpose.includes('prerender') || purpose.includes('preview')) return true
  }
  return false
}

/**
 * The page path an entry is counted under, or undefined when the path is no page a visitor lands
 * on: the desk, the API, a file, a customer's private link, the health check, or junk.
 */
export function entryPage(pathname: string): string | undefined {
  if (pathname.length > maxEntryPathLength || !pathname.startsWith('/') || pathname.includes('%')) return undefined
  if (/^\/(inbox|api|visit|assets|images|fonts|og)(\/|$)/.test(pathname) || pathname.startsWith('/quote/') || pathname === '/healthz')
    return undefined
  if (/\.[a-z0-9]+$/i.test(pathname)) return undefined
  // One address a page: /about/ answers a redirect to /about, so only the slashless path counts.
  if (pathname.length > 1 && pathname.endsWith('/')) return undefined
  return pathname
}
