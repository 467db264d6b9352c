// The caps on open connections, per client (IPv4 address or IPv6 /64), per network (IPv4 /24,
// IPv6 /48) and in all, and what is shed near and at the total (connection-guard.ts applies them
// to the listening server; docs/limits.md gives the figures). Near the total (90%), on each new
// connection and each second, the oldest connections still sending headers, then a body, are shed
// (never one being answered, one waiting, kept alive, for its next request, or one opened within
// the last second). At the total the counter, not Node, decides: a newcomer takes the place of a
// connection still sending from the network that holds the most, if that network holds more than
// the newcomer's, and is refused otherwise, so a burst opened in one tick cannot lock out others.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { clientKey, networkKey, rememberPeer } from './client-address'
import type { ConnectionLimits } from './connection-limits'

/** Open connections, as a share of MAX_CONNECTIONS, at which the slowest senders are shed ... */
export const shedAtShare = 0.9
/** ... down to this share, so that shedding runs once per burst, not for every new connection. */
export const shedToShare = 0.85
/** A connection younger than this is never shed near the total (at it, it may be): a browser sends its request within a round trip. */
export const shedGraceMs = 1_000

/** A connection while it is open: the counts it is in, and what it is doing. */
export type Conn = {
  opened: number
  /** Its network (IPv4 /24, IPv6 /48), counted whether or not the per-network cap is on. */
  network: string
  keys: string[]
  /** The request on it not yet answered in full. */
  current?: { req: IncomingMessage; res: ServerResponse }
  /** A request was answered on it: between requests it is an idle kept-alive connection. */
  answered: boolean
  shed: boolean
}

/** What a connection is doing: sending its first request's headers, sending a body nobody answers yet, or anything else. */
function phaseOf(conn: Conn): 'headers' | 'body' | 'other' {
  if (!conn.current) return conn.answered ? 'other' : 'headers'
  const { req, res } = conn.current
  return !req.complete && !res.headersSent ? 'body' : 'other'
}

export type CounterReports = {
  /** Told, at most once a check, how many connections were shed near MAX_CONNECTIONS since the last (for the log). */
  onShed?: (count: number) => void
  /** Told, at most once a check, how many connections were shed and refused at MAX_CONNECTIONS since the last. */
  onFull?: (report: { shed: number; refused: number }) => void
}

/** Counts open connections against the caps: admit each new one, call check() once a second. */
export function connectionCounter(limits: ConnectionLimits, { onShed, onFull }: CounterReports) {
  /** Every open connection, oldest first (a Map keeps the order they were added in). */
  const conns = new Map<Socket, Conn>()
  /** Every open connection by network, oldest first. */
  const networks = new Map<string, Map<Socket, Conn>>()
  /** Shed near and at MAX_CONNECTIONS, and refused at it, since the last report: one log line a second under attack, not one a connection. */
  let shedNear = 0
  const full = { shed: 0, refused: 0 }
  /** Open connections per client and per network. */
  const counts = new Map<string, number>()
  let shedding = 0
  const shedAt = Math.ceil(limits.maxConnections * shedAtShare)
  const shedTo = Math.floor(limits.maxConnections * shedToShare)

  /** Resets a connection; it leaves its network's count now (its close event comes later). */
  const drop = (socket: Socket, conn: Conn) => {
    conn.shed = true
    shedding++
    networks.get(conn.network)?.delete(socket)
    socket.resetAndDestroy()
  }

  /** Closes the oldest connections still sending headers, then bodies, until few enough are left. */
  const shed = () => {
    let excess = conns.size - shedding - shedTo
    const settled = Date.now() - shedGraceMs
    for (const phase of ['headers', 'body'] as const) {
      for (const [socket, conn] of conns) {
        // Oldest first: past the settled ones, the rest are younger still.
        if (excess <= 0 || conn.opened > settled) break
        if (conn.shed || phaseOf(conn) !== phase) continue
        drop(socket, conn)
        excess--
        shedNear++
      }
    }
  }

  /** At MAX_CONNECTIONS: sheds a sender of the network holding the most, if it holds more than `network` would; false if none. */
  const makeRoom = (network: string): boolean => {
    let heaviest: Map<Socket, Conn> | undefined
    for (const members of networks.values()) if (!heaviest || members.size > heaviest.size) heaviest = members
    if (!heaviest || heaviest.size <= (networks.get(network)?.size ?? 0) + 1) return false
    for (const phase of ['headers', 'body'] as const) {
      for (const [socket, conn] of heaviest) {
        if (conn.shed || phaseOf(conn) !== phase) continue
        drop(socket, conn)
        full.shed++
        return true
      }
    }
    return false
  }

  /** Counts a new connection; false when its client or its network already holds its share. */
  const admit = (socket: Socket): boolean => {
    const address = rememberPeer(socket)
    const caps = (
      [
        [clientKey(address), limits.maxConnectionsPerAddress],
        [networkKey(address), limits.maxConnectionsPerNetwork],
      ] as const
    ).filter(([, cap]) => cap > 0)
    if (caps.some(([key, cap]) => (counts.get(key) ?? 0) >= cap)) return false
    const network = networkKey(address)
    if (conns.size - shedding >= limits.maxConnections && !makeRoom(network)) {
      full.refused++
      return false
    }
    const conn: Conn = { opened: Date.now(), network, keys: caps.map(([key]) => key), answered: false, shed: false }
    for (const key of conn.keys) counts.set(key, (counts.get(key) ?? 0) + 1)
    conns.set(socket, conn)
    const members = networks.get(network) ?? new Map<Socket, Conn>()
    networks.set(network, members.set(socket, conn))
    socket.once('close', () => {
      conns.delete(socket)
      members.delete(socket)
      if (members.size === 0 && networks.get(network) === members) networks.delete(network)
      if (conn.shed) shedding--
      for (const key of conn.keys) {
        const left = (counts.get(key) ?? 1) - 1
        if (left <= 0) counts.delete(key)
        else counts.set(key, left)
      }
    })
    if (conns.size - shedding >= shedAt) shed()
    return true
  }
  return {
    admit,
    /** The open connection of this socket, if it was admitted. */
    connOf: (socket: Socket): Conn | undefined => conns.get(socket),
    /** Sheds a burst that is past its grace with no new connection to run shedding, and reports. */
    check() {
      if (conns.size - shedding >= shedAt) shed()
      if (shedNear > 0) onShed?.(shedNear)
      shedNear = 0
      if (full.shed + full.refused > 0) {
        onFull?.({ ...full })
        full.shed = full.refused = 0
      }
    },
  }
}
