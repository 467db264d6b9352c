// The CLI's streamed export writes, page by page, exactly the text leadsCsv and leadsJson make of
// every lead at once (pages of 2 here, so that the seams between pages are checked).
import { describe, expect, it } from 'vitest'
import { type ExportedLead, leadsCsv, leadsJson } from '../mail/format'
import { openLeadStore } from '../store/store'
import { tempDir } from '../../tests/helpers/databases'
import { tinyPhoto } from '../../tests/helpers/desk'
import { cleanupsAfterEach } from '../../tests/helpers/postgres-suite'
import { streamExport } from './export'

const cleanups = cleanupsAfterEach()

describe('leads -- export, streamed', () => {
  it('writes the same CSV and JSON as the whole list at once, across pages, and nothing for no leads', async () => {
    const store = await openLeadStore({ dataDir: tempDir() })
    cleanups.push(() => store.close())
    const text = async (format: 'csv' | 'json') => {
      const chunks: string[] = []
      await streamExport(store, { format, pageSize: 2 }, (chunk) => chunks.push(chunk))
      expect(chunks.every((c) => c.endsWith('\n'))).toBe(true)
      return chunks.join('')
    }
    expect(await text('json')).toBe(leadsJson([]))
    expect(await text('csv')).toBe(leadsCsv([]))
    for (let i = 0; i < 5; i++) {
      await store.insertLead(
        {
          form: 'quote',
          name: `Lead ${i}`,
          email: `p${i}@example.com`,
          phone: '503-555-0100',
          message: `Line one\nline "two" \u009b`,
          photos: i === 2 ? [tinyPhoto] : [],
        },
        new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      )
    }
    const all = await store.allLeads()
    const photos = await store.photoInfo(all.map((l) => l.id))
    const exported: ExportedLead[] = all.map((l) => ({ ...l, photos: photos.filter((p) => p.leadId === l.id) }))
    expect(await text('json')).toBe(leadsJson(exported))
    expect(await text('csv')).toBe(leadsCsv(exported))
  })
})
