// The iCalendar writer, read back by an independent parser (ical.js, Mozilla's): what it writes is
// what a calendar app reads, whatever the text holds.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { instantAt } from './business-clock'
import { type IcsEvent, escapeText, foldLine, icsCalendar, utcStamp } from './icalendar'

const event = (over: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'visit-7-abc@startile.example',
  sequence: 0,
  stamp: new Date('2026-11-20T18:00:00Z'),
  start: new Date('2026-11-26T17:30:00Z'),
  end: new Date('2026-11-26T18:30:00Z'),
  summary: 'Star Tile: free in-home visit',
  ...over,
})

const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) }
}

describe('icsCalendar', () => {
  it('writes a calendar the independent parser reads back field by field', () => {
    const text = icsCalendar({
      prodId: '-//Star Tile//Visits//EN',
      method: 'PUBLISH',
      name: 'Star Tile visits',
      refreshMinutes: 15,
      events: [
        event({
          sequence: 3,
          status: 'CONFIRMED',
          location: 'Gresham, OR 97030',
          description: 'Have the room clear; call (503) 555-0142.\nSee you then',
          url: 'https://startile.example/visit/abc',
          organizer: { name: 'Star Tile', email: 'hello@startile.example' },
        }),
      ],
    })
    const { calendar, events } = parse(text)
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Star Tile visits')
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT15M')
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT15M')
    const [e] = events
    expect(e.uid).toBe('visit-7-abc@startile.example')
    expect(e.sequence).toBe(3)
    expect(e.startDate.toJSDate().toISOString()).toBe('2026-11-26T17:30:00.000Z')
    expect(e.startDate.zone.tzid).toBe('UTC')
    expect(e.endDate.toJSDate().toISOString()).toBe('2026-11-26T18:30:00.000Z')
    expect(e.location).toBe('Gresham, OR 97030')
    expect(e.description).toBe('Have the room clear; call (503) 555-0142.\nSee you then')
    expect(e.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(e.component.getFirstPropertyValue('url')).toBe('https://startile.example/visit/abc')
    expect(e.organizer).toBe('mailto:hello@startile.example')
    expect(e.component.getFirstProperty('organizer')?.getParameter('cn')).toBe('Star Tile')
    expect(String(e.component.getFirstPropertyValue('dtstamp'))).toBe('2026-11-20T18:00:00Z')
  })

  it('ends every line in CRLF and folds none longer than 75 octets, also inside accented and wide text', () => {
    const long = 'Café tile, ñandú mosaic; 浴室のタイル, ' + 'x'.repeat(200) + ' — done'
    const text = icsCalendar({ prodId: '-//Star Tile//Visits//EN', events: [event({ summary: long, description: long })] })
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const [e] = parse(text).events
    expect(e.summary).toBe(long)
    expect(e.description).toBe(long)
  })

  it('writes a day without a time as a whole-day event', () => {
    const [e] = parse(icsCalendar({ prodId: 'p', events: [event({ start: { day: '2026-11-26' }, end: { day: '2026-11-27' } })] })).events
    expect(e.startDate.isDate).toBe(true)
    expect(e.startDate.toString()).toBe('2026-11-26')
    expect(e.endDate.toString()).toBe('2026-11-27')
  })

  it('keeps a hostile name from adding a line or a parameter', () => {
    const text = icsCalendar({
      prodId: 'p',
      events: [event({ summary: 'A\r\nSTATUS:CANCELLED', organizer: { name: 'Evil"\r\n;X=1:y', email: 'a@b.example\r\nX:1' } })],
    })
    const [e] = parse(text).events
    expect(e.summary).toBe('A\nSTATUS:CANCELLED')
    expect(e.component.getFirstPropertyValue('status')).toBeNull()
    expect(text.split('\r\n').filter((l) => l.startsWith('X:') || l.startsWith('STATUS'))).toEqual([])
  })

  it('a Portland wall-clock time is the right UTC instant on both sides of the November change', () => {
    // 9:30 AM on Saturday 31 October 2026 is PDT (UTC-7); on Monday 2 November, PST (UTC-8).
    const before = instantAt(2026, 10, 31, 9 * 60 + 30, 'America/Los_Angeles')
    const after = instantAt(2026, 11, 2, 9 * 60 + 30, 'America/Los_Angeles')
    expect(utcStamp(before)).toBe('20261031T163000Z')
    expect(utcStamp(after)).toBe('20261102T173000Z')
  })
})

describe('the pieces', () => {
  it('escapes text as RFC 5545 says', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
  })
  it('leaves a short line alone and folds a long one with CRLF and a space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short')
    const folded = foldLine('X:' + 'a'.repeat(100))
    expect(folded.split('\r\n ').map((l) => l.length)).toEqual([75, 27])
  })
  it('refuses an invalid time and a negative sequence', () => {
    expect(() => icsCalendar({ prodId: 'p', events: [event({ start: new Date('nope') })] })).toThrow()
    expect(() => icsCalendar({ prodId: 'p', events: [event({ sequence: -1 })] })).toThrow()
  })
})
