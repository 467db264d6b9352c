// React Router prerenders a redirect as a meta-refresh page. Give each such alias page a canonical
// link to its target too, for static hosts that cannot send the server's 301 (decisions.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { business } from '../content/business'
import { redirects } from '../content/redirects'

export function fixAliasPages(distDir: string): number {
  let fixed = 0
  for (const [from, to] of Object.entries(redirects)) {
    const file = path.join(distDir, from.slice(1), 'index.html')
    if (!existsSync(file)) continue
    const html = readFileSync(file, 'utf8')
    if (html.includes('rel="canonical"')) continue
    const tags = `<link rel="canonical" href="${business.siteUrl}${to}"><meta name="robots" content="noindex">`
    writeFileSync(file, html.replace(/<head>/i, `<head>${tags}`))
    fixed++
  }
  return fixed
}
