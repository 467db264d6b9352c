// The whole build, in order: images → React Router prerender → share images → alias pages →
// sitemap/robots → per-page CSP manifest → precompression. Each step is also runnable alone (see package.json).
import { childEnv } from '#config/env'
import { siteSettings } from '#config/site'
import path from 'node:path'
import { fixAliasPages } from './alias-pages'
import { writeBrandAssets } from './brand-assets'
import { compressDir } from './compress'
import { writeCspManifest } from './csp-manifest'
import { writeRss } from './rss'
import { run } from './run'
import { writeSitemap } from './sitemap'

const started = Date.now()
const dist = path.join(siteSettings().buildDir, 'client')

run(process.execPath, ['--import', 'tsx', 'scripts/images.ts'])
await writeBrandAssets(path.resolve('public'))
// Always a production build: a NODE_ENV=development left in the shell would prerender drafts.
run(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], childEnv({ NODE_ENV: 'production' }))
run(process.execPath, ['--import', 'tsx', 'scripts/og-images.ts', dist])
console.log(`alias pages: ${fixAliasPages(dist)} written with a canonical link and meta refresh`)
console.log(`rss.xml: ${writeRss(dist)} articles`)
console.log(`sitemap.xml: ${writeSitemap(dist)} URLs`)
// Last of the HTML edits: the policies hash the bytes that are served.
console.log(`csp-manifest.json: ${writeCspManifest(dist)} page policies`)
const c = compressDir(dist)
console.log(`compressed ${c.files} files: ${(c.before / 1024).toFixed(0)} KB → ${(c.brotli / 1024).toFixed(0)} KB brotli`)
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
