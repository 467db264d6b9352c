// Test helper: a TCP hop between the server and PostgreSQL that a test can cut and restore, so a
// database outage is real (connections refused and dropped) and ends without restarting anything.
import { once } from 'node:events'
import { type Server, type Socket, createConnection, createServer } from 'node:net'

export type CuttableProxy = Awaited<ReturnType<typeof cuttableProxy>>

export async function cuttableProxy(target: { host: string; port: number }) {
  let server: Server | undefined
  const sockets = new Set<Socket>()
  const listen = async (port = 0) => {
    server = createServer((client) => {
      const upstream = createConnection(target)
      for (const s of [client, upstream]) {
        sockets.add(s)
        s.on('error', () => {})
        s.on('close', () => sockets.delete(s))
      }
      client.pipe(upstream).pipe(client)
    })
    server.listen(port, '127.0.0.1')
    await once(server, 'listening')
    const address = server.address()
    return typeof address === 'object' && address ? address.port : 0
  }
  const port = await listen()
  return {
    port,
    /** Drops every open connection and stops listening: new connections are refused. */
    cut: async () => {
      for (const s of sockets) s.destroy()
      await new Promise((r) => server?.close(r))
    },
    restore: () => listen(port),
  }
}

/** The same PostgreSQL URL, through the proxy. */
export function throughProxy(databaseUrl: string, proxy: CuttableProxy): string {
  const url = new URL(databaseUrl)
  url.host = `127.0.0.1:${proxy.port}`
  return url.toString()
}
