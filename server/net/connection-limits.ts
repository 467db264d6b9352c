// The connection limits the listening server holds every client to (docs/limits.md), and their
// defaults; config/ reads each from its setting. Apart from the guard, which enforces them, and
// the counter, which sheds by them, so that neither imports the other's file for the type.

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
