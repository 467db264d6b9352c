// The client's address of a request as Fastify's request.ip reads it, for code that runs in the
// listener before Fastify (the entry counter): the socket's peer, or with TRUST_PROXY the nearest
// address in X-Forwarded-For that is not a trusted proxy (@fastify/proxy-addr, as Fastify does).
import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyServerOptions } from 'fastify'

export function clientAddressOf(trustProxy: FastifyServerOptions['trustProxy']): (req: IncomingMessage) => string | undefined {
  if (!trustProxy) return (req) => req.socket.remoteAddress
  const trust =
    typeof trustProxy === 'function'
      ? trustProxy
      : trustProxy === true
        ? () => true
        : typeof trustProxy === 'number'
          ? () => false
          : proxyAddr.compile(typeof trustProxy === 'string' ? trustProxy.split(',').map((v) => v.trim()) : trustProxy)
  return (req) => {
    const all = proxyAddr.all(req, trust)
    return all[all.length - 1]
  }
}
