// The listening server's defence against clients that hold it instead of using it: a headers
// timeout, a deadline for the body of an ordinary request, a minimum average rate for photo
// uploads (a phone on a weak signal passes, a trickle does not), idle and keep-alive timeouts, a
// connection that is closed once it has its answer if its body is still coming, caps on
// connections per client (IPv4 address or IPv6 /64) and per network (IPv4 /24, IPv6 /48), and a
// total: near it (90%), on each new connection and each second, the oldest connections still
// sending headers, then a body, are shed (never one being answered, one waiting, kept alive, for
// its next request, or one opened within the last second). At the total itself the guard, not
// Node, decides: a new connection takes the place of one still sending from the network that
// holds the most, if that network holds more than the newcomer's, and is refused otherwise, so a
// burst opened in one tick cannot lock out other networks for a second. docs/limits.md gives the figures.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { clientKey, networkKey, rememberPeer } from './client-address'

export type ConnectionLimits = {
  /** The request line and headers must arrive within this (HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number
  /** The body of any request but a photo upload must arrive within this (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number
  /** An idle kept-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number
  /** A connection on which nothing moves for this long is closed (IDLE_TIMEOUT_MS). */
  idleTimeoutMs: number
  /** Photo uploads must average at least this after the first seconds (UPLOAD_MIN_KB_PER_S); 0: the request timeout applies. */
  uploadMinBytesPerSecond: number
  /** An upload's first seconds are not held to the rate: a phone's radio wakes, TCP starts slow. */
  uploadGraceMs: number
  /** Open connections at once, all clients together (MAX_CONNECTIONS). */
  maxConnections: number
  /** Open connections at once from one client (MAX_CONNECTIONS_PER_ADDRESS); 0 turns it off (behind a proxy). */
  maxConnectionsPerAddress: number
  /** Open connections at once from one IPv4 /24 or IPv6 /48 (MAX_CONNECTIONS_PER_NETWORK); 0 turns it off. */
  maxConnectionsPerNetwork: number
}

export const defaultConnectionLimits: ConnectionLimits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  uploadMinBytesPerSecond: 4 * 1024,
  uploadGraceMs: 10_000,
  maxConnections: 1000,
  maxConnectionsPerAddress: 32,
  maxConnectionsPerNetwork: 128,
}

/** Open connections, as a share of MAX_CONNECTIONS, at which the slowest senders are shed ... */
export const shedAtShare = 0.9
/** ... down to this share, so that shedding runs once per burst, not for every new connection. */
export const shedToShare = 0.85
/** A connection younger than this is never shed: a browser sends its request within a round trip. */
export const shedGraceMs = 1_000

/** How long a connection answered before its body arrived may still deliver that answer. */
const answeredGraceMs = 1_000
/** How often deadlines and rates are checked and shedding runs; also Node's check of the headers timeout. */
export const checkEveryMs = 1_000
/**
 * Node's own cap, a backstop the guard does not reach: a shed or refused connection still counts
 * there until its close event, and a burst refused in one tick would otherwise make Node drop the
 * next newcomer before the guard could weigh it.
 */
export const nodeCapFactor = 2

/** The options Node's HTTP server must be created with (the rest are set on it). */
export const serverOptions = (limits: ConnectionLimits) => ({
  connectionsCheckingInterval: checkEveryMs,
  headersTimeout: limits.headersTimeoutMs,
  // Body deadlines are ours (below): Node's would cut slow phone uploads at the same deadline.
  requestTimeout: 0,
})

type Watched = {
  req: IncomingMessage
  started: number
  upload: boolean
  bytesAtStart: number
}

/** A connection while it is open: the counts it is in, and what it is doing. */
type Conn = {
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

/** A request error that the lead endpoints answer as 408 (their sentence says what to do). */
export function tooSlowError(): Error & { statusCode: number; code: string } {
  return Object.assign(new Error('The request did not arrive in time'), { statusCode: 408, code: 'REQUEST_TOO_SLOW' })
}

const hasBody = (req: IncomingMessage) =>
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0') || req.headers['transfer-encoding'] !== undefined

export type GuardOptions = {
  limits: ConnectionLimits
  /** Whether a request is a photo upload, held to the minimum rate instead of the deadline. */
  isUpload: (req: IncomingMessage) => boolean
  /** Told, at most once a check, how many connections were shed near MAX_CONNECTIONS since the last (for the log). */
  onShed?: (count: number) => void
  /** Told, at most once a check, how many connections were shed and refused at MAX_CONNECTIONS since the last. */
  onFull?: (report: { shed: number; refused: number }) => void
}

/** Applies the limits to `server`; returns the per-request hook to call first for each request. */
export function guardServer(server: Server, { limits, isUpload, onShed, onFull }: GuardOptions) {
  server.headersTimeout = limits.headersTimeoutMs
  server.requestTimeout = 0
  server.keepAliveTimeout = limits.keepAliveTimeoutMs
  server.setTimeout(limits.idleTimeoutMs)
  server.maxConnections = limits.maxConnections * nodeCapFactor

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
  // A connection past its client's or network's share is reset before Node's HTTP server sets it
  // up (a parser, timers): a client that reconnects as fast as it is refused costs the server as
  // little as can be.
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    const socket = args[0]
    if (event === 'connection' && socket instanceof Socket && !admit(socket)) {
      socket.resetAndDestroy()
      return true
    }
    return emit(event, ...args)
  }) as typeof server.emit

  const inFlight = new Set<Watched>()
  const cut = (w: Watched) => {
    inFlight.delete(w)
    const { req } = w
    const socket = req.socket
    // The lead endpoints read the body: they answer 408 in their own words and the connection closes.
    if (req.listenerCount('error') > 0) req.emit('error', tooSlowError())
    else socket.destroy()
    // Whatever happens to the answer, the connection does not outlive it by long.
    setTimeout(() => socket.destroy(), 5_000).unref()
  }
  const timer = setInterval(() => {
    // A burst opened within a second is past its grace now, with no new connection to run shedding.
    if (conns.size - shedding >= shedAt) shed()
    if (shedNear > 0) onShed?.(shedNear)
    shedNear = 0
    if (full.shed + full.refused > 0) {
      onFull?.({ ...full })
      full.shed = full.refused = 0
    }
    const now = Date.now()
    for (const w of inFlight) {
      const elapsed = now - w.started
      if (!w.upload || limits.uploadMinBytesPerSecond <= 0) {
        if (elapsed > limits.requestTimeoutMs) cut(w)
        continue
      }
      const counted = elapsed - limits.uploadGraceMs
      const received = w.req.socket.bytesRead - w.bytesAtStart
      if (counted > 0 && received < (limits.uploadMinBytesPerSecond * counted) / 1000) cut(w)
    }
  }, checkEveryMs)
  timer.unref()
  server.once('close', () => clearInterval(timer))

  /** Called for each request before it is answered; cheap for the common request with no body. */
  return function onRequest(req: IncomingMessage, res: ServerResponse): void {
    const conn = conns.get(req.socket)
    if (conn) {
      const current = { req, res }
      conn.current = current
      res.once('close', () => {
        if (conn.current === current) conn.current = undefined
        conn.answered = true
      })
    }
    if (!hasBody(req)) return
    const w: Watched = {
      req,
      started: Date.now(),
      upload: isUpload(req),
      bytesAtStart: req.socket.bytesRead,
    }
    inFlight.add(w)
    const done = () => inFlight.delete(w)
    req.once('end', done)
    req.once('close', done)
    // Answered before its body arrived (refused, too large, cut off): the connection ends a moment
    // after the answer (time for the answer to arrive before the close) instead of reading the rest
    // of a body nobody wants.
    res.once('finish', () => {
      done()
      if (req.complete) return
      setTimeout(() => {
        if (!req.complete) req.socket.destroy()
      }, answeredGraceMs).unref()
    })
  }
}
