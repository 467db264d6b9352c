// The quote details the schema cannot judge alone: whether the ZIP is real and in the service area
// (the full ZIP table), whether each visit window is one the business hours offer, and whether an
// attached estimate or pattern holds up, recomputed with the tools' own code.
import { attachedPattern, checkAttachedEstimate } from '#domain/calculator/attachment'
import { laborRates } from '#content/labor-rates'
import { type FieldErrors, type QuoteLead, messages } from '#domain/lead-form'
import { checkZip } from '#domain/service-area'
import { findVisitWindow } from '#domain/visit-windows'
import { zipMessages } from '#domain/zip-area'
import type { NewLead } from '../store/store'

export type QuoteDetails = Pick<NewLead, 'zip' | 'inArea' | 'visitWindows' | 'estimate' | 'pattern'>

const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']

/** "sunday-morning" names a real day and part of a day the business is closed for; say so. */
function windowError(id: string): string {
  const [day, part] = id.split('-')
  if (!days.includes(day) || !['morning', 'afternoon', 'evening'].includes(part)) return messages.visitWindowUnknown
  return `We are not open on ${day[0].toUpperCase()}${day.slice(1)} ${part}s. Please choose one of the listed times.`
}

export function checkQuoteDetails(data: QuoteLead): { errors: FieldErrors; details: QuoteDetails } {
  const errors: FieldErrors = {}
  const details: QuoteDetails = { zip: null, inArea: null, visitWindows: [], estimate: null, pattern: null }

  if (data.zip) {
    const zip = checkZip(data.zip)
    if (zip.kind === 'invalid') errors.zip = zipMessages.invalid
    else if (zip.kind === 'unknown') errors.zip = zipMessages.unknown(data.zip)
    else Object.assign(details, { zip: data.zip, inArea: zip.kind === 'in-area' })
  }

  const chosen = [...new Set(data.visitWindows)]
  const closed = chosen.find((id) => !findVisitWindow(id))
  if (closed) errors.visitWindows = windowError(closed)
  else details.visitWindows = chosen

  if (data.estimate) {
    const checked = checkAttachedEstimate(data.estimate, laborRates)
    if (!checked.ok) errors.estimate = checked.error
    else {
      const e = checked.takeoff.estimate
      details.estimate = { query: checked.query, lines: checked.lines, totalTiles: e.totalTiles, totalWithWaste: e.totalWithWaste }
    }
  }

  if (data.pattern) {
    const p = attachedPattern(data.pattern)
    if (!p) errors.pattern = messages.pattern
    else details.pattern = { query: p.query, pattern: p.pattern.name, color: p.color.name, grout: p.grout.name }
  }
  return { errors, details }
}
