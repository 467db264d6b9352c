// "12 min ago": how long since a lead came in, in the desk's words.
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'

export function age(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000))
  const { ages } = inboxWords
  if (minutes < 1) return ages.now
  if (minutes < 60) return fillSlots(ages.minutes, { n: minutes })
  if (minutes < 48 * 60) return fillSlots(ages.hours, { n: Math.floor(minutes / 60) })
  return fillSlots(ages.days, { n: Math.floor(minutes / 1440) })
}

/** A time as the phone shows it: "Nov 25, 2:05 PM". */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
