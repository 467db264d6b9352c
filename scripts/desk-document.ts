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
  writeFileSync(to, html.replace('</head>', `<title ${standInTitle}="">${inboxWords.title}</title></head>`))
  return path.relative(distDir, to)
}
