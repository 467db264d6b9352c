// Whether a ZIP code lies in the service area, in words for the visitor. Browser-safe: the quote
// form checks a ZIP against the small table the page was built with (domain/service-area.ts makes
// it from the full ZIP table), and the server checks the same ZIP against the full table.

export type ZipCheck =
  { kind: 'invalid' } | { kind: 'unknown' } | { kind: 'in-area'; miles?: number } | { kind: 'out-of-area'; miles?: number }

/**
 * The real ZIP codes under every three-digit prefix that reaches the service area (a few hundred),
 * split by whether they lie within the radius. A ZIP under another prefix is far away: out of area.
 */
export type AreaTable = { prefixes: string[]; inArea: string[]; nearby: string[] }

export const zipPattern = /^\d{5}$/

export const zipMessages = {
  invalid: 'Please enter a 5-digit ZIP code, like 97030.',
  unknown: (zip: string) => `We could not find the ZIP code ${zip}. Please check it.`,
  inArea: (zip: string) => `Good news: ${zip} is in our service area.`,
  outOfArea: (zip: string, radiusMiles: number, phone: string) =>
    `${zip} is outside our usual ${radiusMiles}-mile service area. You can still send your request and we will let you know if we can help, or call us at ${phone}.`,
} as const

/** Great-circle distance in miles (haversine), enough for a radius of tens of miles. */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * 3958.7613 * Math.asin(Math.sqrt(h))
}

/** The browser's answer from the page's table; the server answers from the full table. */
export function checkZipInTable(raw: string, table: AreaTable): ZipCheck {
  const zip = raw.trim()
  if (!zipPattern.test(zip)) return { kind: 'invalid' }
  if (table.inArea.includes(zip)) return { kind: 'in-area' }
  if (table.nearby.includes(zip)) return { kind: 'out-of-area' }
  return table.prefixes.includes(zip.slice(0, 3)) ? { kind: 'unknown' } : { kind: 'out-of-area' }
}
