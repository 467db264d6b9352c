import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ImageEntry } from '#content/schemas'
import { moduleGraph } from '../module-graph'
import { ENCODER_ENTRY, GENERATOR_ENTRY, generatedSourceKey, photoSourceKey, standInKey, variantsKey } from './cache-keys'

const here = import.meta.dirname
const standInPackage = path.resolve(here, '../../packages/stand-in-images/src')
/** The package's schemas validate a catalogue; the drawing code imports only their types. */
const notDrawing = ['spec.ts']

const entry: ImageEntry = {
  id: 'kitchen-test',
  alt: 'White subway tile backsplash above a dark counter',
  aspect: 'card',
  spec: { pattern: 'subway', colours: ['#f4f3ef'], material: 'ceramic', grout: '#9a9893', room: 'kitchen', depth: 'counter' },
}
const keys = { generator: 'generator-a', encoder: 'encoder-a' }

describe('image cache keys', () => {
  it('cover every drawing module: an edit of any scene or helper of the stand-in package changes the generator key', () => {
    const drawn = new Set(moduleGraph([GENERATOR_ENTRY]).files)
    const sources = readdirSync(standInPackage, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !notDrawing.includes(f))
      .map((f) => path.join(standInPackage, f))
    expect(sources.length).toBeGreaterThan(25)
    for (const file of sources) expect(drawn, path.relative(standInPackage, file)).toContain(file)
    // the site's pipeline is not drawing code: editing it draws nothing again
    expect([...drawn].filter((f) => f.startsWith(here))).toEqual([])
  })

  it("cover the encoder settings and the aspect a photo is cropped to, from the stand-in package's sizes", () => {
    const encoding = moduleGraph([ENCODER_ENTRY]).files.map((f) => path.relative(process.cwd(), f))
    expect(encoding).toEqual(['packages/stand-in-images/src/source-sizes.ts', 'scripts/images/encode.ts'])
  })

  it('change when the drawing code, the spec, the photo or the encoder changes', () => {
    const source = generatedSourceKey(keys, entry)
    expect(generatedSourceKey({ ...keys }, { ...entry })).toBe(source)
    expect(generatedSourceKey({ ...keys, generator: 'generator-b' }, entry)).not.toBe(source)
    expect(generatedSourceKey(keys, { ...entry, spec: { ...entry.spec, grout: '#9a9894' } })).not.toBe(source)
    // the encoder's code decides the variants, not the source
    expect(generatedSourceKey({ ...keys, encoder: 'encoder-b' }, entry)).toBe(source)
    expect(variantsKey({ ...keys, encoder: 'encoder-b' }, source)).not.toBe(variantsKey(keys, source))
    expect(variantsKey(keys, 'another-source')).not.toBe(variantsKey(keys, source))
    expect(photoSourceKey(entry, Buffer.from([1, 2, 3]))).not.toBe(photoSourceKey(entry, Buffer.from([1, 2, 4])))
  })

  it('give a committed stand-in a key that covers its spec, the drawing code and the encoder', () => {
    const key = standInKey(keys, entry)
    expect(key).toBe(variantsKey(keys, generatedSourceKey(keys, entry)))
    expect(standInKey(keys, { ...entry, spec: { ...entry.spec, pattern: 'grid' } })).not.toBe(key)
    expect(standInKey({ ...keys, generator: 'generator-b' }, entry)).not.toBe(key)
    expect(standInKey({ ...keys, encoder: 'encoder-b' }, entry)).not.toBe(key)
    // the alt text is not drawn
    expect(standInKey(keys, { ...entry, alt: 'Another description of the same picture' })).toBe(key)
  })
})
