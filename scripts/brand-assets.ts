// The favicon set, the web manifest and the logo PNG (for structured data), all drawn from one
// source image: the star mark built from four tiles (app/components/layout/star-mark.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { starMarkMarkup } from '../app/components/layout/star-mark'
import { business } from '#content/business'
import { icoFromPngs } from './ico'

/** The one source image: the star on the deep blue tile, with `inset` of padding (0–0.5). */
export function markSvg(size: number, inset = 0.125, radius = 0.1875): string {
  const scale = (size * (1 - inset * 2)) / 32
  const offset = size * inset
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${size * radius}" fill="#1f3a5f"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${starMarkMarkup}</g>
</svg>`
}

export async function writeBrandAssets(publicDir: string): Promise<void> {
  mkdirSync(publicDir, { recursive: true })
  const markPng = (size: number, inset?: number, radius?: number) =>
    sharp(Buffer.from(markSvg(size, inset, radius))).png({ compressionLevel: 9 })
  const png = (size: number, file: string, inset?: number, radius?: number) =>
    markPng(size, inset, radius).toFile(path.join(publicDir, file))
  writeFileSync(path.join(publicDir, 'favicon.svg'), markSvg(32))
  const icoSizes = [16, 32, 48]
  const icoPngs = await Promise.all(icoSizes.map((size) => markPng(size).toBuffer()))
  writeFileSync(path.join(publicDir, 'favicon.ico'), icoFromPngs(icoSizes.map((size, i) => ({ size, png: icoPngs[i] }))))
  await Promise.all([
    png(512, 'logo.png'),
    png(32, 'favicon-32x32.png'),
    png(180, 'apple-touch-icon.png', 0.14, 0),
    png(192, 'icon-192.png'),
    png(512, 'icon-512.png'),
    png(512, 'icon-maskable-512.png', 0.22, 0),
  ])
  const manifest = {
    name: `${business.name}: Tile Installation in Portland`,
    short_name: business.name,
    start_url: '/',
    display: 'browser',
    background_color: '#faf8f5',
    theme_color: '#1f3a5f',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
  writeFileSync(path.join(publicDir, 'site.webmanifest'), JSON.stringify(manifest, null, 2))
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeBrandAssets(path.resolve('public'))
  console.log('favicons (.svg, .ico, .png), manifest and logo written to public/')
}
