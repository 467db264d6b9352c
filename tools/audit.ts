// `npm run audit`: builds the site if there is no build, serves it with the real server, and audits
// every route of the sitemap plus the 404 page: Lighthouse (mobile), the Nu HTML checker, axe, a
// crawl of links/images/fragments, the security headers and CSP, and a browser visit that counts
// CSP violations and console errors. Prints one table and every missed budget (tools/audit/budgets.ts);
// exits 1 if any. `npm run audit -- /about /quote` audits those paths; `--skip-lighthouse` is fast.
import { readAuditSettings } from './audit/settings'
import { siteSettings } from '#config/site'
import { parseArgs } from './audit/args'
import { budgets } from './audit/budgets'
import { launchLighthouseChrome, launchPlaywright } from './audit/browser'
import { recordVisit, visitPage } from './audit/browser-visit'
import { lighthouseFailures, problemFailures, type Failure } from './audit/evaluate'
import { javaMissing } from './audit/html-validator'
import { measurePage, type LighthouseFigures } from './audit/lighthouse'
import { problemsOf, type Problems } from './audit/problems'
import { formatFailures, formatTable } from './audit/report'
import { auditRoutes, siteOrigin } from './audit/routes'
import { ensureBuild, startServer } from './audit/server'
import { staticChecks } from './audit/static-checks'

const started = Date.now()
const args = parseArgs(process.argv.slice(2))
const java = javaMissing()
if (java) {
  console.error(java)
  process.exit(1)
}
const distDir = siteSettings().distDir
ensureBuild(distDir)
const routes = auditRoutes(distDir, args.paths)
const server = await startServer(distDir, readAuditSettings().port)
const seconds = () => ((Date.now() - started) / 1000).toFixed(0)

const lighthouse = new Map<string, LighthouseFigures>()
let results = new Map<string, Problems>()
// Launched inside the try: a browser that fails to start must not leave the server holding its port.
let chrome: Awaited<ReturnType<typeof launchLighthouseChrome>> | undefined
let browser: Awaited<ReturnType<typeof launchPlaywright>> | undefined
try {
  chrome = await launchLighthouseChrome()
  browser = await launchPlaywright()
  results = await staticChecks(server.base, siteOrigin(distDir), routes)
  console.error(`static checks of ${routes.length} routes done (${seconds()} s)`)
  for (const route of routes) {
    const url = server.base + route.path
    const routeStarted = Date.now()
    let note = ''
    if (!args.skipLighthouse) {
      const figures = await measurePage(url, chrome, budgets.performance, { notFoundPage: route.expectStatus === 404 })
      lighthouse.set(route.label, figures)
      note = `performance ${figures.performance}, TBT ${figures.tbtMs.toFixed(0)} ms (Lighthouse ${((Date.now() - routeStarted) / 1000).toFixed(0)} s, ${figures.runs} run(s)); `
    }
    const visit = await visitPage(browser, url, { expectStatus: route.expectStatus })
    recordVisit(problemsOf(results, route.label), visit)
    console.error(`audited ${route.label}: ${note}${((Date.now() - routeStarted) / 1000).toFixed(0)} s (total ${seconds()} s)`)
  }
} finally {
  await browser?.close()
  await chrome?.close()
  await server.stop()
}

// Each route's failures together, in table order; then the asset's and the API's.
const failures: Failure[] = routes.flatMap((route) => {
  const lh = lighthouse.get(route.label)
  return [...problemFailures(route.label, problemsOf(results, route.label)), ...(lh ? lighthouseFailures(route.label, route.path, lh) : [])]
})
const routeLabels = new Set(routes.map((r) => r.label))
for (const [label, problems] of results) if (!routeLabels.has(label)) failures.push(...problemFailures(label, problems))
console.log(
  formatTable(routes.map((r) => ({ label: r.label, lighthouse: lighthouse.get(r.label), problems: problemsOf(results, r.label) }))),
)
console.log()
console.log(formatFailures(failures))
console.log(`\nAudit of ${routes.length} routes took ${seconds()} s${args.skipLighthouse ? ' (without Lighthouse)' : ''}.`)
process.exit(failures.length ? 1 : 0)
