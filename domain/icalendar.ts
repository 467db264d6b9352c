// A small iCalendar writer (RFC 5545) for the visits: the customer's confirmation, update and
// cancellation, and the owner's calendar feed. Only what those need: a calendar with its method
// and refresh hints, and events with UTC times (or whole days), a stable UID and a SEQUENCE.
// Text is escaped (backslash, semicolon, comma, line breaks), lines end in CRLF and are folded at
// 75 octets without splitting a UTF-8 character. Tested against an independent parser (ical.js).

/** A whole day, "2026-11-26", for a visit booked without a time: no time zone to get wrong. */
export type IcsDay = { day: string }
export type IcsWhen = Date | IcsDay

export type IcsEvent = {
  /** Stable for the visit across its changes, e.g. "visit-7-3f2a…@startile.example". */
  uid: string
  /** 0 at first, raised at each change: a calendar keeps the event with the highest. */
  sequence: number
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date
  start: IcsWhen
  end: IcsWhen
  summary: string
  description?: string
  location?: string
  url?: string
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
  organizer?: { name: string; email: string }
}

export type IcsCalendar = {
  /** "-//Star Tile//Visits//EN" */
  prodId: string
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL'
  /** The calendar's name in the subscriber's list (X-WR-CALNAME). */
  name?: string
  /** How often a subscriber should fetch it again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
  refreshMinutes?: number
  events: readonly IcsEvent[]
}

const CRLF = '\r\n'

/** A TEXT value: backslash, semicolon and comma escaped, every line break written as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A parameter value (CN=…): quoted, as a name may hold a comma or a colon; a quote cannot be written, so it goes. */
const paramValue = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`

/** "20261126T173000Z" */
export function utcStamp(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new Error('An iCalendar time must be a valid date')
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

const isDay = (when: IcsWhen): when is IcsDay => !(when instanceof Date)

function dateProperty(name: string, when: IcsWhen): string {
  if (!isDay(when)) return `${name}:${utcStamp(when)}`
  if (!/^\d{4}-\d{2}-\d{2}$/.test(when.day)) throw new Error(`Not a calendar day: ${when.day}`)
  return `${name};VALUE=DATE:${when.day.replace(/-/g, '')}`
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  if (encoder.encode(line).length <= 75) return line
  const pieces: string[] = []
  let piece = ''
  let octets = 0
  // The first line holds 75 octets; each next one 74 after its leading space.
  let room = 75
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > room) {
      pieces.push(piece)
      piece = ''
      octets = 0
      room = 74
    }
    piece += char
    octets += size
  }
  pieces.push(piece)
  return pieces.join(`${CRLF} `)
}

function eventLines(event: IcsEvent): string[] {
  if (!Number.isInteger(event.sequence) || event.sequence < 0) throw new Error('SEQUENCE must be a whole number from 0')
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    dateProperty('DTSTART', event.start),
    dateProperty('DTEND', event.end),
    `SUMMARY:${escapeText(event.summary)}`,
  ]
  if (event.status) lines.push(`STATUS:${event.status}`)
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  // A URI value is not TEXT: it is written as it is, with its line breaks (never valid in one) removed.
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`)
  if (event.organizer) {
    const email = event.organizer.email.replace(/[\r\n:;"]/g, '')
    lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${email}`)
  }
  lines.push('END:VEVENT')
  return lines
}

/** The calendar as iCalendar text: CRLF line ends, folded lines, one VEVENT per event. */
export function icsCalendar(calendar: IcsCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${escapeText(calendar.prodId)}`, 'CALSCALE:GREGORIAN']
  if (calendar.method) lines.push(`METHOD:${calendar.method}`)
  if (calendar.name) lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`)
  if (calendar.refreshMinutes) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`)
  }
  for (const event of calendar.events) lines.push(...eventLines(event))
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join(CRLF) + CRLF
}
