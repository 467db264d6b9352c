import { business, ccbLabel, emailHref, hoursText, licenceLabel, phoneHref, yearsLabel } from '../../content/business'
import { fillTokens, type SiteFacts } from './site'

export function siteFacts(): SiteFacts {
  const a = business.address
  return {
    name: business.name,
    blurb: business.blurb,
    phone: { display: business.phone.display, href: phoneHref },
    email: { address: business.email, href: emailHref },
    city: a.city,
    region: a.region,
    addressLine: `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`,
    licence: licenceLabel,
    ccb: ccbLabel,
    yearsLabel,
    founded: business.founded,
    replyHours: business.replyHours,
    photoRetentionDays: business.photoRetentionDays,
    serviceRadiusMiles: business.serviceRadiusMiles,
    serviceRegion: business.serviceRegion,
    hours: business.hours.map((h) => ({ label: h.label, text: hoursText(h) })),
    social: business.social,
  }
}

/** Deeply replaces business-fact tokens in every string of a content object (build time). */
export function fillContent<T>(value: T): T {
  const site = siteFacts()
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return fillTokens(v, site)
    if (Array.isArray(v)) return v.map(walk)
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    return v
  }
  return walk(value) as T
}
