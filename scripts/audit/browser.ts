// One Chromium for the whole audit (the machine's, /usr/bin/chromium): Lighthouse drives it over
// its debugging port, and Playwright connects to the same browser for each visit.
import { chromium, type Browser } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'

export const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export async function launchChromium() {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
  return {
    port: chrome.port,
    /** Playwright attached to this browser for `work`, detached after so it never watches Lighthouse. */
    async withPlaywright<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      try {
        return await work(browser)
      } finally {
        await browser.close()
      }
    },
    close: () => chrome.kill(),
  }
}
