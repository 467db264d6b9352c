// Whether a browser's post comes from another site, for every form endpoint outside the desk (the
// lead forms, the customer's visit page; the desk's door requires its own Origin outright). An
// Origin header is the browser's word on who posts: a foreign one refuses the post whatever
// Sec-Fetch-Site says, since a client that forges one can forge the other. Only without a usable
// Origin ("null" under a strict referrer policy, or none) does Sec-Fetch-Site decide.
import type { IncomingHttpHeaders } from 'node:http'

/** What the check reads of a request (a FastifyRequest has all three). */
export type PostRequest = { headers: IncomingHttpHeaders; protocol: string; host: string }

/** Whether `origin` is the site's (SITE_URL's origin) or this server's own, as the request reached it. */
function isOurs(origin: string, siteOrigin: string, req: PostRequest): boolean {
  if (origin === siteOrigin) return true
  try {
    const { protocol, host } = new URL(origin)
    return protocol === `${req.protocol}:` && (host === req.headers.host || host === req.host)
  } catch {
    return false
  }
}

/** A post from another site: a foreign Origin, or without one, Sec-Fetch-Site saying so. */
export function fromAnotherSite(req: PostRequest, siteOrigin: string): boolean {
  const origin = req.headers.origin
  const fetchSite = req.headers['sec-fetch-site']
  if (origin !== undefined && origin !== 'null') return !isOurs(origin, siteOrigin, req)
  // "Origin: null" is refused unless the browser vouches that the page was ours.
  if (origin === 'null') return fetchSite !== 'same-origin'
  // No Origin at all (not a browser's post, or a very old browser): only a browser's own word refuses it.
  return fetchSite === 'cross-site' || fetchSite === 'same-site'
}
