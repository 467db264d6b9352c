// `npm run leads -- export --photos <folder>`: each stored photo written as its own JPEG, named by
// lead and position (lead-12-photo-1.jpg). The visitor's file name is never part of a path.
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { ExportedLead } from '../mail/format'
import type { LeadStore, LeadWithMail } from '../store/store'

/** Every lead with its photos' facts; with `folder`, each photo is also written there. */
export async function exportLeads(store: LeadStore, folder?: string): Promise<ExportedLead[]> {
  const leads: LeadWithMail[] = await store.allLeads()
  const infos = await store.photoInfo(leads.map((l) => l.id))
  const out: ExportedLead[] = leads.map((l) => ({ ...l, photos: infos.filter((p) => p.leadId === l.id) }))
  if (!folder) return out
  const dir = resolve(folder)
  await mkdir(dir, { recursive: true })
  for (const lead of out) {
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
  return out
}
