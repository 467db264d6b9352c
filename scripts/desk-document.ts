// The owner's desk is not prerendered: React Router's SPA fallback (__spa-fallback.html, the root
// alone, with the router's client runtime) is its document, and the router renders the page the
// address names in the browser. Copied to inbox/index.html, it is a built page like the others: the
// CSP manifest hashes its inline scripts for '/inbox', and the server answers it for every desk
// address (server/plugins/site.ts answerDesk). docs/decisions/019-the-desk-as-routes.md
import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

export const spaFallbackFile = '__spa-fallback.html'

export function writeDeskDocument(distDir: string): string {
  const from = path.join(distDir, spaFallbackFile)
  if (!existsSync(from)) throw new Error(`${from} is missing: React Router writes it with ssr: false (react-router.config.ts)`)
  const to = path.join(distDir, 'inbox', 'index.html')
  mkdirSync(path.dirname(to), { recursive: true })
  copyFileSync(from, to)
  return path.relative(distDir, to)
}
