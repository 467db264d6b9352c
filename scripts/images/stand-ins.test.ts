// The committed stand-ins are what `npm run images` makes today: every entry of the catalogue
// without a real photo has one, drawn under its current key (spec, drawing code, encoder, sharp),
// with every file, and the folder holds nothing else. The build copies them without looking at
// the pixels, so a stale one would be served as it is: this test is what catches it.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { imageCatalogue } from '#content/images'
import { currentCodeKeys, standInKey } from './cache-keys'
import { FORMATS, VARIANT_WIDTHS } from './encode'
import { defaultDirs } from './pipeline'
import { findPhoto } from './sources'
import { formatStandIns, readStandIns, STAND_IN_MANIFEST, STAND_INS_DIR } from './stand-ins'
import { parseVariantName, variantNames } from './variant-files'

const fix = `run \`npm run images\` and commit ${STAND_INS_DIR}/`
const dirs = defaultDirs()
const committed = await readStandIns(dirs.standIns)
const standIns = imageCatalogue.filter((entry) => !findPhoto(dirs.photos, entry.id))

describe(`the committed stand-ins (${STAND_INS_DIR})`, () => {
  const keys = currentCodeKeys()

  it.each(standIns)('$id is drawn from its current spec and code, at every width', (entry) => {
    const record = committed[entry.id]
    expect(record, `${entry.id} has no committed stand-in: ${fix}`).toBeDefined()
    expect(record!.key, `${entry.id}'s stand-in was drawn from another spec or another version of the code: ${fix}`).toBe(
      standInKey(keys, entry),
    )
    expect(record!.widths, fix).toEqual([...VARIANT_WIDTHS[entry.aspect]])
    for (const name of variantNames(entry.id, record!.widths))
      expect(existsSync(join(dirs.standIns, name)), `${name} is missing: ${fix}`).toBe(true)
  })

  it('holds no stand-in that no entry needs (an id gone, or replaced by a real photo)', () => {
    const needed = new Set(standIns.map((entry) => entry.id))
    expect(
      Object.keys(committed).filter((id) => !needed.has(id)),
      fix,
    ).toEqual([])
    const listed = new Set(Object.entries(committed).flatMap(([id, record]) => variantNames(id, record.widths)))
    const extra = readdirSync(dirs.standIns).filter((name) => !listed.has(name) && name !== STAND_IN_MANIFEST && name !== 'README.md')
    expect(extra, fix).toEqual([])
  })

  it('names each file by the width it has', async () => {
    const names = readdirSync(dirs.standIns).filter((name) => parseVariantName(name))
    expect(names.length).toBe(standIns.reduce((n, e) => n + FORMATS.length * VARIANT_WIDTHS[e.aspect].length, 0))
    for (const name of names) {
      const { width } = await sharp(join(dirs.standIns, name)).metadata()
      expect(width, `${name}: ${fix}`).toBe(parseVariantName(name)!.width)
    }
  })

  it('keeps its manifest as Prettier prints it, so that `npm run images` leaves `npm run lint` passing', async () => {
    const file = join(dirs.standIns, STAND_IN_MANIFEST)
    const text = formatStandIns(committed)
    expect(await format(text, { ...(await resolveConfig(file)), filepath: file })).toBe(text)
  })
})
