// The machine's Chromium (/usr/bin/chromium) for the audit. Lighthouse gets a browser of its own
// over the debugging port, relaunched when a run loses its trace (NO_NAVSTART was seen with one
// browser shared with Playwright); Playwright keeps one browser for every visit.
import { chromiumFlags } from '../../config/chromium'
import { settings } from '../../config/settings'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'

export const chromiumPath = settings().tools.chromiumPath

export type LighthouseChrome = { port(): number; restart(): Promise<void>; close(): Promise<void> }

export async function launchLighthouseChrome(): Promise<LighthouseChrome> {
  const launch = () => chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
  let chrome = await launch()
  return {
    port: () => chrome.port,
    async restart() {
      chrome.kill()
      chrome = await launch()
    },
    async close() {
      chrome.kill()
    },
  }
}

export const launchPlaywright = () => chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
