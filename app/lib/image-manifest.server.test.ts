import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { IMAGE_MANIFEST, imageManifestPath, readImageManifest, writeImageManifest, type ImageManifest } from './image-manifest.server'

const temps: string[] = []
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function tempFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'image-manifest-'))
  temps.push(dir)
  return path.join(dir, 'images', 'manifest.json')
}
const manifest: ImageManifest = {
  'hero-home': { width: 2400, height: 1350, widths: [640, 1024, 1600, 2400], color: '#a89f92', hash: '0123456789ab' },
}

describe('the image manifest', () => {
  it('lives under .cache/ of the project root, where `npm run images` writes it', () => {
    expect(IMAGE_MANIFEST).toBe('.cache/images/manifest.json')
    expect(imageManifestPath('/site')).toBe('/site/.cache/images/manifest.json')
  })

  it('reads back what was written', () => {
    const file = tempFile()
    writeImageManifest(manifest, file)
    expect(readImageManifest(file)).toEqual(manifest)
  })

  it('names the file and the command when the manifest is missing or of another shape', () => {
    const file = tempFile()
    expect(() => readImageManifest(file)).toThrow(`The image manifest ${file} is missing or unreadable: run \`npm run images\``)
    writeImageManifest(manifest, file)
    writeFileSync(file, JSON.stringify({ 'hero-home': { ...manifest['hero-home'], widths: [] } }))
    expect(() => readImageManifest(file)).toThrow(/is not in the expected shape: run `npm run images`[\s\S]*widths/)
  })

  it('refuses to write an entry the reader would refuse', () => {
    expect(() => writeImageManifest({ 'hero-home': { ...manifest['hero-home']!, color: 'beige' } }, tempFile())).toThrow(/color/)
  })
})
