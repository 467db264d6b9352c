// The browser tests' ports, handed out in one place. The shared server (playwright.config.ts) has
// E2E_PORT; each file that starts a desk server of its own (its origin is in its passkeys and
// links, so it needs a port fixed before it starts) has the next two, for the server and its SMTP.
// A new such file adds its name here, and no two files can pick the same ports.
import { testSettings } from '../settings'

const ownServers = ['lead-desk', 'desk-pages', 'desk-app', 'visit-link', 'desk-job', 'quote-link', 'desk-quote', 'desk-earnings'] as const
export type E2eFile = (typeof ownServers)[number]

/** The shared server's port: E2E_PORT. */
export const sharedServerPort = () => testSettings().e2ePort

/** The ports of `file`'s own server and SMTP, after the shared server's. */
export function e2ePorts(file: E2eFile): { port: number; smtpPort: number } {
  const port = sharedServerPort() + 1 + 2 * ownServers.indexOf(file)
  return { port, smtpPort: port + 1 }
}
