// Writes a batch of leads in one transaction (group-commit.ts hands them over): each lead, its
// photos and, unless it is spam, its outbox rows: the owner's e-mail, and the visitor's
// acknowledgement while its recipient has had fewer than the day's cap, the webhook when one is
// set, and an alert for each device with push alerts on. All or nothing.
import type { Kysely, Transaction } from 'kysely'
import { leadSearchKeys } from '#domain/lead-search'
import { type Capped, dayOf } from './daily-counts'
import { queueDeskAlert } from './outbox-queries'
import {
  type EstimateAttachment,
  type LeadForm,
  type LeadSource,
  type PatternAttachment,
  type PhotosRefused,
  type SpamReason,
  type Tables,
  iso,
} from './tables'

/** A photo as stored: the intake's pipeline (server/intake/photos.ts) hands it over re-encoded. */
export type NewPhoto = {
  /** The visitor's file name, cleaned for display (domain/photo-rules.ts). */
  name: string
  contentType: 'image/jpeg'
  data: Buffer
  width: number
  height: number
  /** Size of the file the visitor sent. */
  originalBytes: number
}

export type NewLead = {
  form: LeadForm
  name: string
  email: string
  phone: string
  projectType?: string | null
  message: string
  /** Set for a honeypot or too-fast submit: stored for the owner to review, never e-mailed. */
  spamReason?: SpamReason | null
  userAgent?: string | null
  zip?: string | null
  /** The year the home was built, if the visitor gave it. */
  yearBuilt?: number | null
  inArea?: boolean | null
  visitWindows?: string[]
  estimate?: EstimateAttachment | null
  pattern?: PatternAttachment | null
  /** Re-encoded already (server/intake/photos.ts); stored in the lead's transaction. */
  photos?: NewPhoto[]
  /** Photos the visitor sent that were not kept (a budget, the disk). */
  photosRefused?: PhotosRefused | null
  /** Where it came from (plugins/attribution.ts and the lead routes). */
  source?: Partial<LeadSource>
}

/** Raises daily counts within their caps in the lead's transaction (daily-counts.ts). */
type AddWithin = (trx: Transaction<Tables>, day: string, counts: Capped[], amount: number) => Promise<string | undefined>

/**
 * `ack`: the recipient's daily count of acknowledgements and its cap (0: none are sent);
 * `webhook`: the lead is also posted to LEADS_WEBHOOK_URL.
 */
export type LeadToInsert = { lead: NewLead; now: Date; ack?: Capped; webhook?: boolean }

export const insertLeads =
  (db: Kysely<Tables>, addWithin: AddWithin) =>
  (items: LeadToInsert[]): Promise<{ id: number }[]> =>
    db.transaction().execute(async (trx) => {
      const ids: { id: number }[] = []
      for (const { lead, now, ack, webhook } of items) {
        const at = iso(now)
        const spam = Boolean(lead.spamReason)
        const { id } = await trx
          .insertInto('leads')
          .values({
            form: lead.form,
            name: lead.name,
            email: lead.email,
            phone: lead.phone,
            project_type: lead.projectType ?? null,
            message: lead.message,
            spam: spam ? 1 : 0,
            spam_reason: lead.spamReason ?? null,
            status: spam ? 'Spam' : 'New',
            created_at: at,
            user_agent: lead.userAgent?.slice(0, 500) ?? null,
            zip: lead.zip || null,
            year_built: lead.yearBuilt ?? null,
            in_area: lead.inArea == null ? null : lead.inArea ? 1 : 0,
            visit_windows: lead.visitWindows?.length ? JSON.stringify(lead.visitWindows) : null,
            estimate: lead.estimate ? JSON.stringify(lead.estimate) : null,
            pattern: lead.pattern ? JSON.stringify(lead.pattern) : null,
            photos_refused: lead.photosRefused ? JSON.stringify(lead.photosRefused) : null,
            source_page: lead.source?.page ?? null,
            source_tool: lead.source?.tool ?? null,
            referrer_host: lead.source?.referrerHost ?? null,
            utm_source: lead.source?.utmSource ?? null,
            utm_medium: lead.source?.utmMedium ?? null,
            utm_campaign: lead.source?.utmCampaign ?? null,
            click_id: lead.source?.clickId ?? null,
            landing_page: lead.source?.landingPage ?? null,
            ...leadSearchKeys(lead),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const photos = lead.photos ?? []
        if (photos.length > 0) {
          await trx
            .insertInto('lead_photos')
            .values(
              photos.map((p, i) => ({
                lead_id: id,
                position: i + 1,
                name: p.name,
                content_type: p.contentType,
                width: p.width,
                height: p.height,
                original_bytes: p.originalBytes,
                data: p.data,
                created_at: at,
              })),
            )
            .execute()
        }
        if (!spam) {
          const row = { lead_id: id, next_attempt_at: at, queued_at: at, created_at: at }
          // Past the cap the visitor gets no thank-you: the form cannot mail one address all day.
          const acknowledge = !ack || (ack.cap > 0 && (await addWithin(trx, dayOf(now), [ack], 1)) === undefined)
          await trx
            .insertInto('outbox')
            .values([
              { ...row, kind: 'business' as const, to_addr: null },
              ...(acknowledge ? [{ ...row, kind: 'acknowledgement' as const, to_addr: lead.email }] : []),
              ...(webhook ? [{ ...row, kind: 'webhook' as const, to_addr: null }] : []),
            ])
            .execute()
          // An alert on each subscribed device's lock screen (server/push/).
          await queueDeskAlert(trx, { kind: 'new-lead', leadId: Number(id), now })
        }
        ids.push({ id: Number(id) })
      }
      return ids
    })
