// The service area from the ZIP table of the `zipcodes` package (US ZIP codes with a latitude and
// longitude each): the server checks a posted ZIP against the whole table, and the quote page is
// built with the small part of it near the business (AreaTable). Never imported by browser code:
// the table is 5 MB.
import zipcodes from 'zipcodes'
import { business } from '#content/business'
import { type AreaTable, type ZipCheck, milesBetween, zipPattern } from './zip-area'

type Center = { latitude: number; longitude: number }
const home: Center = business.geo

function lookup(zip: string) {
  const found = zipcodes.lookup(zip)
  return found && found.country === 'US' && found.zip === zip ? found : undefined
}

/** "Salem, OR" for a ZIP of the table, or undefined. */
export function placeOf(zip: string): string | undefined {
  const place = lookup(zip.trim())
  return place ? `${place.city}, ${place.state}` : undefined
}

/** A ZIP's place against the whole table: invalid, not a real ZIP, or in or out of the radius. */
export function checkZip(raw: string, center: Center = home, radiusMiles = business.serviceRadiusMiles): ZipCheck {
  const zip = raw.trim()
  if (!zipPattern.test(zip)) return { kind: 'invalid' }
  const place = lookup(zip)
  if (!place) return { kind: 'unknown' }
  const miles = Math.round(milesBetween(center, place) * 10) / 10
  return { kind: miles <= radiusMiles ? 'in-area' : 'out-of-area', miles }
}

/** The part of the table the quote page needs (built into the page at build time). */
export function serviceAreaTable(center: Center = home, radiusMiles = business.serviceRadiusMiles): AreaTable {
  const us = Object.values(zipcodes.codes).filter((c) => c.country === 'US' && zipPattern.test(c.zip))
  const inArea = us.filter((c) => checkZip(c.zip, center, radiusMiles).kind === 'in-area').map((c) => c.zip)
  const prefixes = [...new Set(inArea.map((z) => z.slice(0, 3)))].sort()
  const nearby = us.filter((c) => prefixes.includes(c.zip.slice(0, 3)) && !inArea.includes(c.zip)).map((c) => c.zip)
  return { prefixes, inArea: inArea.sort(), nearby: nearby.sort() }
}
