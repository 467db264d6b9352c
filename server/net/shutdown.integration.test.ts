// Graceful shutdown of the real server process: SIGTERM stops new connections, finishes the
// request in flight (its body still arriving) and the e-mail being sent to a slow SMTP server,
// gives back the outbox leases, and exits 0 with no message left half-sent.
import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { openLeadStore } from '../store/store'
import { tempDir } from '../../tests/helpers/databases'
import { startTestSmtp, waitFor } from '../../tests/helpers/smtp-server'
import { postLead, startServer } from '../../tests/helpers/server-process'
import { serverStartMs } from '../../tests/helpers/timeouts'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})

describe('SIGTERM', () => {
  it('finishes what is in flight, releases leases and exits cleanly', { timeout: serverStartMs + 60_000 }, async () => {
    const smtp = await startTestSmtp(0, { acceptAfterMs: 1500 })
    cleanups.push(() => smtp.stop())
    const dataDir = tempDir()
    const server = await startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url, LEADS_TO: 'owner@startile.example', OUTBOX_POLL_MS: '50' })
    cleanups.push(() => server.kill('SIGKILL'))
    const store = await openLeadStore({ dataDir })
    cleanups.push(() => store.close())

    const first = await postLead(server.url, { name: 'Early', email: 'early@example.com', phone: '503 555 0100', message: '' })
    expect(first.status).toBe(201)
    await waitFor(async () => (await store.outboxFor(first.id!)).some((r) => r.status === 'sending'), 20_000, 'a send in progress')

    // A request whose body is still on its way when SIGTERM arrives.
    const body = JSON.stringify({ name: 'In Flight', email: 'inflight@example.com', phone: '503 555 0101', message: 'x' })
    const socket = connect(server.port, '127.0.0.1')
    let answer = ''
    socket.on('data', (c: Buffer) => (answer += c.toString()))
    socket.write(
      `POST /api/send-contact-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nSec-Fetch-Site: same-origin\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    )
    await new Promise((r) => setTimeout(r, 200))
    server.kill('SIGTERM')
    await waitFor(
      () =>
        fetch(`${server.url}/healthz`).then(
          () => false,
          () => true,
        ),
      10_000,
      'new connections to be refused',
    )
    socket.write(body.slice(10))
    await waitFor(() => answer.includes('\r\n\r\n'), 10_000, 'the answer to the request in flight')
    expect(answer).toMatch(/^HTTP\/1\.1 201/)

    expect(await server.exited).toBe(0)
    const leads = await store.allLeads()
    expect(leads.map((l) => l.name)).toEqual(['Early', 'In Flight'])
    const rows = (await Promise.all(leads.map((l) => store.outboxFor(l.id)))).flat()
    expect(rows.filter((r) => r.status === 'sending')).toEqual([]) // nothing half-sent or still leased
    expect(rows.every((r) => r.leaseOwner === null)).toBe(true)
    const sent = rows.filter((r) => r.status === 'sent').map((r) => `<lead-${r.leadId}-${r.kind}@startile.example>`)
    expect(sent.length).toBeGreaterThanOrEqual(1) // the send in progress was finished, not dropped
    expect(smtp.received.map((m) => m.mail.header('message-id')).sort()).toEqual(sent.sort())
  })
})
