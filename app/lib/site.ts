// The business facts the shell shows, as plain data (built at build time by site.server.ts).
import { createContext, useContext } from 'react'

import type { NavLink, NavSection } from '#content/navigation'
import type { SharedCopy } from '#content/pages/schemas'

/** The words of the parts that any page (and any island) may show, tokens filled in. */
export type SiteWords = Pick<SharedCopy, 'trustBadges' | 'breadcrumbs' | 'articleCards'>

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
  words: SiteWords
}

/**
 * The site facts, provided by the root (from its loader) or by an island's root in the browser;
 * every page and section reads them from here.
 */
export const SiteContext = createContext<SiteFacts | null>(null)

export function useSite(): SiteFacts {
  const site = useContext(SiteContext)
  if (!site) throw new Error('useSite() needs the site facts: render inside <SiteContext value={...}>')
  return site
}
