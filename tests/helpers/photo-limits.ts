// Photo budgets for tests that are not about them: the defaults of docs/limits.md, no disk check.
import type { PhotoBudgetLimits } from '../../server/intake/photo-budget'

export const MB = 1024 * 1024

export const generousPhotoLimits: PhotoBudgetLimits = {
  requestBytes: 5 * MB,
  addressBytesPerDay: 50 * MB,
  siteBytesPerDay: 250 * MB,
  minFreeDiskBytes: 0,
  addressMegapixelsPerDay: 1000,
  holdBytes: 256 * MB,
}
