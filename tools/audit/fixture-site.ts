// A tiny built site for the audit's self-test: clean pages, and pages that each break one budget
// (an image without alt, an inline script without its hash, broken links, weak headers, a console
// error). It follows the build's contract: <path>/index.html, sitemap.xml and csp-manifest.json.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const fixtureOrigin = 'https://fixture.example'
// A 2x2 PNG, so the images are real images.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWPQyr+tlX+bAUIBACX6BdEgf7BwAAAAAElFTkSuQmCC',
  'base64',
)
const hashedScript = 'document.documentElement.dataset.ready = "1"'
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const strictRest = "style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
export const strictPolicy = `default-src 'self'; script-src 'self' ${sha256(hashedScript)}; ${strictRest}`

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${title}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>` +
  `<body><a href="#main">Skip to content</a><main id="main"><h1>${title}</h1>${body}</main>` +
  `<script>${hashedScript}</script><script type="module" src="/assets/app.js"></script></body></html>`

export const fixturePages: Record<string, string> = {
  '/': page(
    'Fixture home',
    '<p><a href="/about">About</a>, <a href="https://fixture.example/about#team">the team</a>, <a href="https://example.com/">elsewhere</a></p>' +
      '<img src="/images/tile.png" srcset="/images/tile.png 1x, /images/tile-2x.png 2x" alt="Blue square tiles" width="2" height="2">',
  ),
  '/about': page('About the fixture', '<h2 id="team">Team</h2><p><a href="/">Home</a></p>'),
  '/no-alt': page('No alt', '<img src="/images/tile.png" width="2" height="2"><div hidden aria-hidden="true">Hidden twice</div>'),
  '/inline-script': page('Inline script', '<p>Text</p><script>document.title = "changed"</script>'),
  '/broken-link': page(
    'Broken link',
    '<p><a href="/missing-page">Missing</a> <a href="/about#no-such-id">No such part</a></p>' +
      '<img src="/images/tile.png" srcset="/images/tile.png 1x, /images/tile-3x.png 3x" alt="Blue tiles" width="2" height="2">',
  ),
  '/weak-headers': page('Weak headers', '<p>Text</p>'),
  '/console-error': page('Console error', '<p>Text</p><script src="/assets/fails.js"></script>'),
  '/404': page('Page not found', '<p><a href="/">Back home</a></p>'),
}

/** Writes the fixture build to a temp dir and returns it. */
export function writeFixtureSite(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'startile-audit-fixture-'))
  const put = (rel: string, body: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true })
    writeFileSync(path.join(dist, rel), body)
  }
  const manifest: Record<string, string> = {}
  for (const [route, html] of Object.entries(fixturePages)) {
    put(route === '/' ? 'index.html' : `${route.slice(1)}/index.html`, html)
    manifest[route] = route === '/weak-headers' ? "default-src 'self'; script-src 'self' 'unsafe-inline'" : strictPolicy
  }
  put('csp-manifest.json', JSON.stringify(manifest))
  const urls = Object.keys(fixturePages).filter((r) => r !== '/404')
  put('sitemap.xml', `<urlset>${urls.map((u) => `<url><loc>${fixtureOrigin}${u}</loc></url>`).join('')}</urlset>`)
  put('assets/app.js', 'document.documentElement.dataset.app = "1"\n')
  put('assets/fails.js', 'console.error("fixture: something failed")\n')
  put('images/tile.png', png)
  put('images/tile-2x.png', png)
  put('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')
  return dist
}
