// Node's answer to a request its HTTP parser refuses (a malformed request line, a header with a
// character HTTP forbids, headers too large, headers too slow), written on the socket by Fastify's
// clientErrorHandler in place of its default: the same status (400, 431 or 408), now with the
// site's fixed security headers and no-store, a plain-text body, and the connection closed. HSTS
// is left out: without a request, whether it came over HTTPS is unknown.
import { STATUS_CODES, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { rawAnswerHeaders } from '../plugins/security-headers'

const statusFor = (code: string | undefined) => (code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : code === 'HPE_HEADER_OVERFLOW' ? 431 : 400)

/** The whole answer, status line to body, as bytes for the socket. */
export function rawErrorAnswer(status: number): string {
  const body = `${STATUS_CODES[status] ?? 'Bad Request'}\n`
  const headers = {
    ...rawAnswerHeaders,
    'cache-control': 'no-store',
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`
}

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A connection reset: nobody is left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  // As Node does: never write into an answer already under way on this connection.
  const current: unknown = Reflect.get(socket, '_httpMessage')
  const answering = current instanceof ServerResponse && current.headersSent
  if (!socket.writable || answering) {
    socket.destroy()
    return
  }
  socket.end(rawErrorAnswer(statusFor(error.code)))
  // Time for the answer to arrive before the close (a close with unread bytes would reset it).
  setTimeout(() => socket.destroy(), 1_000).unref()
}
