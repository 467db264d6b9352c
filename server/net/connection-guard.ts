// The listening server's defence against clients that hold it instead of using it: a headers
// timeout, a deadline for the body of an ordinary request, a minimum average rate for photo
// uploads (a phone on a weak signal passes, a trickle does not), idle and keep-alive timeouts, a
// connection that is closed once it has its answer if its body is still coming, and the caps on
// open connections per client, per network and in all, with shedding near and at the total
// (connection-counts.ts), checked as each connection arrives, before Node's HTTP server sets it
// up, and once a second. docs/limits.md gives the figures.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { type CounterReports, connectionCounter } from './connection-counts'
import type { ConnectionLimits } from './connection-limits'

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

/** A request error that the lead endpoints answer as 408 (their sentence says what to do). */
export function tooSlowError(): Error & { statusCode: number; code: string } {
  return Object.assign(new Error('The request did not arrive in time'), { statusCode: 408, code: 'REQUEST_TOO_SLOW' })
}

const hasBody = (req: IncomingMessage) =>
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0') || req.headers['transfer-encoding'] !== undefined

export type GuardOptions = CounterReports & {
  limits: ConnectionLimits
  /** Whether a request is a photo upload, held to the minimum rate instead of the deadline. */
  isUpload: (req: IncomingMessage) => boolean
}

/** Applies the limits to `server`; returns the per-request hook to call first for each request. */
export function guardServer(server: Server, { limits, isUpload, onShed, onFull }: GuardOptions) {
  server.headersTimeout = limits.headersTimeoutMs
  server.requestTimeout = 0
  server.keepAliveTimeout = limits.keepAliveTimeoutMs
  server.setTimeout(limits.idleTimeoutMs)
  server.maxConnections = limits.maxConnections * nodeCapFactor

  const counter = connectionCounter(limits, { onShed, onFull })

  // A connection past its client's or network's share is reset before Node's HTTP server sets it
  // up (a parser, timers): a client that reconnects as fast as it is refused costs the server as
  // little as can be.
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    const socket = args[0]
    if (event === 'connection' && socket instanceof Socket && !counter.admit(socket)) {
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
    counter.check()
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
    const conn = counter.connOf(req.socket)
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
