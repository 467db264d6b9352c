// Who a client is, for every per-client limit (connections, the form rate limit, the photo
// budgets): its IPv4 address, or the /64 network of an IPv6 address, since one IPv6 subscriber
// is handed a whole /64 and could otherwise pick a fresh address for each connection. And the
// network it sits in, for the per-network connection cap: an IPv4 /24, an IPv6 /48 (what one
// site or tunnel is routinely handed: 65,536 /64s).
import { isIPv6 } from 'node:net'
import type { FastifyRequest } from 'fastify'

/** The eight 16-bit groups of an IPv6 address, as numbers. */
function groups(address: string): number[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined]
  const parse = (part: string | undefined) => (part ? part.split(':') : [])
  const left = parse(head)
  const right = parse(tail)
  // An embedded IPv4 tail (::ffff:1.2.3.4) is two groups.
  const expand = (parts: string[]) =>
    parts.flatMap((p) => {
      if (!p.includes('.')) return [parseInt(p, 16) || 0]
      const [a, b, c, d] = p.split('.').map(Number)
      return [(a << 8) | b, (c << 8) | d]
    })
  const l = expand(left)
  const r = expand(right)
  return [...l, ...Array<number>(Math.max(0, 8 - l.length - r.length)).fill(0), ...r].slice(0, 8)
}

/** The key a client is counted under: an IPv4 address, or an IPv6 /64 written as "2001:db8:1:2::/64". */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]
  if (!isIPv6(address)) return address
  return `${groups(address.split('%')[0])
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/** The network a client is counted in: an IPv4 /24 ("198.51.100.0/24") or an IPv6 /48 ("2001:db8:1::/48"). */
export function networkKey(address: string | undefined): string {
  if (!address) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  const v4 = mapped ? mapped[1] : isIPv6(address) ? undefined : address
  if (v4 !== undefined) return `${v4.split('.').slice(0, 3).join('.')}.0/24`
  return `${groups(address.split('%')[0])
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(':')}::/48`
}

/**
 * The client of a request as the rate limit and the budgets count it: the address TRUST_PROXY
 * makes of it, else the peer address remembered when the connection opened, which is still known
 * after the client has hung up (the socket then forgets its own).
 */
export function requestClientKey(request: FastifyRequest): string {
  try {
    if (request.ip) return clientKey(request.ip)
  } catch {
    // A socket already gone: the remembered address below.
  }
  return clientKey(peerAddress(request.raw.socket))
}

const peers = new WeakMap<object, string>()

/** Remembers a connection's peer address while the socket still knows it. */
export function rememberPeer(socket: { remoteAddress?: string }): string | undefined {
  const address = socket.remoteAddress
  if (address) peers.set(socket, address)
  return address
}

export function peerAddress(socket: { remoteAddress?: string } | undefined): string | undefined {
  if (!socket) return undefined
  return peers.get(socket) ?? socket.remoteAddress
}
