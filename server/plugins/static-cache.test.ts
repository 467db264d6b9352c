import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../../tests/helpers/databases'
import { internalFile, staticCache } from './static-cache'

describe('staticCache', () => {
  it('reads a file once with its brotli and gzip siblings, its validator and type, and keeps it', () => {
    const root = tempDir('static-')
    const text = 'console.log("tile")\n'.repeat(50)
    writeFileSync(join(root, 'app.js'), text)
    writeFileSync(join(root, 'app.js.br'), brotliCompressSync(text))
    writeFileSync(join(root, 'app.js.gz'), gzipSync(text))
    const cache = staticCache(root)
    const entry = cache.get('app.js')
    expect(entry?.body?.toString()).toBe(text)
    expect(entry?.br?.equals(brotliCompressSync(text))).toBe(true)
    expect(entry?.gz).toBeDefined()
    expect(entry).toMatchObject({ type: 'text/javascript; charset=utf-8', etag: expect.stringMatching(/^W\/"[0-9a-f]+-[0-9a-f]+"$/) })
    // The build is immutable while the server runs: what was read is what is served.
    writeFileSync(join(root, 'app.js'), 'changed')
    expect(cache.get('app.js')?.body?.toString()).toBe(text)
  })

  it('knows no folder, no missing file and nothing outside the build', () => {
    const root = tempDir('static-')
    mkdirSync(join(root, 'about'))
    const cache = staticCache(root)
    expect(cache.get('about')).toBeUndefined()
    expect(cache.get('missing.js')).toBeUndefined()
    expect(cache.get('../etc/passwd')).toBeUndefined()
  })

  it('marks the CSP manifest and the stored encodings as files no URL names', () => {
    for (const rel of ['csp-manifest.json', 'index.html.br', 'assets/app.js.gz']) expect(internalFile(rel), rel).toBe(true)
    for (const rel of ['assets/app.js', 'site.webmanifest', 'sitemap.xml']) expect(internalFile(rel), rel).toBe(false)
  })
})
