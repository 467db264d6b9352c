// The shell of the server's own customer pages (the visit link, the written quote): the built 404
// page, with its header, footer and stylesheet, without its scripts, its canonical link or its
// social tags, so such a page has the site's look under that page's CSP (csp.ts, forPage('/404')).
// Markup put in it has no style attribute (the CSP allows only the 404 page's own) and only classes
// the site's stylesheet already has. It lives here, beside the policy it depends on, so the rooms of
// one row (visits/, quotes/) share it without importing each other.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { business } from '#content/business'
import { escapeHtml } from '../escape-html'

const bare =
  '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title></title></head><body><main id="main"></main></body></html>'

let shell: { html: string; dir: string } | undefined
/** The built 404 page as the shell, read once per build folder; a bare page without a build (tests of the routes alone). */
function shellOf(distDir: string): string {
  if (shell?.dir === distDir) return shell.html
  let html: string
  try {
    html = readFileSync(path.join(distDir, '404', 'index.html'), 'utf8')
  } catch {
    html = bare
  }
  if (!/<main\b[\s\S]*<\/main>/.test(html) || !/<title>[^<]*<\/title>/.test(html)) html = bare
  html = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|canonical)"[^>]*>/g, '')
    .replace(/<meta\b[^>]*(?:name="(?:description|robots|twitter:[^"]*)"|property="og:[^"]*")[^>]*>/g, '')
    .replace(/<\/title>/, '</title><meta name="robots" content="noindex, nofollow">')
  shell = { html, dir: distDir }
  return html
}

/** A whole page: `main` (trusted markup, already escaped) in the shell's main, under "`title` | Star Tile". */
export function customerPage(distDir: string, title: string, main: string): string {
  return shellOf(distDir)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>`)
    .replace(
      /<main\b[^>]*>[\s\S]*<\/main>/,
      () => `<main id="main" tabindex="-1" class="outline-none"><section class="container py-16">${main}</section></main>`,
    )
}
