// The whole build, in order: content check → images → React Router prerender → the server as
// JavaScript → share images → alias pages → sitemap/robots → per-page CSP manifest → precompression. Each step is also runnable
// alone (see package.json). It ends with each step's time and the whole build's against the React
// Router step, the one part that cannot be cached.
import { childEnv } from '#config/env'
import { siteSettings } from '#config/site'
import path from 'node:path'
import { fixAliasPages } from './alias-pages'
import { writeBrandAssets } from './brand-assets'
import { buildImages } from './images'
import { buildServer } from './build-server'
import { compressDir } from './compress'
import { writeCspManifest } from './csp-manifest'
import { writeDeskApp } from './desk-app'
import { writeDeskDocument } from './desk-document'
import { writeRss } from './rss'
import { run } from './run'
import { writeSitemap } from './sitemap'

const dist = path.join(siteSettings().buildDir, 'client')
const times: [string, number][] = []
async function step(name: string, work: () => unknown): Promise<void> {
  const t = performance.now()
  await work()
  times.push([name, (performance.now() - t) / 1000])
}
const tsx =
  (script: string, ...args: string[]) =>
  () =>
    run(process.execPath, ['--import', 'tsx', script, ...args])

try {
  await step('content check', tsx('scripts/check-content.ts'))
} catch {
  process.exit(1) // it has listed every problem, naming file and field
}
await step('images', buildImages)
await step('brand assets', () => writeBrandAssets(path.resolve('public')))
// Always a production build: a NODE_ENV=development left in the shell would prerender drafts.
await step('React Router', () =>
  run(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], childEnv({ NODE_ENV: 'production' })),
)
// After React Router, which deletes its own server build in the same folder (ssr: false).
await step('server', async () => console.log(`server: ${await buildServer()}`))
await step('desk document', () => console.log(`desk document: ${writeDeskDocument(dist)}`))
await step('desk app', async () => console.log(`desk app: ${(await writeDeskApp(dist)).join(', ')}`))
await step('share images', tsx('scripts/og-images.ts', dist))
await step('pages, feed, sitemap, CSP', () => {
  console.log(`alias pages: ${fixAliasPages(dist)} written with a canonical link and meta refresh`)
  console.log(`rss.xml: ${writeRss(dist)} articles`)
  console.log(`sitemap.xml: ${writeSitemap(dist)} URLs`)
  // Last of the HTML edits: the policies hash the bytes that are served.
  console.log(`csp-manifest.json: ${writeCspManifest(dist)} page policies`)
})
await step('compression', () => {
  const c = compressDir(dist)
  console.log(`compressed ${c.files} files: ${(c.before / 1024).toFixed(0)} KB → ${(c.brotli / 1024).toFixed(0)} KB brotli`)
})

// from this process's start (performance.now() counts from there), so its imports are in it too
const total = performance.now() / 1000
const reactRouter = times.find(([name]) => name === 'React Router')?.[1] ?? NaN
console.log(`build steps: ${times.map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(' · ')}`)
console.log(
  `build finished in ${total.toFixed(1)} s: ${(total / reactRouter).toFixed(1)}x the React Router step (${reactRouter.toFixed(1)} s)`,
)
