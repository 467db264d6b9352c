// The days the business's calendar counts as holidays for the contract's cancellation windows
// (domain/business-days.ts): Oregon's legal holidays (ORS 187.010) and the federal ones, 2026 to
// 2028, each with the day it is observed when it falls on a weekend (Saturday: the Friday before;
// Sunday: the Monday after). Listing both the day and the observed day is the cautious reading: it
// makes a window no shorter (record 039). Factual dates only; add the next year before 2028 ends:
// the desk refuses to count a window that reaches past the last listed year.
import * as z from 'zod'
import { parseContent } from './parse'

const day = z.iso.date()

const calendarSchema = z.object({
  /** The last year whose holidays are all listed. */
  listedThrough: z.number().int(),
  holidays: z.array(z.object({ on: day, name: z.string().min(1) })).min(1),
})

export const businessCalendar = parseContent('content/business-calendar.ts', calendarSchema, {
  listedThrough: 2028,
  holidays: [
    { on: '2026-01-01', name: 'New Year’s Day' },
    { on: '2026-01-19', name: 'Martin Luther King Jr. Day' },
    { on: '2026-02-16', name: 'Presidents Day' },
    { on: '2026-05-25', name: 'Memorial Day' },
    { on: '2026-06-19', name: 'Juneteenth' },
    { on: '2026-07-03', name: 'Independence Day (observed)' },
    { on: '2026-07-04', name: 'Independence Day' },
    { on: '2026-09-07', name: 'Labor Day' },
    { on: '2026-10-12', name: 'Columbus Day (federal)' },
    { on: '2026-11-11', name: 'Veterans Day' },
    { on: '2026-11-26', name: 'Thanksgiving Day' },
    { on: '2026-12-25', name: 'Christmas Day' },
    { on: '2027-01-01', name: 'New Year’s Day' },
    { on: '2027-01-18', name: 'Martin Luther King Jr. Day' },
    { on: '2027-02-15', name: 'Presidents Day' },
    { on: '2027-05-31', name: 'Memorial Day' },
    { on: '2027-06-18', name: 'Juneteenth (observed)' },
    { on: '2027-06-19', name: 'Juneteenth' },
    { on: '2027-07-04', name: 'Independence Day' },
    { on: '2027-07-05', name: 'Independence Day (observed)' },
    { on: '2027-09-06', name: 'Labor Day' },
    { on: '2027-10-11', name: 'Columbus Day (federal)' },
    { on: '2027-11-11', name: 'Veterans Day' },
    { on: '2027-11-25', name: 'Thanksgiving Day' },
    { on: '2027-12-24', name: 'Christmas Day (observed)' },
    { on: '2027-12-25', name: 'Christmas Day' },
    { on: '2027-12-31', name: 'New Year’s Day (observed)' },
    { on: '2028-01-01', name: 'New Year’s Day' },
    { on: '2028-01-17', name: 'Martin Luther King Jr. Day' },
    { on: '2028-02-21', name: 'Presidents Day' },
    { on: '2028-05-29', name: 'Memorial Day' },
    { on: '2028-06-19', name: 'Juneteenth' },
    { on: '2028-07-04', name: 'Independence Day' },
    { on: '2028-09-04', name: 'Labor Day' },
    { on: '2028-10-09', name: 'Columbus Day (federal)' },
    { on: '2028-11-10', name: 'Veterans Day (observed)' },
    { on: '2028-11-11', name: 'Veterans Day' },
    { on: '2028-11-23', name: 'Thanksgiving Day' },
    { on: '2028-12-25', name: 'Christmas Day' },
  ],
})
