// The desk as an installable app, made after the desk document (desk-document.ts): its web app
// manifest and icons (drawn from the site's one mark, as brand-assets.ts draws the site's), its
// service worker (app/desk-worker/service-worker.ts, bundled with the files of the desk's shell
// named in it). All of it lives under inbox/ and is linked from the desk's document only (the root
// names the desk's manifest there, the desk's layout registers the worker): the public pages are
// unchanged. The server answers these files outside the session (server/desk/routes.ts).
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import sharp from 'sharp'
import { business } from '#content/business'
import { inboxWords } from '#content/pages/inbox'
import { deskAppFiles } from '#domain/desk-url'
import { markSvg } from './brand-assets'

export const deskManifest = () => ({
  id: '/inbox',
  name: `${business.name} ${inboxWords.title.toLowerCase()}`,
  short_name: inboxWords.title,
  description: inboxWords.appDescription,
  start_url: '/inbox',
  scope: '/inbox',
  display: 'standalone',
  background_color: '#faf8f5',
  theme_color: '#1f3a5f',
  icons: [
    { src: '/inbox/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/inbox/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/inbox/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
})

/** The built files the desk document loads: its scripts, module preloads and styles. */
export function shellFiles(html: string): string[] {
  const found = [...html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1])
  return [...new Set(found)].sort()
}

export async function writeDeskApp(distDir: string): Promise<string[]> {
  const inbox = path.join(distDir, 'inbox')
  const documentFile = path.join(inbox, 'index.html')
  const html = readFileSync(documentFile, 'utf8')
  // The root names the desk's manifest in the desk's document only (app/root.tsx).
  if (!html.includes('<link rel="manifest" href="/inbox/desk.webmanifest"/>'))
    throw new Error(`${documentFile} does not link the desk's manifest`)

  const png = (size: number, file: string, inset?: number, radius?: number) =>
    sharp(Buffer.from(markSvg(size, inset, radius)))
      .png({ compressionLevel: 9 })
      .toFile(path.join(inbox, file))
  // The maskable icon keeps the mark inside the safe zone (the middle 80 %) on a full-bleed tile.
  await Promise.all([png(192, 'icon-192.png'), png(512, 'icon-512.png'), png(512, 'icon-maskable-512.png', 0.22, 0)])
  writeFileSync(path.join(inbox, 'desk.webmanifest'), JSON.stringify(deskManifest(), null, 2))

  const shell = shellFiles(html)
  const source = path.resolve('app/desk-worker/service-worker.ts')
  const version = createHash('sha256').update(JSON.stringify(shell)).update(readFileSync(source)).digest('hex').slice(0, 12)
  await build({
    entryPoints: [source],
    outfile: path.join(inbox, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    define: { DESK_SHELL: JSON.stringify(shell), DESK_VERSION: JSON.stringify(version) },
  })
  return [...deskAppFiles]
}
