// Facts derived from content/business.ts in the forms pages show: the years of experience, the
// licence as the footer and the structured data give it, telephone and e-mail links, opening hours.
import { business } from '#content/business'
import { yearsOfExperience } from './years'

/** "10+" until 2029: computed from `founded` at build time (docs/decisions/004-years-of-experience.md). */
export const yearsLabel = yearsOfExperience(business.founded)
/** "Oregon CCB #123456" */
export const licenceLabel = `${business.licence.board} #${business.licence.number}`
/** "CCB #123456", as the footer shows it */
export const ccbLabel = `CCB #${business.licence.number}`
export const phoneHref = `tel:${business.phone.e164}`
export const emailHref = `mailto:${business.email}`

/** "7:00 AM – 6:00 PM" or "Closed" */
export function hoursText(h: { opens?: string; closes?: string }): string {
  if (!h.opens || !h.closes) return 'Closed'
  const fmt = (t: string) => {
    const [hh, mm] = t.split(':').map(Number)
    return `${((hh + 11) % 12) + 1}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`
  }
  return `${fmt(h.opens)} – ${fmt(h.closes)}`
}
