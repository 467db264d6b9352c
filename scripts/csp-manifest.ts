// Writes build/client/csp-manifest.json: each prerendered page's Content-Security-Policy, with
// the sha256 hash of every inline script and style attribute the built HTML really carries.
// Runs after every step that edits HTML, so the hashes match the bytes that are served.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentSecurityPolicy, cspManifestFile, type InlineSources } from '../server/security/csp'
import { readBuiltPages } from './site-pages'

const entities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }

/** HTML attribute text as the browser sees it (the hash covers the decoded value). */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1].toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return String.fromCodePoint(code)
    }
    return entities[ref.toLowerCase()] ?? whole
  })
}

/** The inline scripts (no src) and style attribute values of one HTML document. */
export function inlineSources(html: string): InlineSources {
  const scripts: string[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\ssrc\s*=/i.test(m[1])) scripts.push(m[2])
  }
  const styleAttributes: string[] = []
  for (const m of html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)) styleAttributes.push(decodeAttribute(m[1]))
  return { scripts, styleAttributes }
}

export function writeCspManifest(distDir: string): number {
  const manifest: Record<string, string> = {}
  for (const page of readBuiltPages(distDir)) manifest[page.path] = contentSecurityPolicy(inlineSources(page.html))
  writeFileSync(path.join(distDir, cspManifestFile), JSON.stringify(manifest, null, 1))
  return Object.keys(manifest).length
}
