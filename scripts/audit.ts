// `npm run audit`: serves the build and prints Lighthouse (mobile) figures for the key pages:
// performance score, LCP, CLS, total bytes, and the largest image of each page. Budgets live
// here as printed figures, not in timing-based unit tests.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const port = Number(process.env.AUDIT_PORT ?? 3211)
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/portfolio', '/tile-cost-calculator', '/tile-pattern-comparison', '/blog/fix-cracked-grout', '/contact']

const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'startile-audit-')),
  },
  stdio: 'inherit',
})
const base = `http://127.0.0.1:${port}`
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break
  } catch {}
  await new Promise((r) => setTimeout(r, 200))
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
let failed = false
try {
  console.log('page                              perf   LCP      CLS     bytes    largest image')
  for (const page of pages) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error(`no Lighthouse result for ${page}`)
    const a = result.lhr.audits
    const perf = Math.round((result.lhr.categories.performance.score ?? 0) * 100)
    const items =
      (a['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number; url: string }[] })?.items ?? []
    const images = items.filter((i) => i.resourceType === 'Image').sort((x, y) => (y.transferSize ?? 0) - (x.transferSize ?? 0))
    const largest = images[0] ? `${((images[0].transferSize ?? 0) / 1024).toFixed(0)} KB ${new URL(images[0].url).pathname}` : '-'
    const bytes = items.reduce((s, i) => s + (i.transferSize ?? 0), 0)
    console.log(
      `${page.padEnd(33)} ${String(perf).padStart(4)}  ${a['largest-contentful-paint'].displayValue?.padEnd(7)}  ${(a['cumulative-layout-shift'].numericValue ?? 0).toFixed(3).padEnd(6)}  ${(bytes / 1024).toFixed(0).padStart(5)} KB  ${largest}`,
    )
    const lcpItems = (a['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] })?.items
    const lcpNode = lcpItems?.[0]?.items?.[0]?.node?.snippet
    if (lcpNode) console.log(`${''.padEnd(34)}LCP element: ${lcpNode.slice(0, 110)}`)
    if (perf < 90) failed = true
  }
} finally {
  await chrome.kill()
  server.kill('SIGTERM')
}
process.exit(failed ? 1 : 0)
