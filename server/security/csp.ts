// The Content-Security-Policy. No 'unsafe-inline' and no 'unsafe-eval': every inline script a
// prerendered page carries (React Router's hydration data and module script, JSON-LD, scroll
// restoration) and every style attribute in its markup is allowed by its sha256 hash. The build
// computes each page's policy from the built HTML (scripts/csp-manifest.ts); the server reads the
// manifest once and sends the page's policy as a header.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const cspManifestFile = 'csp-manifest.json'

export type InlineSources = { scripts: string[]; styleAttributes: string[] }

/** A CSP hash source for an inline script's text or a style attribute's value. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

const unique = (items: string[]) => [...new Set(items)].sort()

export function contentSecurityPolicy(inline: InlineSources = { scripts: [], styleAttributes: [] }): string {
  const scriptHashes = unique(inline.scripts.map(hashSource))
  const styleHashes = unique(inline.styleAttributes.map(hashSource))
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self'",
    // Style attributes in the prerendered markup (image placeholders, Ark UI's hidden select).
    // Styles set later through the CSSOM, as React and Ark UI do, are not attributes and need none.
    styleHashes.length ? ["style-src-attr 'unsafe-hashes'", ...styleHashes].join(' ') : "style-src-attr 'none'",
    // blob: for the quote form's photo thumbnails, made from the visitor's own files (URL.createObjectURL).
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export type PagePolicies = {
  /** The policy for a page path ('/about'), or the strict default for anything else. */
  forPage(pagePath: string, https: boolean): string
}

/** Reads the build's manifest once. Without one, every page gets the strict default policy. */
export function loadPagePolicies(distDir: string): PagePolicies {
  const file = path.join(distDir, cspManifestFile)
  const manifest: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  const fallback = contentSecurityPolicy()
  return {
    forPage(pagePath, https) {
      const policy = Object.hasOwn(manifest, pagePath) ? manifest[pagePath] : fallback
      return https ? `${policy}; upgrade-insecure-requests` : policy
    },
  }
}
