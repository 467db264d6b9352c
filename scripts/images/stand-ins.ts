// The committed stand-ins (content/images/stand-ins/): every variant of each drawn picture, already
// encoded, and a manifest of the key each was made under (cache-keys.ts). The build copies a
// stand-in whose key is current and draws only those whose spec or code changed, writing them here
// for the developer to commit: drawing and encoding take seconds a picture, copying does not.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { parseVariantName, removeFiles } from './variant-files'

export const STAND_INS_DIR = 'content/images/stand-ins'
export const STAND_IN_MANIFEST = 'manifest.json'

const pixels = z.number().int().positive()
const standInSchema = z
  .object({
    key: z.string().regex(/^[0-9a-f]{12}$/),
    width: pixels,
    height: pixels,
    widths: z.array(pixels).min(1),
    color: z.string().regex(/^#[0-9a-f]{6}$/),
  })
  .strict()
export type StandInRecord = z.infer<typeof standInSchema>
export type StandInManifest = Record<string, StandInRecord>
const standInManifestSchema = z.record(z.string(), standInSchema)

export async function readStandIns(dir: string): Promise<StandInManifest> {
  const file = join(dir, STAND_IN_MANIFEST)
  const text = await readFile(file, 'utf8').catch(() => null)
  if (text === null) return {}
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new Error(
      `${file} is not valid JSON (a merge conflict?): fix it, or delete it and run \`npm run images\` to draw every stand-in again.`,
    )
  }
  const result = standInManifestSchema.safeParse(data)
  if (!result.success)
    throw new Error(`${file} is not in the expected shape: run \`npm run images\` after deleting it.\n${z.prettifyError(result.error)}`)
  return result.data
}

/** The manifest as Prettier prints it (ids sorted, so that two branches adding stand-ins merge cleanly). */
export function formatStandIns(manifest: StandInManifest): string {
  const sorted = Object.fromEntries(
    Object.keys(manifest)
      .sort()
      .map((id) => [id, manifest[id]]),
  )
  return JSON.stringify(sorted, null, 2).replace(/\[\s+([\d,\s]+?)\s+\]/g, (_, list: string) => `[${list.split(/,\s*/).join(', ')}]`) + '\n'
}

export async function writeStandIns(dir: string, manifest: StandInManifest): Promise<void> {
  const file = join(dir, STAND_IN_MANIFEST)
  const text = formatStandIns(manifest)
  if ((await readFile(file, 'utf8').catch(() => null)) !== text) await writeFile(file, text)
}

/** Deletes every variant file in `dir` that no record of `manifest` lists (a stand-in replaced by a photo, an id gone). */
export const removeUnlisted = (dir: string, manifest: StandInManifest) =>
  removeFiles(dir, (name) => {
    const v = parseVariantName(name)
    return !!v && !manifest[v.id]?.widths.includes(v.width)
  })
