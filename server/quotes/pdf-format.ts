// How the quote PDF writes days, instants and its {slots} (issue 42). Days are calendar days of the
// business ("2026-12-15" → "December 15, 2026"); an instant (the acceptance, a view) is shown on
// Portland's clock with its zone, as the record's reader needs no conversion.
import { business } from '#content/business'

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
const instantFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'long',
  timeZone: business.replyPromise.timeZone,
})

/** "2026-12-15" → "December 15, 2026". */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number)
  return dayFormat.format(new Date(Date.UTC(y, m - 1, d)))
}

/** An ISO instant → "November 28, 2026 at 3:04:05 PM PST". */
export const instantText = (iso: string) => instantFormat.format(new Date(iso))

/** "Quote {reference}" with { reference: 'ST-1042' } → "Quote ST-1042"; an unknown slot stays as typed. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
