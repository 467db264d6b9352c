// Reading the photos of a lead: their facts for listings, their bytes only to mail or export them;
// and, for the desk's health banner, how many photos the site's daily budget refused lately.
import type { Kysely } from 'kysely'
import { dayOf } from './daily-counts'
import { type PhotoInfo, type Tables, toPhotoInfo } from './tables'

/** The daily count of photos the site's daily budget refused (photo-budget.ts counts, the desk's health reads). */
export const siteRefusedKey = 'photos:site-refused'

export type PhotoWithData = PhotoInfo & { data: Buffer }

export function photoQueries(db: Kysely<Tables>) {
  const infoColumns = ['id', 'lead_id', 'position', 'name', 'content_type', 'width', 'height', 'original_bytes', 'created_at'] as const
  return {
    /** The photos of these leads, without their bytes, in order. */
    photoInfo: async (leadIds: number[]): Promise<PhotoInfo[]> => {
      if (leadIds.length === 0) return []
      const rows = await db
        .selectFrom('lead_photos')
        .select(infoColumns)
        .select((eb) => eb.fn<number>('length', ['data']).as('bytes'))
        .where('lead_id', 'in', leadIds)
        .orderBy('lead_id')
        .orderBy('position')
        .execute()
      return rows.map(toPhotoInfo)
    },
    /** How many photos are stored, over every lead. */
    countPhotos: async (): Promise<number> =>
      Number(
        (
          await db
            .selectFrom('lead_photos')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    /** One photo with its bytes, by its own id (the desk shows it to a signed-in person). */
    photo: async (id: number): Promise<PhotoWithData | undefined> => {
      const r = await db.selectFrom('lead_photos').selectAll().where('id', '=', id).executeTakeFirst()
      return r && { ...toPhotoInfo({ ...r, bytes: r.data.length }), data: Buffer.from(r.data) }
    },
    /** How many photos one lead has stored (the acknowledgement's summary). */
    photoCountFor: async (leadId: number): Promise<number> =>
      Number(
        (
          await db
            .selectFrom('lead_photos')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('lead_id', '=', leadId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    /** Photos refused today and yesterday (UTC) because the site's daily budget had run out: one indexed read. */
    photosRefusedBySiteBudget: async (now = new Date()): Promise<number> => {
      const days = [dayOf(now), dayOf(new Date(now.getTime() - 86_400_000))]
      const rows = await db.selectFrom('daily_counts').select('amount').where('key', '=', siteRefusedKey).where('day', 'in', days).execute()
      return rows.reduce((sum, r) => sum + Number(r.amount), 0)
    },
    /** One lead's photos with their bytes (the owner's e-mail, the export). */
    photosFor: async (leadId: number): Promise<PhotoWithData[]> => {
      const rows = await db.selectFrom('lead_photos').selectAll().where('lead_id', '=', leadId).orderBy('position').execute()
      return rows.map((r) => ({ ...toPhotoInfo({ ...r, bytes: r.data.length }), data: Buffer.from(r.data) }))
    },
  }
}
