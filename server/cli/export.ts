// `npm run leads -- export`: every lead, oldest first, as CSV or JSON, written a page at a time
// (server/desk/csv-stream.ts reads the pages), so memory stays flat whatever the count. The output
// is the same text leadsCsv and leadsJson (server/mail/format.ts) make of the whole list at once.
// With --photos <folder>, each stored photo is written there as its own JPEG, named by lead and
// position (lead-12-photo-1.jpg): the visitor's file name is never part of a path.
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { exportedPages } from '../desk/csv-stream'
import { type ExportedLead, csvHeader, csvRow } from '../mail/format'
import type { LeadStore } from '../store/store'

/** As leadsJson: DEL and the C1 controls escaped too (U+009B starts a terminal command). */
const c1Safe = (json: string) => json.replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** Writes each photo of these leads to `dir` (lead-12-photo-1.jpg) and names the file on the lead. */
async function savePhotos(store: LeadStore, leads: ExportedLead[], dir: string): Promise<void> {
  for (const lead of leads) {
    if (lead.photos.length === 0) continue
    const files = await store.photosFor(lead.id)
    lead.photos = await Promise.all(
      files.map(async ({ data, ...info }) => {
        const file = join(dir, `lead-${lead.id}-photo-${info.position}.jpg`)
        await writeFile(file, data)
        return { ...info, file }
      }),
    )
  }
}

/** Writes the export through `out`, one chunk per page (each ending in a line break). */
export async function streamExport(
  store: LeadStore,
  options: { format: 'csv' | 'json'; photos?: string; pageSize?: number },
  out: (text: string) => void,
) {
  const dir = options.photos === undefined ? undefined : resolve(options.photos)
  if (dir) await mkdir(dir, { recursive: true })
  if (options.format === 'csv') out(csvHeader())
  // JSON.stringify(list, null, 2)'s own layout, each item indented by two spaces; the last item of
  // a page waits for the next page's comma (every chunk ends in a line break).
  let pending: string | undefined
  for await (const page of exportedPages(store, {}, options.pageSize)) {
    if (dir) await savePhotos(store, page, dir)
    if (options.format === 'csv') {
      out(page.map(csvRow).join(''))
      continue
    }
    const items = page.map((lead) => `  ${c1Safe(JSON.stringify(lead, null, 2)).replaceAll('\n', '\n  ')}`)
    const head = pending === undefined ? '[\n' : `${pending},\n`
    out(
      head +
        items
          .slice(0, -1)
          .map((item) => `${item},\n`)
          .join(''),
    )
    pending = items[items.length - 1]
  }
  if (options.format === 'json') out(pending === undefined ? '[]\n' : `${pending}\n]\n`)
}
