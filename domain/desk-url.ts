// The desk's addresses, built in one place: the app's links use React Router's typed href() with the
// same patterns (app/routes.ts), and the server's e-mails, digests and old-link redirects use these.
// A lead's page is /inbox/leads/7; the old /inbox/lead?id=7 (in owners' mailboxes) is redirected.

/** A lead id as the desk accepts it in an address: a positive safe integer, digits only. */
export function deskLeadId(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,15}$/.test(text)) return undefined
  const id = Number(text)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

export const deskUrl = {
  list: () => '/inbox',
  lead: (id: number) => `/inbox/leads/${id}`,
  people: () => '/inbox/people',
  signIn: () => '/inbox/sign-in',
  welcome: () => '/inbox/welcome',
} as const

/**
 * The installable desk's files under /inbox (scripts/desk-app.ts writes them): answered outside the
 * session, since a browser fetches a manifest and its icons without cookies.
 */
export const deskAppFiles = ['sw.js', 'desk.webmanifest', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png'] as const

/** The same address in full, for an e-mail: SITE_URL without its trailing slash, then the path. */
export const absoluteDeskUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`

/**
 * Where an old desk address goes now: /inbox/lead?id=N → /inbox/leads/N, a malformed or missing
 * id → the list. Undefined for any other address.
 */
export function movedDeskUrl(pathname: string, search: URLSearchParams): string | undefined {
  if (pathname !== '/inbox/lead') return undefined
  const id = deskLeadId(search.get('id'))
  return id === undefined ? deskUrl.list() : deskUrl.lead(id)
}

/**
 * The `next` of the sign-in page, made safe: only a desk page of this site (a path under /inbox,
 * never another host, a protocol-relative //x or a backslash trick); otherwise the list.
 */
export function safeDeskNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/inbox') || /[\\\s]/.test(next) || next.startsWith('//')) return deskUrl.list()
  const rest = next.slice('/inbox'.length)
  if (rest !== '' && !/^[/?]/.test(rest)) return deskUrl.list()
  if (rest.startsWith('/sign-in')) return deskUrl.list()
  return next
}
