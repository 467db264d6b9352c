import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import type { ImageEntry } from '#content/schemas'
import { readImageManifest } from '../../app/lib/image-manifest.server'
import { FORMATS, VARIANT_WIDTHS, variantName } from './encode'
import { runImagePipeline, type PipelineDirs } from './pipeline'
import { readStandIns } from './stand-ins'

const kitchen: ImageEntry = {
  id: 'kitchen-test',
  alt: 'White subway tile backsplash above a dark counter',
  aspect: 'card',
  spec: { pattern: 'subway', colours: ['#f4f3ef'], material: 'ceramic', grout: '#9a9893', room: 'kitchen', depth: 'counter' },
}
const floor: ImageEntry = {
  id: 'photo-test',
  alt: 'Grey porcelain floor tiles seen from above',
  aspect: 'card',
  spec: { pattern: 'grid', colours: ['#b9b6b1'], material: 'porcelain', grout: '#9e9b96', room: 'floor', depth: 'none' },
}
const keys = { generator: 'g1', encoder: 'e1' }

const temps: string[] = []
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true })
})
/** A checkout: the committed stand-ins and dropped photos, and the folders a build writes. */
async function checkout(standIns?: string): Promise<PipelineDirs> {
  const root = mkdtempSync(join(tmpdir(), 'images-'))
  temps.push(root)
  const dirs = {
    photos: join(root, 'content/images'),
    standIns: standIns ?? join(root, 'content/images/stand-ins'),
    output: join(root, 'public/images'),
    cache: join(root, '.cache/images'),
    manifest: join(root, '.cache/images/manifest.json'),
  }
  await mkdir(dirs.photos, { recursive: true })
  return dirs
}
/** A flat picture that counts how often it is drawn: what is drawn does not matter here, only when. */
function countingRender(background = '#8a9aa0') {
  const render = async () => {
    render.drawn++
    return sharp({ create: { width: 1800, height: 1200, channels: 3, background } })
      .png()
      .toBuffer()
  }
  render.drawn = 0
  return render
}
const neverDraw = async (): Promise<Buffer> => {
  throw new Error('a current committed stand-in must not be drawn')
}
/** A "real photo": a red 1600 x 1000 JPEG, wider than 3:2 so the pipeline has to crop it. */
const fakePhoto = (file: string) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .toFile(file)
const files = (dir: string, id: string) => VARIANT_WIDTHS.card.flatMap((w) => FORMATS.map((f) => join(dir, variantName(id, w, f))))

describe('image pipeline', () => {
  it('draws a stand-in with the package, into the committed folder, and copies it to the served folder', async () => {
    const dirs = await checkout()
    const result = await runImagePipeline([kitchen], dirs)
    expect(result).toMatchObject({ drawn: 1, encoded: 1, copied: 1, photos: 0 })
    for (const file of files(dirs.standIns, kitchen.id))
      expect(readFileSync(file.replace(dirs.standIns, dirs.output))).toEqual(readFileSync(file))
    expect(readImageManifest(dirs.manifest)['kitchen-test']).toMatchObject({ width: 1200, height: 800, widths: [480, 800, 1200] })
    expect((await readStandIns(dirs.standIns))['kitchen-test']).toMatchObject({
      widths: [480, 800, 1200],
      key: result.manifest['kitchen-test']!.hash,
    })
    expect(existsSync(join(dirs.output, 'fallback.svg'))).toBe(true)
  })

  it('copies a committed stand-in whose key is current into a fresh checkout, without drawing or encoding it', async () => {
    const committed = await checkout()
    await runImagePipeline([kitchen], committed, { render: countingRender(), keys })
    const fresh = await checkout(committed.standIns)

    const result = await runImagePipeline([kitchen], fresh, { render: neverDraw, keys })
    expect(result).toMatchObject({ drawn: 0, encoded: 0, copied: 1, reused: 0 })
    for (const file of files(fresh.output, kitchen.id))
      expect(readFileSync(file)).toEqual(readFileSync(file.replace(fresh.output, fresh.standIns)))
    expect(readImageManifest(fresh.manifest)).toEqual(readImageManifest(committed.manifest))

    expect(await runImagePipeline([kitchen], fresh, { render: neverDraw, keys })).toMatchObject({ copied: 0, reused: 1 })
  })

  it('draws again a stand-in whose spec changed, or whose committed files are missing, and leaves the others alone', async () => {
    const dirs = await checkout()
    const render = countingRender()
    const other = { ...floor, id: 'floor-test' }
    await runImagePipeline([kitchen, other], dirs, { render, keys })
    const before = await readStandIns(dirs.standIns)

    const regrouted = { ...kitchen, spec: { ...kitchen.spec, grout: '#303030' } }
    expect(await runImagePipeline([regrouted, other], dirs, { render, keys })).toMatchObject({ drawn: 1, encoded: 1, copied: 1, reused: 1 })
    const after = await readStandIns(dirs.standIns)
    expect(after['kitchen-test']!.key).not.toBe(before['kitchen-test']!.key)
    expect(after['floor-test']).toEqual(before['floor-test'])

    rmSync(join(dirs.standIns, 'floor-test-800.webp'))
    expect(await runImagePipeline([regrouted, other], dirs, { render, keys })).toMatchObject({ drawn: 0, encoded: 1 })
    expect(existsSync(join(dirs.standIns, 'floor-test-800.webp'))).toBe(true)
    expect(render.drawn).toBe(3)
  })

  it('draws again when the drawing code changes, and only encodes again when the encoder does', async () => {
    const dirs = await checkout()
    const render = countingRender()
    const run = (generator: string, encoder: string) => runImagePipeline([kitchen], dirs, { render, keys: { generator, encoder } })

    expect(await run('g1', 'e1')).toMatchObject({ drawn: 1, encoded: 1 })
    expect(await run('g1', 'e1')).toMatchObject({ drawn: 0, encoded: 0, reused: 1 })
    expect(await run('g2', 'e1')).toMatchObject({ drawn: 1, encoded: 1, copied: 1 })
    expect(await run('g2', 'e2')).toMatchObject({ drawn: 0, encoded: 1, copied: 1 })
    expect(render.drawn).toBe(2)
    // the picture drawn by the old code is gone from the cache
    expect(readdirSync(join(dirs.cache, 'source'))).toHaveLength(1)
  })

  it('encodes a dropped photo at every width of its aspect, and drops the stand-in it replaces', async () => {
    const dirs = await checkout()
    await runImagePipeline([kitchen, floor], dirs, { render: countingRender(), keys })
    await fakePhoto(join(dirs.photos, 'photo-test.jpg'))

    const result = await runImagePipeline([kitchen, floor], dirs, { render: neverDraw, keys })
    expect(result).toMatchObject({ drawn: 0, encoded: 1, photos: 1, reused: 1 })
    for (const file of files(dirs.output, floor.id)) expect(existsSync(file), file).toBe(true)
    // the photo, cropped to 3:2, not the grey stand-in
    const manifest = readImageManifest(dirs.manifest)
    expect(manifest['photo-test']).toMatchObject({ width: 1200, height: 800, widths: [480, 800, 1200] })
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(manifest['photo-test']!.color.slice(i, i + 2), 16))
    expect(r).toBeGreaterThan(150)
    expect(g! + b!).toBeLessThan(120)
    const variant = await sharp(join(dirs.output, 'photo-test-800.jpg')).metadata()
    expect([variant.width, variant.height]).toEqual([800, 533])
    expect(Object.keys(await readStandIns(dirs.standIns))).toEqual(['kitchen-test'])
    expect(readdirSync(dirs.standIns).filter((f) => f.startsWith('photo-test'))).toEqual([])

    expect(await runImagePipeline([kitchen, floor], dirs, { render: neverDraw, keys })).toMatchObject({ encoded: 0, reused: 2 })
  })

  it('never upscales a small photo past its own width', async () => {
    const dirs = await checkout()
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#777777' } })
      .png()
      .toFile(join(dirs.photos, 'photo-test.png'))
    const result = await runImagePipeline([floor], dirs, { render: neverDraw, keys })
    expect(result.manifest['photo-test']).toMatchObject({ width: 800, height: 533, widths: [480, 800] })
    expect(existsSync(join(dirs.output, 'photo-test-1200.jpg'))).toBe(false)
  })
})
