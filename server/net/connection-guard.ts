// The listening server's defence against clients that hold it instead of using it: a headers
// timeout, a deadline for the body of an ordinary request, a minimum average rate for photo
// uploads (a phone on a weak signal passes, a trickle does not), idle and keep-alive timeouts, a
// connection that is closed once it has its answer if its body is still coming, and a cap on
// connections per client (IPv4 address or IPv6 /64) and in total. docs/limits.md gives the figures.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { clientKey, rememberPeer } from './client-address'

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
}

/** How long a connection answered before its body arrived may still deliver that answer. */
const answeredGraceMs = 1_000
/** How often deadlines and rates are checked; also Node's check of the headers timeout. */
export const checkEveryMs = 1_000

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
  /** Time the server itself held the upload (decoding a photo), which the rate does not count. */
  heldMs: number
  heldSince?: number
}

const watched = new WeakMap<IncomingMessage, Watched>()

/** The server is busy with what it has read (a photo): the upload's clock stops meanwhile. */
export function holdUploadClock(req: IncomingMessage): void {
  const w = watched.get(req)
  if (w && w.heldSince === undefined) w.heldSince = Date.now()
}

export function releaseUploadClock(req: IncomingMessage): void {
  const w = watched.get(req)
  if (w?.heldSince === undefined) return
  w.heldMs += Date.now() - w.heldSince
  w.heldSince = undefined
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
}

/** Applies the limits to `server`; returns the per-request hook to call first for each request. */
export function guardServer(server: Server, { limits, isUpload }: GuardOptions) {
  server.headersTimeout = limits.headersTimeoutMs
  server.requestTimeout = 0
  server.keepAliveTimeout = limits.keepAliveTimeoutMs
  server.setTimeout(limits.idleTimeoutMs)
  server.maxConnections = limits.maxConnections

  const perClient = new Map<string, number>()
  /** Counts a new connection; false when its client already holds its share. */
  const admit = (socket: Socket): boolean => {
    const key = clientKey(rememberPeer(socket))
    if (limits.maxConnectionsPerAddress <= 0) return true
    const open = perClient.get(key) ?? 0
    if (open >= limits.maxConnectionsPerAddress) return false
    perClient.set(key, open + 1)
    socket.once('close', () => {
      const left = (perClient.get(key) ?? 1) - 1
      if (left <= 0) perClient.delete(key)
      else perClient.set(key, left)
    })
    return true
  }
  // A connection past its client's share is reset before Node's HTTP server sets it up (a parser,
  // timers): a client that reconnects as fast as it is refused costs the server as little as can be.
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'connection' && !admit(args[0] as Socket)) {
      ;(args[0] as Socket).resetAndDestroy()
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
    const now = Date.now()
    for (const w of inFlight) {
      const elapsed = now - w.started
      if (!w.upload || limits.uploadMinBytesPerSecond <= 0) {
        if (elapsed > limits.requestTimeoutMs) cut(w)
        continue
      }
      const held = w.heldMs + (w.heldSince === undefined ? 0 : now - w.heldSince)
      const counted = elapsed - held - limits.uploadGraceMs
      const received = w.req.socket.bytesRead - w.bytesAtStart
      if (counted > 0 && received < (limits.uploadMinBytesPerSecond * counted) / 1000) cut(w)
    }
  }, checkEveryMs)
  timer.unref()
  server.once('close', () => clearInterval(timer))

  /** Called for each request before it is answered; cheap for the common request with no body. */
  return function onRequest(req: IncomingMessage, res: ServerResponse): void {
    if (!hasBody(req)) return
    const w: Watched = {
      req,
      started: Date.now(),
      upload: isUpload(req),
      bytesAtStart: req.socket.bytesRead,
      heldMs: 0,
    }
    inFlight.add(w)
    watched.set(req, w)
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
