// The logo PNG (for structured data) and the generic share card, drawn from SVG with sharp.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

export const starSvg = (size: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <g fill="#e0a526">
    <path d="M16 1 L19.5 12.5 L16 16 L12.5 12.5 Z"/><path d="M31 16 L19.5 19.5 L16 16 L19.5 12.5 Z"/>
    <path d="M16 31 L12.5 19.5 L16 16 L19.5 19.5 Z"/><path d="M1 16 L12.5 12.5 L16 16 L12.5 19.5 Z"/>
  </g>
  <path d="M16 1 L16 31 M1 16 L31 16" stroke="#1c2430" stroke-width="0.8" opacity="0.55"/>
</svg>`

export async function writeBrandAssets(publicDir: string): Promise<void> {
  mkdirSync(publicDir, { recursive: true })
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <rect width="512" height="512" rx="96" fill="#1f3a5f"/>
    <g transform="translate(64 64) scale(12)">${starSvg(32).replace(/<\/?svg[^>]*>/g, '')}</g>
  </svg>`
  await sharp(Buffer.from(logo)).png().toFile(path.join(publicDir, 'logo.png'))
  writeFileSync(path.join(publicDir, 'favicon.svg'), starSvg(32))
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await writeBrandAssets(path.resolve('public'))
}
