// Test helpers for attacks that need real sockets: a raw TCP client that can send a request a
// byte at a time, from another loopback address (all of 127.0.0.0/8 is this machine on Linux), and
// report what came back and when the server closed the connection.
import { once } from 'node:events'
import { type Socket, connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

export type RawClient = {
  socket: Socket
  /** Everything the server sent so far. */
  received(): string
  /** Resolves with the ms from connect to the server closing the connection. */
  closed: Promise<number>
  isClosed(): boolean
  write(data: string | Buffer): Promise<void>
}

export async function rawClient(port: number, from = '127.0.0.1'): Promise<RawClient> {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from })
  const started = Date.now()
  let data = ''
  let ended = false
  socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')))
  socket.on('error', () => {})
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      ended = true
      resolve(Date.now() - started)
    }),
  )
  await Promise.race([once(socket, 'connect'), closed])
  return {
    socket,
    received: () => data,
    closed,
    isClosed: () => ended,
    write: (chunk) =>
      new Promise((resolve) => {
        if (ended || socket.destroyed) return resolve()
        socket.write(chunk, () => resolve())
      }),
  }
}

/** Sends `data` in pieces of `bytes` every `everyMs`, until done or the server closes. */
export async function trickle(client: RawClient, data: Buffer, bytes: number, everyMs: number): Promise<number> {
  let sent = 0
  while (sent < data.length && !client.isClosed()) {
    await client.write(data.subarray(sent, sent + bytes))
    sent += bytes
    await sleep(everyMs)
  }
  return Math.min(sent, data.length)
}

/** The status code of the first answer in what a raw client received, or undefined. */
export const statusOf = (received: string) => {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(received)
  return match ? Number(match[1]) : undefined
}

/** Waits until a whole answer's status line has come back (or the connection closed, or `ms` passed). */
export async function answerOf(client: RawClient, ms = 20_000): Promise<number | undefined> {
  const until = Date.now() + ms
  while (Date.now() < until && !client.isClosed() && statusOf(client.received()) === undefined) await sleep(20)
  return statusOf(client.received())
}
