// Every schema.org object the site emits. No rating or review markup: a business's ratings of
// itself are not eligible, and the rating badge on the quote page is visible copy only. The
// business is one node with one set of facts wherever it appears (same @id, url and areaServed);
// other nodes point to it by @id.
import { defaultOgImagePath } from './og-path'
import { absoluteUrl, siteOrigin } from '#config/site-url'
import { business } from '#content/business'

export type Crumb = { name: string; path: string }

const url = absoluteUrl
const businessId = `${siteOrigin()}/#business`
const websiteId = `${siteOrigin()}/#website`
const dayNames = {
  Monday: 'Monday',
  Tuesday: 'Tuesday',
  Wednesday: 'Wednesday',
  Thursday: 'Thursday',
  Friday: 'Friday',
  Saturday: 'Saturday',
  Sunday: 'Sunday',
}

export const areaServedNames = ['Portland', 'Beaverton', 'Gresham', 'Lake Oswego', 'Tigard', 'Milwaukie']

function place(name: string) {
  return { '@type': 'City', name: `${name}, OR` }
}

function postalAddress() {
  return {
    '@type': 'PostalAddress',
    streetAddress: business.address.street,
    addressLocality: business.address.city,
    addressRegion: business.address.region,
    postalCode: business.address.postalCode,
    addressCountry: business.address.country,
  }
}

export function logoObject() {
  return { '@type': 'ImageObject', url: url('/logo.png'), width: 512, height: 512 }
}

/** The business as a GeneralContractor: the same node on every page that carries it. */
export function businessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': businessId,
    name: business.name,
    description: business.blurb,
    url: url('/'),
    telephone: business.phone.e164,
    email: business.email,
    logo: logoObject(),
    image: url(defaultOgImagePath),
    priceRange: business.priceRange,
    foundingDate: String(business.founded),
    address: postalAddress(),
    // Search engines ask for at least five decimals (about a metre).
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude.toFixed(5), longitude: business.geo.longitude.toFixed(5) },
    openingHoursSpecification: business.hours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: h.days.map((d) => dayNames[d]),
        opens: h.opens,
        closes: h.closes,
      })),
    areaServed: areaServedNames.map(place),
    sameAs: business.social.map((s) => s.url),
    hasCredential: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: `${business.licence.board} #${business.licence.number}`,
    },
  }
}

/** Home first, then the trail; positions from 1, absolute URLs. */
export function breadcrumbJsonLd(trail: Crumb[]) {
  const items = [{ name: 'Home', path: '/' }, ...trail]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: url(c.path) })),
  }
}

export function blogPostingJsonLd(a: {
  title: string
  description: string
  path: string
  image: string
  datePublished: string
  dateModified: string
  section: string
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: a.title,
    description: a.description,
    image: [url(a.image)],
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    articleSection: a.section,
    author: { '@type': 'Organization', name: business.name, url: siteOrigin() },
    publisher: { '@type': 'Organization', name: business.name, url: siteOrigin(), logo: logoObject() },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url(a.path) },
  }
}

/** The site itself, published by the business; on the home page. */
export function webSiteJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId,
    url: url('/'),
    name: business.name,
    description: business.blurb,
    inLanguage: 'en-US',
    publisher: { '@id': businessId },
  }
}

/** A service; on a city page `areaServed` is that city, and `path` its page. */
export function serviceJsonLd(s: { name: string; description: string; serviceType?: string; areaServed?: string[]; path?: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: s.name,
    serviceType: s.serviceType ?? s.name,
    description: s.description,
    ...(s.path ? { url: url(s.path) } : {}),
    provider: { '@type': 'GeneralContractor', '@id': businessId, name: business.name, telephone: business.phone.e164 },
    areaServed: (s.areaServed ?? areaServedNames).map(place),
  }
}

export function faqJsonLd(items: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  }
}
