// Where a lead came from, as the server sees it: the campaign of the visit (utm_source,
// utm_medium, utm_campaign), whether an ad click id (gclid, fbclid) was present, and the site that
// referred the visitor. Taken on the landing request and kept in a first-party cookie that ends
// with the browser session, so a visitor who reads a page or two before asking for a quote is
// still counted; never for a browser that asks not to be tracked (Sec-GPC: 1, DNT: 1). Every value
// is visitor-controlled: trimmed, stripped of controls and markup characters, and length-limited.

export type VisitSource = {
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
  /** Which ad click id was present, never its value. */
  clickId?: 'gclid' | 'fbclid'
  /** The referring site's host name, e.g. www.google.com */
  referrerHost?: string
}

export const attributionCookie = 'st_visit'
export const maxValueLength = 80
/** The longest cookie value read back (decodeSource); the server never sets a longer one. */
export const maxCookieValueLength = 1024

/** Trimmed, one line, no controls, invisible format characters (U+202E) or characters of markup, quotes or cookie syntax; at most 80 characters. */
export function cleanValue(raw: string | null | undefined, max = maxValueLength): string | undefined {
  if (typeof raw !== 'string') return undefined
  const value = raw
    .normalize('NFKC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Cf}<>"'`;\\]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim()
  return value || undefined
}

/** A browser that asks not to be tracked: nothing of its visit is kept. */
export const optedOut = (headers: Readonly<Record<string, string | string[] | undefined>>) =>
  headers['sec-gpc'] === '1' || headers.dnt === '1'

const hostOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined
  try {
    const u = new URL(url)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.hostname.toLowerCase() : undefined
  } catch {
    return undefined
  }
}

/**
 * The source of a landing request for a page: its query's campaign and click id, and the Referer's
 * host when it is not one of `ownHosts`. Undefined when the request says nothing of where it came from.
 */
export function landingSource(search: URLSearchParams, referer: string | undefined, ownHosts: string[]): VisitSource | undefined {
  const source: VisitSource = {
    utmSource: cleanValue(search.get('utm_source')),
    utmMedium: cleanValue(search.get('utm_medium')),
    utmCampaign: cleanValue(search.get('utm_campaign')),
    clickId: search.has('gclid') ? 'gclid' : search.has('fbclid') ? 'fbclid' : undefined,
  }
  const referrer = hostOf(referer)
  if (referrer && !ownHosts.includes(referrer)) source.referrerHost = cleanValue(referrer, 253)
  return isEmpty(source) ? undefined : source
}

const isEmpty = (s: VisitSource) => Object.values(s).every((v) => v === undefined)

const keys = { utmSource: 's', utmMedium: 'm', utmCampaign: 'c', clickId: 'k', referrerHost: 'r' } as const

/** The cookie's value: a short query string (percent-encoded, so never a ; , or space). */
export function encodeSource(source: VisitSource): string {
  const params = new URLSearchParams()
  for (const [field, key] of Object.entries(keys)) {
    const value = source[field as keyof VisitSource]
    if (value) params.set(key, value)
  }
  return params.toString().replaceAll('+', '%20')
}

/** Reads a cookie value back, cleaning each field again: the browser may send anything. */
export function decodeSource(raw: string | undefined): VisitSource | undefined {
  if (!raw || raw.length > maxCookieValueLength) return undefined
  let params: URLSearchParams
  try {
    params = new URLSearchParams(raw)
  } catch {
    return undefined
  }
  const k = params.get(keys.clickId)
  const source: VisitSource = {
    utmSource: cleanValue(params.get(keys.utmSource)),
    utmMedium: cleanValue(params.get(keys.utmMedium)),
    utmCampaign: cleanValue(params.get(keys.utmCampaign)),
    clickId: k === 'gclid' || k === 'fbclid' ? k : undefined,
    referrerHost: cleanValue(params.get(keys.referrerHost), 253),
  }
  return isEmpty(source) ? undefined : source
}

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

/** The page a form was sent from: the path of a same-origin Referer, or undefined. */
export function sourcePage(referer: string | undefined, ownHosts: string[]): string | undefined {
  if (!referer) return undefined
  try {
    const u = new URL(referer)
    if (!ownHosts.includes(u.hostname.toLowerCase())) return undefined
    return cleanValue(u.pathname, 200)
  } catch {
    return undefined
  }
}
