// What the photos of quote requests may take: stored bytes per request, per client per UTC day
// and for the whole site per day (counted in the lead store, so instances share them), and never
// the last of the disk. Photos past a budget are refused, never the lead: the lead is stored
// without them, the visitor is told, and the owner's e-mail says how many and why.
import { statfs } from 'node:fs/promises'
import type { StoredPhoto } from './photos'
import type { LeadStore, PhotoRefusal, PhotosRefused } from './store'

export type PhotoBudgetLimits = {
  /** Stored bytes one request may keep (PHOTO_BUDGET_REQUEST_MB). */
  requestBytes: number
  /** Stored bytes per client per day (PHOTO_BUDGET_ADDRESS_MB); 0: no budget. */
  addressBytesPerDay: number
  /** Stored bytes for the whole site per day (PHOTO_BUDGET_SITE_MB); 0: no budget. */
  siteBytesPerDay: number
  /** Photos are refused while the disk has less free space (PHOTO_MIN_FREE_DISK_MB); 0: not checked. */
  minFreeDiskBytes: number
}

export type PhotoBudget = ReturnType<typeof createPhotoBudget>
export type RequestBudget = Awaited<ReturnType<PhotoBudget['forRequest']>>

const siteKey = 'photos:site'

/** `diskPath`: a folder on the disk that holds the photos (SQLite's DATA_DIR); unset for PostgreSQL. */
export function createPhotoBudget(
  store: Pick<LeadStore, 'dailyKey' | 'dailyUsage' | 'addDaily'>,
  limits: PhotoBudgetLimits,
  diskPath?: string,
) {
  async function diskFull(): Promise<boolean> {
    if (!diskPath || limits.minFreeDiskBytes <= 0) return false
    try {
      const fs = await statfs(diskPath)
      return fs.bavail * fs.bsize < limits.minFreeDiskBytes
    } catch {
      return false
    }
  }

  return {
    /** The budget of one request from `client` (a client key: an address or an IPv6 /64). */
    async forRequest(client: string) {
      const addressKey = await store.dailyKey('photos', client)
      let refusal: PhotoRefusal | undefined = (await diskFull()) ? 'disk' : undefined
      let checked = false
      let requestBytes = 0
      return {
        /** Before a photo is decoded: the reason it will not be kept, if one is already known. */
        async before(): Promise<PhotoRefusal | undefined> {
          if (refusal || checked) return refusal
          checked = true
          const usage = await store.dailyUsage([addressKey, siteKey])
          if (limits.addressBytesPerDay > 0 && usage[addressKey] >= limits.addressBytesPerDay) refusal = 'address'
          else if (limits.siteBytesPerDay > 0 && usage[siteKey] >= limits.siteBytesPerDay) refusal = 'site'
          return refusal
        },
        /** Charges a photo about to be stored; the reason when it does not fit (and no later one will). */
        async take(bytes: number): Promise<PhotoRefusal | undefined> {
          if (refusal) return refusal
          if (requestBytes + bytes > limits.requestBytes) return (refusal = 'request')
          const full = await store.addDaily(
            [
              { key: addressKey, cap: limits.addressBytesPerDay },
              { key: siteKey, cap: limits.siteBytesPerDay },
            ],
            bytes,
          )
          if (full) return (refusal = full === siteKey ? 'site' : 'address')
          requestBytes += bytes
          return undefined
        },
      }
    },
  }
}

/** The photos of a lead about to be stored that fit the budget, and how many did not (with the first reason). */
export async function keepWithin(
  budget: RequestBudget | undefined,
  photos: StoredPhoto[],
  refused: { count: number; reason?: PhotoRefusal },
) {
  const kept: StoredPhoto[] = []
  let { count, reason } = refused
  for (const photo of photos) {
    const no = budget ? await budget.take(photo.data.length) : undefined
    if (no) {
      count++
      reason ??= no
    } else kept.push(photo)
  }
  const notKept: PhotosRefused | null = count > 0 && reason ? { count, reason } : null
  return { kept, notKept }
}
