// The browsers' push services the desk's alerts may be sent to: a device's endpoint must be an
// https address on port 443 at one of these hosts, so a subscription can never make the server post
// inside its own network. `*.` takes any subdomain (Apple and Microsoft name one host per region).
// PUSH_EXTRA_ORIGINS (settings.ts) adds exact origins, for the tests' local push service only.
export const pushServiceHosts: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
]

export const pushServicePort = 443

/** Whether `host` (lower case, no trailing dot) is one of `hosts`, a `*.` pattern taking any subdomain. */
export const isPushServiceHost = (host: string, hosts: readonly string[] = pushServiceHosts): boolean =>
  hosts.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1 : host === allowed,
  )

/** PUSH_EXTRA_ORIGINS: a comma-separated list of http(s) origins (scheme, host, port, nothing else); none by default. */
export const parseExtraOrigins = (value: string): { origins: string[] } | { bad: string } => {
  const origins = value === '' ? [] : value.split(',').map((s) => s.trim())
  const bad = origins.find((o) => !URL.canParse(o) || new URL(o).origin !== o || !/^https?:$/.test(new URL(o).protocol))
  return bad === undefined ? { origins } : { bad }
}
