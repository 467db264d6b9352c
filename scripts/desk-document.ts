// The owner's desk is not prerendered: React Router's SPA fallback (__spa-fallback.html, the root
// alone, with the router's client runtime) is its document, and the router renders the page the
// address names in the browser. Copied to inbox/index.html, it is a built page like the others: the
// CSP manifest hashes its inline scripts for '/inbox', and the server answers it for every desk
// address (server/plugins/site.ts answerDesk). docs/decisions/019-the-desk-as-routes.md
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { inboxWords } from '#content/pages/inbox'

export const spaFallbackFile = '__spa-fallback.html'
/** The attribute of the document's stand-in title. */
export const standInTitle = 'data-desk-document'

export function writeDeskDocument(distDir: string): string {
  const from = path.join(distDir, spaFallbackFile)
  if (!existsSync(from)) throw new Error(`${from} is missing: React Router writes it with ssr: false (react-router.config.ts)`)
  const to = path.join(distDir, 'inbox', 'index.html')
  mkdirSync(path.dirname(to), { recursive: true })
  // The root alone renders no <title>: the desk's name stands in until the desk's layout renders
  // the page's own (<Meta />) and removes this one (routes/inbox/layout.tsx).
  const html = readFileSync(from, 'utf8')
  if (!html.includes('</head>')) throw new Error(`${from} has no </head>`)
  const preloads = deskModules(distDir, html).map((href) => `<link rel="modulepreload" href="${href}"/>`)
  writeFileSync(to, html.replace('</head>', `${preloads.join('')}<title ${standInTitle}="">${inboxWords.title}</title></head>`))
  return path.relative(distDir, to)
}

/** The routes most desk visits open: the layout, the list, a lead (from an e-mail's link). */
const preloadedRoutes = ['desk', 'routes/inbox/list', 'routes/inbox/lead']

/**
 * The modules of the desk's common routes that the fallback does not preload already (it names the
 * root's only). Without them the browser learns of each route module only once the router runs,
 * then of its imports: two round trips more before the list's data is even asked for.
 */
function deskModules(distDir: string, html: string): string[] {
  const manifestPath = /href="(\/assets\/manifest-[\w-]+\.js)"/.exec(html)?.[1]
  if (!manifestPath) throw new Error('The desk document names no route manifest')
  const text = readFileSync(path.join(distDir, manifestPath), 'utf8')
  const json = text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')
  const manifest = JSON.parse(json) as { routes: Record<string, { module: string; imports?: string[] }> }
  const wanted = preloadedRoutes.flatMap((id) => {
    const route = manifest.routes[id]
    if (!route) throw new Error(`The route manifest has no route ${id}`)
    return [route.module, ...(route.imports ?? [])]
  })
  return [...new Set(wanted)].filter((href) => !html.includes(`"${href}"`))
}
