// Browser-test helpers for the lead desk: the real server with the desk on (SITE_URL on localhost,
// as passkeys need a host name) e-mailing through a local SMTP server, started once for a spec
// file; the leads CLI run against its data folder; and Chromium's virtual authenticator (the
// DevTools protocol) as a phone's passkey that verifies its user.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { test } from '@playwright/test'
import { childEnv } from '#config/env'
import { siteSettings } from '#config/site'
import { tempDir } from './databases'
import { type RunningServer, freePort, startServer } from './server-process'
import { type TestSmtp, startTestSmtp } from './smtp-server'

export type DeskServer = {
  site: string
  dataDir: string
  smtp: TestSmtp
  cli(...args: string[]): Promise<string>
  invite(email: string): Promise<string>
}

/** Starts the server and SMTP before the file's tests and stops them after; the getter answers them. */
export function deskServerForThisFile(options: { port?: number; smtpPort?: number } = {}): () => DeskServer {
  const dataDir = tempDir('desk-e2e-')
  let server: RunningServer | undefined
  let running: DeskServer | undefined
  test.beforeAll(async () => {
    const smtp = await startTestSmtp(options.smtpPort)
    const port = options.port ?? (await freePort())
    const site = `http://localhost:${port}`
    server = await startServer(
      {
        DIST_DIR: siteSettings().distDir,
        DATA_DIR: dataDir,
        SITE_URL: site,
        SMTP_URL: smtp.url,
        OUTBOX_POLL_MS: '200',
        DESK_RATE_LIMIT: '0',
      },
      port,
    )
    // The CLI runs apart (asynchronously: the SMTP server it mails lives in this process).
    const cli = async (...args: string[]) =>
      (
        await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/cli.ts', ...args], {
          env: childEnv({ DATA_DIR: dataDir, SITE_URL: site, SMTP_URL: smtp.url, LEADS_TO: 'owner@example.com', DATABASE_URL: undefined }),
          encoding: 'utf8',
        })
      ).stdout
    const invite = async (email: string) => {
      const out = await cli('invite', email)
      const link = out.split('\n').find((line) => line.startsWith(`${site}/inbox/welcome?token=`))
      if (!link) throw new Error(`No invitation link in:\n${out}`)
      return link
    }
    running = { site, dataDir, smtp, cli, invite }
  })
  test.afterAll(async () => {
    server?.kill('SIGTERM')
    await server?.exited
    await running?.smtp.stop()
  })
  return () => {
    if (!running) throw new Error('The desk server did not start (see the error of beforeAll).')
    return running
  }
}

/** Gives the page's browser context a platform authenticator with a resident key that verifies its user. */
export async function withPasskeys(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}
