// The rough installed-price range: the owner's rates per job type (content/labor-rates.ts, handed
// over by the route's loader as plain data) times the area, never below their smallest job.
export type LaborRate = {
  id: string
  name: string
  project: string
  lowPerSqFt: number
  highPerSqFt: number
  minimum: number
}

export type LaborRange = { job: LaborRate; low: number; high: number }

/** Rounded outward to $10, so the range reads as the rough figure it is. */
export function laborRange(areaSqFt: number, job: LaborRate): LaborRange {
  const low = Math.floor(Math.max(job.minimum, areaSqFt * job.lowPerSqFt) / 10) * 10
  const high = Math.ceil(Math.max(job.minimum, areaSqFt * job.highPerSqFt) / 10) * 10
  return { job, low, high }
}

export function findJob(rates: readonly LaborRate[], id: string | null | undefined): LaborRate | undefined {
  return rates.find((r) => r.id === id)
}
