// The CSV of a filter (GET /api/inbox/leads.csv), streamed: the leads are read 500 at a time
// (store.leadPages, keyset pages oldest first) with their photos' facts, and each page is written
// before the next is read, so memory stays flat whatever the count. The columns and their words
// are leadsCsv's (server/mail/format.ts); the CLI's export (server/cli/export.ts) reads the same pages.
import { Readable } from 'node:stream'
import { type ExportedLead, csvHeader, csvRow } from '../mail/format'
import type { LeadFilter, LeadStore, PhotoInfo } from '../store/store'

/** The leads of `filter`, oldest first, a page at a time, each with its photos' facts (not their bytes). */
export async function* exportedPages(store: LeadStore, filter: LeadFilter = {}, size = 500): AsyncGenerator<ExportedLead[]> {
  for await (const page of store.leadPages(filter, size)) {
    const photos = new Map<number, PhotoInfo[]>()
    for (const p of await store.photoInfo(page.map((l) => l.id))) photos.set(p.leadId, [...(photos.get(p.leadId) ?? []), p])
    yield page.map((l) => ({ ...l, photos: photos.get(l.id) ?? [] }))
    // Posts and other requests run between two pages (better-sqlite3 reads block while they run).
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
}

async function* csvChunks(store: LeadStore, filter: LeadFilter): AsyncGenerator<string> {
  yield csvHeader()
  for await (const page of exportedPages(store, filter)) yield page.map(csvRow).join('')
}

/** The CSV as a stream Fastify sends (pulled a page at a time, as the client reads). */
export const leadsCsvStream = (store: LeadStore, filter: LeadFilter): Readable =>
  Readable.from(csvChunks(store, filter), { objectMode: false })
