// Test helper: a real HTTP server on loopback that receives lead webhooks, checks each signature
// with the shared secret the way a receiver should (HMAC-SHA256 of the raw body, compared in
// constant time), and records every delivery. It can answer a chosen status, hang, or be stopped
// and started again on the same port (an outage).
import { createHmac, timingSafeEqual } from 'node:crypto'
import { once } from 'node:events'
import { type Server, createServer } from 'node:http'

export type Delivery = { leadId: string | undefined; signatureValid: boolean; body: Record<string, unknown>; raw: string }

export type TestReceiver = {
  url: string
  port: number
  deliveries: Delivery[]
  /** The status the next requests get (200 by default); 'hang' never answers. */
  answer: number | 'hang'
  stop(): Promise<void>
  /** Listens again on the same port, keeping what was received. */
  start(): Promise<void>
}

export function validSignature(raw: string, header: string | undefined, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`)
  const given = Buffer.from(header ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export async function startTestReceiver(secret: string, port = 0): Promise<TestReceiver> {
  let server: Server | undefined
  const receiver: TestReceiver = {
    url: '',
    port,
    deliveries: [],
    answer: 200,
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
          if (receiver.answer === 'hang') return
          const raw = Buffer.concat(chunks).toString('utf8')
          if (receiver.answer >= 200 && receiver.answer < 300) {
            const leadId = req.headers['x-lead-id']
            receiver.deliveries.push({
              leadId: typeof leadId === 'string' ? leadId : undefined,
              signatureValid: validSignature(raw, req.headers['x-signature-256'] as string | undefined, secret),
              body: JSON.parse(raw) as Record<string, unknown>,
              raw,
            })
          }
          res.writeHead(receiver.answer).end()
        })
      })
      server.listen(receiver.port, '127.0.0.1')
      await once(server, 'listening')
      const address = server.address()
      receiver.port = typeof address === 'object' && address ? address.port : receiver.port
      receiver.url = `http://127.0.0.1:${receiver.port}/hooks/leads`
    },
  }
  await receiver.start()
  return receiver
}
