// Follows every internal reference of the audited pages (links, images, every srcset candidate,
// scripts, stylesheets, icons, share images) and every #fragment, whose id must exist on the
// target page. Links to the public origin (SITE_URL) count as internal and are fetched here.
import { elements, fragmentTargets, srcsetUrls, type Element } from './html'
import { inPool, request } from './http'

export type CrawledPage = { route: string; url: string; status: number; html: string }
type Reference = { kind: string; raw: string }
type Target = { status: number; ids?: Set<string>; error?: string }

const metaUrls = new Set(['og:image', 'og:url', 'twitter:image'])

export function references(els: Element[]): Reference[] {
  return els.flatMap(({ tag, attrs: a }) => {
    const refs: Reference[] = []
    if ((tag === 'a' || tag === 'area') && a.href !== undefined) refs.push({ kind: 'link', raw: a.href })
    if (tag === 'link' && a.href) refs.push({ kind: `<link rel="${a.rel ?? ''}">`, raw: a.href })
    if (tag === 'link' && a.imagesrcset) refs.push(...srcsetUrls(a.imagesrcset).map((raw) => ({ kind: 'preload srcset', raw })))
    if (['img', 'source', 'script', 'video', 'audio', 'track', 'iframe'].includes(tag) && a.src) refs.push({ kind: tag, raw: a.src })
    if ((tag === 'img' || tag === 'source') && a.srcset) refs.push(...srcsetUrls(a.srcset).map((raw) => ({ kind: `${tag} srcset`, raw })))
    if (tag === 'video' && a.poster) refs.push({ kind: 'video poster', raw: a.poster })
    const metaName = a.property ?? a.name
    if (tag === 'meta' && metaName && metaUrls.has(metaName) && a.content) refs.push({ kind: `<meta ${metaName}>`, raw: a.content })
    return refs
  })
}

/** The URL to fetch on the audit server, null for an external or non-HTTP one, or a reason it is invalid. */
export function internalUrl(raw: string, pageUrl: string, siteOrigin: string): URL | null | string {
  let url: URL
  try {
    url = new URL(raw, pageUrl)
  } catch {
    return 'is not a valid URL'
  }
  const base = new URL(pageUrl)
  if (url.origin === siteOrigin) url = new URL(url.pathname + url.search + url.hash, base)
  return url.origin === base.origin ? url : null
}

async function fetchTarget(url: string): Promise<Target> {
  try {
    const answer = await request(url)
    const html = (answer.headers.get('content-type') ?? '').includes('text/html')
    return { status: answer.status, ids: html ? fragmentTargets(elements(answer.body)) : undefined }
  } catch (error) {
    // Why it answered nothing (refused, reset, timed out) is what the reader needs to fix it.
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)
    return { status: 0, error: cause }
  }
}

const decodeFragment = (hash: string) => {
  try {
    return decodeURIComponent(hash)
  } catch {
    return hash
  }
}

/** Broken references per route: a target that does not answer 200, or a #fragment without its id. */
export async function brokenReferences(pages: CrawledPage[], siteOrigin: string): Promise<Map<string, string[]>> {
  const perPage = pages.map((page) => {
    const els = elements(page.html)
    return { page, refs: references(els), ids: fragmentTargets(els) }
  })
  const targets = new Map<string, Target>(perPage.map(({ page, ids }) => [page.url, { status: page.status, ids }]))
  const wanted = new Set<string>()
  for (const { page, refs } of perPage) {
    for (const ref of refs) {
      const url = internalUrl(ref.raw, page.url, siteOrigin)
      if (url instanceof URL) wanted.add(url.href.split('#')[0])
    }
  }
  const missing = [...wanted].filter((u) => !targets.has(u))
  const fetched = await inPool(missing, 4, fetchTarget)
  missing.forEach((u, i) => targets.set(u, fetched[i]))

  const result = new Map<string, string[]>()
  for (const { page, refs, ids: ownIds } of perPage) {
    const problems = new Set<string>()
    for (const ref of refs) {
      const url = internalUrl(ref.raw, page.url, siteOrigin)
      if (typeof url === 'string') problems.add(`${ref.kind} "${ref.raw}" ${url}`)
      if (!(url instanceof URL)) continue
      const address = url.href.split('#')[0]
      // A fragment of the page itself resolves on the page as served, whatever its status (404 too).
      const target = address === page.url ? { status: 200, ids: ownIds } : targets.get(address)
      if (!target || target.status !== 200) {
        const why = target?.error ? ` (${target.error})` : ''
        problems.add(`${ref.kind} "${ref.raw}" answers ${target?.status || 'nothing'}${why}`)
        continue
      }
      const id = decodeFragment(url.hash.slice(1))
      if (id && id !== 'top' && target.ids && !target.ids.has(id)) {
        problems.add(`${ref.kind} "${ref.raw}": no element with id "${id}" on ${url.pathname}`)
      }
    }
    result.set(page.route, [...problems])
  }
  return result
}
