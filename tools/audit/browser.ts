// The machine's Chromium (/usr/bin/chromium) for the audit. Lighthouse gets a browser of its own
// over the debugging port, relaunched when a run loses its trace (NO_NAVSTART was seen with one
// browser shared with Playwright); Playwright keeps one browser for every visit.
import { chromiumFlags } from '#config/chromium'
import { readAuditSettings } from './settings'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'

export const chromiumPath = readAuditSettings().chromiumPath

export type LighthouseChrome = { port(): number; restart(): Promise<void>; close(): Promise<void> }

/**
 * Lighthouse's Chromium runs the page in its browser process. On these virtual machines the memory
 * a new renderer process touches is slow to fault in (freed memory goes back to the host, and
 * 1 GB took 3-4 s to touch again on 2026-11-25), so a renderer's start-up alone made 200-600 ms of
 * simulated blocking time on a page with no script at all (/about: TBT 217-624 ms, performance
 * 84-96; the same page in one process: TBT 0, performance 100, the same LCP). One process measures
 * the page's own work, not the machine's page faults.
 */
const lighthouseFlags = [...chromiumFlags, '--single-process']

export async function launchLighthouseChrome(): Promise<LighthouseChrome> {
  const launch = () => chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: lighthouseFlags })
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
