// Where the desk's push alerts may go. An endpoint is the device's address at a browser's push
// service, and the server posts to it with its VAPID token: so only https on port 443 at one of
// the services in config/push-services.ts (or an origin PUSH_EXTRA_ORIGINS lists, for the tests'
// push service), and every connection made through publicOnlyLookup, which resolves the name and
// refuses a private, loopback, link-local or otherwise non-public address, handing the socket the
// address it checked (no second lookup a rebinding DNS could answer differently).
import { type LookupAddress, type LookupOptions, lookup as dnsLookup } from 'node:dns'
import { BlockList, isIP } from 'node:net'
import { isPushServiceHost, pushServiceHosts, pushServicePort } from '#config/push-services'

export type Lookup = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void

export type PushEndpointPolicy = {
  /** Host patterns of the push services (config/push-services.ts). */
  hosts?: readonly string[]
  /** The port they are on: 443 (a test of the address check listens elsewhere). */
  port?: number
  /** Origins taken as they are, unchecked: the tests' push service (PUSH_EXTRA_ORIGINS). */
  extraOrigins?: readonly string[]
  /** The resolver (dns.lookup); a test hands one that answers a chosen address. */
  lookup?: Lookup
}

// Every range that is not the public internet (IANA's special-purpose registries, RFC 6890).
const notPublic = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  notPublic.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback (an IPv4-mapped ::ffff:a.b.c.d is checked by the IPv4 ranges above)
  ['64:ff9b::', 96], // NAT64 (reaches any IPv4 address, private ones too)
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (wraps any IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  notPublic.addSubnet(net, bits, 'ipv6')

/** True only for an address on the public internet (an IP literal; a name is not an address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

export class RefusedAddressError extends Error {
  readonly code = 'EPUSHADDRESS'
  constructor(readonly host: string) {
    super(`${host} resolves to an address that is not on the public internet`)
    this.name = 'RefusedAddressError'
  }
}

/** A `lookup` for net/tls connections: every address of the name must be public, or none is used. */
export function publicOnlyLookup(resolve: Lookup = dnsLookup) {
  return (
    hostname: string,
    options: LookupOptions,
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, [])
      if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
        return callback(new RefusedAddressError(hostname), [])
      if (options.all) return callback(null, addresses)
      callback(null, addresses[0].address, addresses[0].family)
    })
  }
}

export function pushEndpointPolicy({
  hosts = pushServiceHosts,
  port = pushServicePort,
  extraOrigins = [],
  lookup = dnsLookup,
}: PushEndpointPolicy = {}) {
  const extra = new Set(extraOrigins)
  /** Whether the endpoint is one the tests' setting lists (taken unchecked). */
  const isExtra = (endpoint: string) => URL.canParse(endpoint) && extra.has(new URL(endpoint).origin)

  /** Why the endpoint's address is not a push service's, as a sentence; undefined when it is. */
  function whyNotAService(endpoint: string): string | undefined {
    if (isExtra(endpoint)) return undefined
    const u = URL.canParse(endpoint) ? new URL(endpoint) : undefined
    if (!u || u.protocol !== 'https:') return 'A push subscription’s address must start with https://.'
    if (u.username || u.password) return 'A push subscription’s address cannot hold a user name or password.'
    if (!isPushServiceHost(u.hostname.replace(/\.$/, '').toLowerCase(), hosts) || Number(u.port || 443) !== port)
      return 'This address is not a browser’s push service (Chrome, Firefox, Safari or Edge).'
    return undefined
  }

  /** Resolves the endpoint's host now: a sentence when it points inside a private network. */
  async function whyNotPublic(endpoint: string): Promise<string | undefined> {
    if (isExtra(endpoint)) return undefined
    const check = publicOnlyLookup(lookup)
    return new Promise((resolve) =>
      check(new URL(endpoint).hostname, { all: true }, (err) => {
        // A name that does not resolve now is taken: each send resolves it again and checks then.
        resolve(err instanceof RefusedAddressError ? 'This push service’s address is not on the public internet.' : undefined)
      }),
    )
  }

  return {
    isExtra,
    whyNotAService,
    /** Both checks, for a device turning alerts on. */
    whyRefused: async (endpoint: string) => whyNotAService(endpoint) ?? (await whyNotPublic(endpoint)),
    lookup: publicOnlyLookup(lookup),
  }
}

export type PushEndpoints = ReturnType<typeof pushEndpointPolicy>
