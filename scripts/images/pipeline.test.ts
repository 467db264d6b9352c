import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import type { ImageEntry } from '#content/schemas'
import { FORMATS, VARIANT_WIDTHS, variantName } from './encode'
import { readManifest, runImagePipeline, type PipelineDirs } from './pipeline'

const entries: ImageEntry[] = [
  {
    id: 'kitchen-test',
    alt: 'White subway tile backsplash above a dark counter',
    aspect: 'card',
    spec: { pattern: 'subway', colours: ['#f4f3ef'], material: 'ceramic', grout: '#9a9893', room: 'kitchen', depth: 'counter' },
  },
  {
    id: 'photo-test',
    alt: 'Grey porcelain floor tiles seen from above',
    aspect: 'card',
    spec: { pattern: 'grid', colours: ['#b9b6b1'], material: 'porcelain', grout: '#9e9b96', room: 'floor', depth: 'none' },
  },
]

const temps: string[] = []
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true })
})
async function tempDirs(): Promise<PipelineDirs> {
  const root = mkdtempSync(join(tmpdir(), 'images-'))
  temps.push(root)
  const dirs = { photos: join(root, 'content/images'), output: join(root, 'public/images'), cache: join(root, '.cache/images') }
  await mkdir(dirs.photos, { recursive: true })
  return dirs
}
/** A "real photo": a red 1600 x 1000 JPEG, wider than 3:2 so the pipeline has to crop it. */
const fakePhoto = (file: string) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .toFile(file)

describe('image pipeline', () => {
  it('writes every width and format, lets a real photo override, and reuses everything on a second run', async () => {
    const dirs = await tempDirs()
    await fakePhoto(join(dirs.photos, 'photo-test.jpg'))

    const first = await runImagePipeline(entries, dirs)
    expect(first).toMatchObject({ generated: 1, encoded: 2, reused: 0, photos: 1 })
    for (const e of entries)
      for (const w of VARIANT_WIDTHS.card)
        for (const f of FORMATS) expect(existsSync(join(dirs.output, variantName(e.id, w, f))), variantName(e.id, w, f)).toBe(true)
    expect(existsSync(join(dirs.output, 'fallback.svg'))).toBe(true)

    const manifest = await readManifest(dirs)
    expect(manifest['kitchen-test']).toMatchObject({ width: 1200, height: 800, widths: [480, 800, 1200] })
    // the photo, cropped to 3:2, not the generated grey floor
    expect(manifest['photo-test']).toMatchObject({ width: 1200, height: 800, widths: [480, 800, 1200] })
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(manifest['photo-test']!.color.slice(i, i + 2), 16))
    expect(r).toBeGreaterThan(150)
    expect(g! + b!).toBeLessThan(120)
    const photoVariant = await sharp(join(dirs.output, 'photo-test-800.jpg')).metadata()
    expect([photoVariant.width, photoVariant.height]).toEqual([800, 533])
    expect(readdirSync(join(dirs.cache, 'source'))).toEqual([expect.stringMatching(/^kitchen-test-[0-9a-f]{12}\.png$/)])

    const second = await runImagePipeline(entries, dirs)
    expect(second).toMatchObject({ generated: 0, encoded: 0, reused: 2 })
    expect(await readManifest(dirs)).toEqual(manifest)
  })

  it('draws a source again when the drawing code changes, and encodes again when the encoder does', async () => {
    const dirs = await tempDirs()
    let drawn = 0
    // a flat stand-in: what is drawn does not matter here, only how often
    const render = async () => {
      drawn++
      return sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#8a9aa0' } })
        .png()
        .toBuffer()
    }
    const run = (generator: string, encoder: string) => runImagePipeline([entries[0]!], dirs, { render, keys: { generator, encoder } })

    expect(await run('g1', 'e1')).toMatchObject({ generated: 1, encoded: 1, reused: 0 })
    expect(await run('g1', 'e1')).toMatchObject({ generated: 0, encoded: 0, reused: 1 })
    expect(await run('g2', 'e1')).toMatchObject({ generated: 1, encoded: 1, reused: 0 })
    expect(await run('g2', 'e2')).toMatchObject({ generated: 0, encoded: 1, reused: 0 })
    expect(drawn).toBe(2)
    // the source drawn by the old code is gone
    expect(readdirSync(join(dirs.cache, 'source'))).toHaveLength(1)
  })

  it('never upscales a small photo past its own width', async () => {
    const dirs = await tempDirs()
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#777777' } })
      .png()
      .toFile(join(dirs.photos, 'photo-test.png'))
    const result = await runImagePipeline([entries[1]!], dirs)
    expect(result.manifest['photo-test']).toMatchObject({ width: 800, height: 533, widths: [480, 800] })
    expect(existsSync(join(dirs.output, 'photo-test-1200.jpg'))).toBe(false)
  })
})
