// Serves the self-test's fixture build with the real server code: buildApp reads the fixture's
// csp-manifest.json and sends each page's policy, as it does for the real build.
import { buildApp } from '../../server/app'

export async function serveFixture(distDir: string, port: number) {
  const app = await buildApp({ distDir, trustProxy: true })
  await app.listen({ host: '127.0.0.1', port })
  return { base: `http://127.0.0.1:${port}`, close: () => app.close() }
}
