// React Router prerenders a redirect as a bare meta-refresh page (no lang, no charset, robots
// twice). The server answers these addresses with a 301 itself; the page is for static hosts that
// cannot. Write it whole: a valid document with lang, a canonical link to the
// target, noindex, a meta refresh and a plain link for anyone whose browser does not follow it.
import { escapeHtml } from '../server/escape-html'
import { absoluteUrl } from '#config/site-url'
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { business } from '#content/business'
import { redirects } from '#content/redirects'

export function aliasPage(to: string): string {
  const href = escapeHtml(to)
  const canonical = escapeHtml(absoluteUrl(to))
  return [
    '<!DOCTYPE html>',
    '<html lang="en-US">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Moved to ${href} | ${escapeHtml(business.name)}</title>`,
    `<link rel="canonical" href="${canonical}">`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${href}">${canonical}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

export function fixAliasPages(distDir: string): number {
  let written = 0
  for (const [from, to] of Object.entries(redirects)) {
    const file = path.join(distDir, from.slice(1), 'index.html')
    if (!existsSync(file)) continue
    writeFileSync(file, aliasPage(to))
    written++
  }
  return written
}
