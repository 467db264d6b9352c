// The business facts the shell shows, as plain data (built at build time by site.server.ts).
import { useRouteLoaderData } from 'react-router'

import type { NavLink, NavSection } from '../../content/navigation'

export type SiteFacts = {
  name: string
  blurb: string
  phone: { display: string; href: string }
  email: { address: string; href: string }
  city: string
  region: string
  addressLine: string
  licence: string
  ccb: string
  yearsLabel: string
  founded: number
  replyHours: number
  /** Days the photos of a quote request are kept (business.photoRetentionDays). */
  photoRetentionDays: number
  serviceRadiusMiles: number
  serviceRegion: string
  hours: { label: string; text: string }[]
  social: { network: string; url: string }[]
  nav: { header: NavSection[]; footerServices: NavLink[]; footerAreas: NavLink[] }
}

/** The site facts from the root loader; every page and section reads them from here. */
export function useSite(): SiteFacts {
  const data = useRouteLoaderData('root') as { site: SiteFacts } | undefined
  if (!data) throw new Error('useSite() needs the root loader data')
  return data.site
}
