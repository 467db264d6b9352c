// Test helper: a real HTTP server on loopback that receives lead webhooks and records every post.
// It checks each signature with the receiver's check docs/leads.md gives (read from that page and
// run as written: HMAC-SHA256 of `<timestamp>.<raw body>`, compared in constant time, refused when
// more than 5 minutes old). It can answer a chosen status (a redirect to its own URL, an error page
// that repeats the URL, as some frameworks do), hang, stream an endless answer, or be stopped and
// started again on the same port (an outage).
import { createHmac, timingSafeEqual } from 'node:crypto'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { type IncomingHttpHeaders, type Server, type ServerResponse, createServer } from 'node:http'
import { join } from 'node:path'

export type Delivery = {
  leadId: string | undefined
  timestamp: string | undefined
  signatureValid: boolean
  /** The status this post was answered with ('hang': none). */
  answered: number | 'hang' | 'endless'
  body: Record<string, unknown>
  raw: string
}

export type TestReceiver = {
  url: string
  port: number
  /** The posts answered 2xx. */
  deliveries: Delivery[]
  /** Every post, whatever it was answered. */
  posts: Delivery[]
  /** The answer to the next posts (200 by default); 'hang' never answers; 'endless' sends 200 and a body without end. */
  answer: number | 'hang' | 'endless'
  /** Of the endless answers: bytes handed to the socket, and how many connections the sender dropped. */
  endless: { written: number; dropped: number }
  stop(): Promise<void>
  /** Listens again on the same port, keeping what was received. */
  start(): Promise<void>
}

type Check = (rawBody: string, headers: IncomingHttpHeaders, secret: string) => boolean

/** The `isFromStarTile` block of docs/leads.md, run as written. */
export function documentedCheck(): Check {
  const page = readFileSync(join(import.meta.dirname, '../../docs/leads.md'), 'utf8')
  const block = /```js\n([\s\S]*?function isFromStarTile[\s\S]*?)```/.exec(page)?.[1]
  if (!block) throw new Error('docs/leads.md has no ```js block with function isFromStarTile')
  const code = block.replace(/^import .*$/m, '')
  const make = new Function('createHmac', 'timingSafeEqual', 'Buffer', `${code}\nreturn isFromStarTile`)
  const check: unknown = make(createHmac, timingSafeEqual, Buffer)
  if (typeof check !== 'function') throw new Error('isFromStarTile of docs/leads.md is not a function')
  return (rawBody, headers, secret) => check(rawBody, headers, secret) === true
}

export async function startTestReceiver(secret: string, options: { port?: number; path?: string } = {}): Promise<TestReceiver> {
  const { path = '/hooks/leads' } = options
  const check = documentedCheck()
  let server: Server | undefined
  const receiver: TestReceiver = {
    url: '',
    port: options.port ?? 0,
    deliveries: [],
    posts: [],
    answer: 200,
    endless: { written: 0, dropped: 0 },
    async stop() {
      if (!server) return
      const s = server
      server = undefined
      s.closeAllConnections()
      await new Promise((r) => s.close(r))
    },
    async start() {
      server = createServer((req, res) => {
        const chunks: Buffer[] = []
        req.on('data', (c: Buffer) => chunks.push(c))
        req.on('end', () => {
          const answer = receiver.answer
          const raw = Buffer.concat(chunks).toString('utf8')
          const header = (name: string) => (typeof req.headers[name] === 'string' ? req.headers[name] : undefined)
          const post: Delivery = {
            leadId: header('x-lead-id'),
            timestamp: header('x-signature-timestamp'),
            signatureValid: check(raw, req.headers, secret),
            answered: answer,
            body: JSON.parse(raw) as Record<string, unknown>,
            raw,
          }
          receiver.posts.push(post)
          if (answer === 'hang') return
          if (answer === 'endless') return pour(res, receiver.endless)
          if (answer >= 200 && answer < 300) receiver.deliveries.push(post)
          const self = `http://127.0.0.1:${receiver.port}${req.url ?? ''}`
          if (answer >= 300 && answer < 400) return res.writeHead(answer, { location: self }).end()
          res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer >= 400 ? `No handler for POST ${self}` : '')
        })
      })
      server.listen(receiver.port, '127.0.0.1')
      await once(server, 'listening')
      const address = server.address()
      receiver.port = typeof address === 'object' && address ? address.port : receiver.port
      receiver.url = `http://127.0.0.1:${receiver.port}${path}`
    },
  }
  await receiver.start()
  return receiver
}

/** A 200 whose body never ends: writes as fast as the socket takes it, until the sender drops it. */
function pour(res: ServerResponse, tally: TestReceiver['endless']) {
  const chunk = Buffer.alloc(16 * 1024, 'x')
  res.on('close', () => tally.dropped++)
  res.writeHead(200, { 'content-type': 'text/plain' })
  const more = () => {
    while (!res.destroyed) {
      tally.written += chunk.length
      if (!res.write(chunk)) return void res.once('drain', more)
    }
  }
  more()
}
