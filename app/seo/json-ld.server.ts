// Every schema.org object the site emits. No rating or review markup: a business's ratings of
// itself are not eligible, and the spec's rating is visible copy only (decisions.md).
import { business } from '../../content/business'

export type Crumb = { name: string; path: string }

const url = (path: string) => (path === '/' ? business.siteUrl : business.siteUrl + path)
const businessId = `${business.siteUrl}/#business`
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

/** The business as a GeneralContractor; `areaServed` can be narrowed on a city page. */
export function businessJsonLd(options: { areaServed?: string[]; path?: string } = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': businessId,
    name: business.name,
    description: business.blurb,
    url: url(options.path ?? '/'),
    telephone: business.phone.e164,
    email: business.email,
    logo: logoObject(),
    image: url('/og/default.png'),
    priceRange: business.priceRange,
    foundingDate: String(business.founded),
    address: postalAddress(),
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHoursSpecification: business.hours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: h.days.map((d) => dayNames[d]),
        opens: h.opens,
        closes: h.closes,
      })),
    areaServed: (options.areaServed ?? areaServedNames).map(place),
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
    author: { '@type': 'Organization', name: business.name, url: business.siteUrl },
    publisher: { '@type': 'Organization', name: business.name, url: business.siteUrl, logo: logoObject() },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url(a.path) },
  }
}

export function serviceJsonLd(s: { name: string; description: string; serviceType?: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: s.name,
    serviceType: s.serviceType ?? s.name,
    description: s.description,
    provider: { '@type': 'GeneralContractor', '@id': businessId, name: business.name, telephone: business.phone.e164 },
    areaServed: areaServedNames.map(place),
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

export function softwareApplicationJsonLd(app: { name: string; description: string; path: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: app.name,
    description: app.description,
    url: url(app.path),
    applicationCategory: 'UtilitiesApplication',
    operatingSystem: 'Any (web browser)',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    provider: { '@type': 'GeneralContractor', '@id': businessId, name: business.name },
  }
}
