// What the photos of quote requests may take: stored bytes per request, per client per UTC day
// and for the site per day (counted in the lead store, so instances share them), decoded
// megapixels per client per day (charged before each decode, whatever comes of it), and never the
// last of the disk. The last fifth of the site's day is kept for clients that have stored nothing
// today, so a few clients cannot spend every customer's photos, and a network (IPv4 /24, IPv6 /48)
// may take only a quarter of that reserve, so fresh addresses from one network cannot spend it
// all either; each photo refused for the site's
// budget is counted for the owner's desk. Photos past a budget are refused, never the lead: the
// lead is stored without them, the visitor is told, and the owner's e-mail says how many and why.
// The server also bounds the raw photo bytes it holds in memory at once (photo-slots.ts).
import { statfs } from 'node:fs/promises'
import { networkKey } from '../net/client-address'
import { siteRefusedKey } from '../store/photo-queries'
import { createHold } from './photo-slots'
import type { StoredPhoto } from './photos'
import type { LeadStore, PhotoRefusal, PhotosRefused } from '../store/store'

export type PhotoBudgetLimits = {
  /** Stored bytes one request may keep (PHOTO_BUDGET_REQUEST_MB). */
  requestBytes: number
  /** Stored bytes per client per day (PHOTO_BUDGET_ADDRESS_MB); 0: no budget. */
  addressBytesPerDay: number
  /** Stored bytes for the whole site per day (PHOTO_BUDGET_SITE_MB); 0: no budget. */
  siteBytesPerDay: number
  /** Photos are refused while the disk has less free space (PHOTO_MIN_FREE_DISK_MB); 0: not checked. */
  minFreeDiskBytes: number
  /** Megapixels decoded per client per day (PHOTO_BUDGET_ADDRESS_MP); 0: no budget. */
  addressMegapixelsPerDay: number
  /** Raw photo bytes held in memory at once, every request together (PHOTO_HOLD_MB); 0: no bound. */
  holdBytes: number
}

export type PhotoBudget = ReturnType<typeof createPhotoBudget>
export type RequestBudget = Awaited<ReturnType<PhotoBudget['forRequest']>>

/** The share of the site's day that only clients with nothing stored today may use. */
export const newClientShare = 0.2

/** The share of that reserve one network (IPv4 /24, IPv6 /48) may take in a day. */
export const networkReserveShare = 0.25

/** The network of a client key (an IPv4 address, or an IPv6 /64 written as "2001:db8:1:2::/64"). */
const networkOf = (client: string) => networkKey(client.replace(/\/64$/, ''))

/** The site's stored bytes today (the photos it refused are counted under siteRefusedKey, photo-queries.ts). */
export const siteKey = 'photos:site'

/** Whole megapixels, rounded up: what a decode of width x height costs. */
export const megapixels = (pixels: number) => Math.max(1, Math.ceil(pixels / 1_000_000))

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
    /** The raw photo bytes this server holds now, awaiting their request's checks and a decode slot. */
    hold: createHold(limits.holdBytes),
    /** The budget of one request from `client` (a client key: an address or an IPv6 /64). */
    async forRequest(client: string) {
      const addressKey = await store.dailyKey('photos', client)
      const pixelsKey = await store.dailyKey('pixels', client)
      const reserveKey = await store.dailyKey('photos-reserve', networkOf(client))
      let refusal: PhotoRefusal | undefined = (await diskFull()) ? 'disk' : undefined
      let checked = false
      let fresh = true
      let requestBytes = 0
      // A client that stored photos earlier today stops short of the site's last fifth.
      const sharedCap = Math.floor(limits.siteBytesPerDay * (1 - newClientShare))
      const siteCap = () => (fresh || limits.siteBytesPerDay <= 0 ? limits.siteBytesPerDay : sharedCap)
      /** One photo refused: counted for the owner when the site's day ran out. */
      const refuse = async (reason: PhotoRefusal): Promise<PhotoRefusal> => {
        if (reason === 'site') await store.addDaily([{ key: siteRefusedKey, cap: 0 }], 1)
        return reason
      }
      const check = async () => {
        if (checked) return
        checked = true
        const usage = await store.dailyUsage([addressKey, siteKey])
        fresh = usage[addressKey] === 0
        if (refusal) return
        if (limits.addressBytesPerDay > 0 && usage[addressKey] >= limits.addressBytesPerDay) refusal = 'address'
        else if (limits.siteBytesPerDay > 0 && usage[siteKey] >= siteCap()) refusal = 'site'
      }
      /**
       * Charges the photo to the client and the site's shared four fifths; a fresh client whose
       * photo does not fit there takes it from the reserve, charged to its network's share too.
       */
      const charge = async (bytes: number) => {
        const full = await store.addDaily(
          [
            { key: addressKey, cap: limits.addressBytesPerDay },
            { key: siteKey, cap: limits.siteBytesPerDay > 0 ? sharedCap : 0 },
          ],
          bytes,
        )
        if (full !== siteKey || !fresh) return full
        const share = Math.floor(limits.siteBytesPerDay * newClientShare * networkReserveShare)
        return store.addDaily(
          [
            { key: addressKey, cap: limits.addressBytesPerDay },
            { key: siteKey, cap: limits.siteBytesPerDay },
            // A cap of 0 is no cap: a share that rounds to nothing refuses every byte instead.
            { key: reserveKey, cap: Math.max(share, 1) },
          ],
          bytes,
        )
      }
      return {
        /** Before a photo is decoded: the reason it will not be kept, if one is already known. */
        async before(): Promise<PhotoRefusal | undefined> {
          await check()
          return refusal && refuse(refusal)
        },
        /** Charges the decode of `pixels` to the client before it runs; 'pixels' (nothing charged) when its day is spent. */
        async decode(pixels: number): Promise<PhotoRefusal | undefined> {
          if (limits.addressMegapixelsPerDay <= 0) return undefined
          const full = await store.addDaily([{ key: pixelsKey, cap: limits.addressMegapixelsPerDay }], megapixels(pixels))
          return full ? 'pixels' : undefined
        },
        /** Charges a photo about to be stored; the reason when it does not fit (and no later one will). */
        async take(bytes: number): Promise<PhotoRefusal | undefined> {
          await check()
          if (refusal) return refuse(refusal)
          if (requestBytes + bytes > limits.requestBytes) return (refusal = 'request')
          const full = await charge(bytes)
          if (full) return refuse((refusal = full === addressKey ? 'address' : 'site'))
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
