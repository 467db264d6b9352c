// Serves the self-test's fixture build with the real server code: buildApp reads the fixture's
// csp-manifest.json and sends each page's policy, as it does for the real build.
import { buildApp } from '../../server/app'

export async function serveFixture(distDir: string, port: number) {
  // The self-test runs the HTML checker synchronously in this same process: kept-alive sockets must
  // not time out while the server cannot run (the audit itself starts the server apart).
  const app = await buildApp({ distDir, trustProxy: true, limits: { keepAliveTimeoutMs: 300_000, idleTimeoutMs: 300_000 } })
  await app.listen({ host: '127.0.0.1', port })
  return { base: `http://127.0.0.1:${port}`, close: () => app.close() }
}
