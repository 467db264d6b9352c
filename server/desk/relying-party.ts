// Where the desk's passkeys belong: the relying party is SITE_URL's host name and the expected
// origin SITE_URL's origin, both read at run time. Passkeys need a domain name (an IP address can
// never be a relying party) and a secure context: HTTPS, or http://localhost for local use and tests.
// Anything else turns the desk off with one sentence that names the setting.
import { isIP } from 'node:net'

export type DeskConfig =
  | {
      enabled: true
      rpId: string
      rpName: string
      origin: string
      /** The session cookie's name and attributes. */
      cookie: { name: string; secure: boolean }
    }
  | { enabled: false; reason: string }

const localhost = (host: string) => host === 'localhost' || host.endsWith('.localhost')

export function deskConfig(siteUrl: string, rpName: string): DeskConfig {
  let url: URL
  try {
    url = new URL(siteUrl)
  } catch {
    return { enabled: false, reason: `SITE_URL "${siteUrl}" is not a URL, so the lead desk is off.` }
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host)) {
    return {
      enabled: false,
      reason: `SITE_URL names an IP address (${host}), which cannot hold passkeys, so the lead desk at /inbox is off: set SITE_URL to the site's domain name (or http://localhost:PORT to try it locally).`,
    }
  }
  if (url.protocol !== 'https:' && !localhost(host)) {
    return {
      enabled: false,
      reason: `SITE_URL is plain HTTP on ${host}, where browsers refuse passkeys, so the lead desk at /inbox is off: set SITE_URL to its https:// address.`,
    }
  }
  // A __Host- cookie must be Secure. Browsers treat http://localhost as a secure context and keep
  // Secure cookies from it, so the same name and attributes serve local use and the live site.
  return { enabled: true, rpId: host, rpName, origin: url.origin, cookie: { name: '__Host-desk', secure: true } }
}
