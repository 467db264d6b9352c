import { footerAreaLinks, footerServiceLinks, headerSections } from '#content/navigation'
import { sharedCopy } from '#content/pages/shared'
import { fillContent, keepSlots, tokenValues } from '#domain/tokens'
import { business } from '#content/business'
import { ccbLabel, emailHref, hoursText, licenceLabel, phoneHref, yearsLabel } from '#domain/business-labels'
import type { SiteFacts } from './site'

export function siteFacts(): SiteFacts {
  const a = business.address
  return {
    name: business.name,
    blurb: business.blurb,
    phone: { display: business.phone.display, href: phoneHref },
    email: { address: business.email, href: emailHref },
    city: a.city,
    region: a.region,
    addressLine: tokenValues.address,
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
    nav: { header: headerSections, footerServices: footerServiceLinks, footerAreas: footerAreaLinks },
    // {minutes} is each article's own: filled in where a card shows it.
    words: fillContent(
      { trustBadges: sharedCopy.trustBadges, breadcrumbs: sharedCopy.breadcrumbs, articleCards: sharedCopy.articleCards },
      keepSlots('minutes'),
    ),
  }
}
