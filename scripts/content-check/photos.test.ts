// Real photos an editor drops into content/images/: each one the pipeline could not use gets a
// line naming the file, what was found and what is needed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImageEntry } from '#content/schemas'
import { checkPhotos } from './photos'
import type { Problem } from './problems'

const spec: ImageEntry['spec'] = {
  pattern: 'subway',
  colours: ['#ffffff'],
  material: 'ceramic',
  grout: '#cccccc',
  room: 'wall',
  depth: 'none',
}
const entry = (id: string, aspect: ImageEntry['aspect']): ImageEntry => ({ id, alt: 'White subway tile on a kitchen wall', aspect, spec })
const catalogue = [
  entry('card-ok', 'card'),
  entry('card-small', 'card'),
  entry('card-turned', 'card'),
  entry('hero-small', 'hero'),
  entry('not-a-picture', 'card'),
  entry('from-a-phone', 'card'),
  entry('cut-short', 'card'),
]

const root = mkdtempSync(path.join(tmpdir(), 'startile-photos-'))
const dir = path.join(root, 'content/images')
const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#b08a62' } })
let problems: Problem[] = []
const about = (name: string) => problems.filter((p) => p.file === `content/images/${name}`)

beforeAll(async () => {
  mkdirSync(dir, { recursive: true })
  await photo(1500, 1000).jpeg().toFile(path.join(dir, 'card-ok.jpg'))
  await photo(1600, 700).png().toFile(path.join(dir, 'card-small.png'))
  // Taken upright, stored sideways: 900 x 1400 in the file, shown 1400 x 900 by its EXIF orientation.
  await photo(900, 1400).jpeg().withMetadata({ orientation: 6 }).toFile(path.join(dir, 'card-turned.jpg'))
  await photo(2000, 1125).webp().toFile(path.join(dir, 'hero-small.webp'))
  await photo(1300, 900).jpeg().toFile(path.join(dir, 'no-entry.jpg'))
  writeFileSync(path.join(dir, 'not-a-picture.jpg'), 'This is a text file with a photo name.\n')
  writeFileSync(path.join(dir, 'from-a-phone.heic'), Buffer.from('0000001c6674797068656963', 'hex'))
  const whole = await photo(1500, 1000).jpeg().toBuffer()
  writeFileSync(path.join(dir, 'cut-short.jpg'), whole.subarray(0, Math.floor(whole.length / 3)))
  writeFileSync(path.join(dir, '.DS_Store'), 'finder')
  problems = await checkPhotos(root, catalogue)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('real photos in content/images', () => {
  it('accepts a photo wide enough for its frame, also one turned upright by its EXIF orientation', () => {
    expect(about('card-ok.jpg')).toEqual([])
    expect(about('card-turned.jpg')).toEqual([])
    expect(about('.DS_Store')).toEqual([])
  })

  it('refuses a photo too small for its use, saying what it measures and what the frame needs', () => {
    expect(about('card-small.png').map((p) => `${p.problem}  ${p.valid}`)).toEqual([
      'is 1600 x 700 px: cropped to its 3:2 card frame that is 1050 px wide  a card photo at least 1200 px wide after cropping to 3:2, e.g. 1200 x 800 px',
    ])
    expect(about('hero-small.webp').map((p) => `${p.problem}  ${p.valid}`)).toEqual([
      'is 2000 x 1125 px: cropped to its 16:9 hero frame that is 2000 px wide  a hero photo at least 2400 px wide after cropping to 16:9, e.g. 2400 x 1350 px',
    ])
  })

  it('refuses a file that is not an image, a damaged one and a format the pipeline does not read', () => {
    expect(about('not-a-picture.jpg')).toEqual([
      expect.objectContaining({
        line: 1,
        field: 'photo',
        problem: expect.stringMatching(/^is not an image the pipeline can read \(.+\)$/),
      }),
    ])
    expect(about('cut-short.jpg')).toEqual([
      expect.objectContaining({ problem: expect.stringMatching(/^is not an image the pipeline can read/) }),
    ])
    expect(about('from-a-phone.heic')).toEqual([
      expect.objectContaining({
        problem: 'is a HEIC file, which the image pipeline does not read',
        valid: 'save it as JPEG (.jpg), PNG (.png) or WebP (.webp) (on an iPhone: Settings, Camera, Formats, Most Compatible)',
      }),
    ])
  })

  it('names a photo that no catalogue entry uses', () => {
    expect(about('no-entry.jpg')).toEqual([expect.objectContaining({ problem: 'has no entry "no-entry" in content/images.ts' })])
    expect(problems).toHaveLength(6)
  })
})
