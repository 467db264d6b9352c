// The desk's meta tags: a title, and never indexed or followed (robots.txt disallows /inbox too).
// Only the desk's layout exports `meta`; each page names itself with `handle = deskPage('list')`.
import type { MetaDescriptor } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { deskEarningsWords } from '#content/pages/desk-earnings'

const titles = {
  list: inboxWords.list.heading,
  lead: inboxWords.lead.title,
  people: inboxWords.people.heading,
  earnings: deskEarningsWords.heading,
  'sign-in': inboxWords.signIn.title,
  welcome: inboxWords.welcome.title,
} as const

export type DeskPageName = keyof typeof titles

/** A desk page's `handle`: its name (its title, and whether it has the signed-in frame). */
export const deskPage = (page: DeskPageName) => ({ deskPage: page })

const isDeskHandle = (h: unknown): h is { deskPage: DeskPageName } => typeof h === 'object' && h !== null && 'deskPage' in h

/** The desk page that matched (the deepest), if any. */
export const deskPageOf = (matches: readonly ({ handle?: unknown } | undefined)[]): DeskPageName | undefined =>
  matches.map((m) => m?.handle).findLast(isDeskHandle)?.deskPage

/** Whether a page has the signed-in frame (sign-in and welcome stand outside). */
export const signedInPage = (page: DeskPageName | undefined) =>
  page === 'list' || page === 'lead' || page === 'people' || page === 'earnings'

export const deskMeta = (page: DeskPageName | undefined): MetaDescriptor[] => [
  { title: page ? `${titles[page]} · ${inboxWords.title}` : inboxWords.title },
  { name: 'robots', content: 'noindex, nofollow' },
]
