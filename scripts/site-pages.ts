// Reads the prerendered pages back from the build: the sitemap and audits use what was really built.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

export type BuiltPage = {
  /** Site path, slashless: '/', '/about'. */
  path: string
  file: string
  html: string
  canonical: string | undefined
  indexable: boolean
  isRedirect: boolean
  modified: string | undefined
}

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(full, base)
    return entry.name === 'index.html' ? [full] : []
  })
}

const attr = (html: string, re: RegExp) => re.exec(html)?.[1]

export function readBuiltPages(distDir: string): BuiltPage[] {
  return htmlFiles(distDir)
    .map((file) => {
      const rel = path.relative(distDir, path.dirname(file)).split(path.sep).join('/')
      const html = readFileSync(file, 'utf8')
      const robots = attr(html, /<meta name="robots" content="([^"]*)"/)
      const isRedirect = /<meta http-equiv="refresh"/i.test(html)
      return {
        path: rel ? `/${rel}` : '/',
        file,
        html,
        canonical: attr(html, /<link rel="canonical" href="([^"]*)"/),
        indexable: !isRedirect && rel !== '404' && !(robots ?? '').includes('noindex'),
        isRedirect,
        modified: attr(html, /<meta property="article:modified_time" content="([^"]*)"/),
      }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}
