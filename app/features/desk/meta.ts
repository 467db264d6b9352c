// The desk's meta tags: a title, and never indexed or followed (robots.txt disallows /inbox too).
import type { MetaDescriptor } from 'react-router'
import { inboxWords } from '#content/pages/inbox'

const titles = {
  list: inboxWords.list.heading,
  lead: inboxWords.lead.title,
  people: inboxWords.people.heading,
  'sign-in': inboxWords.signIn.title,
  welcome: inboxWords.welcome.title,
} as const

export const deskMeta = (page: keyof typeof titles): MetaDescriptor[] => [
  { title: `${titles[page]} · ${inboxWords.title}` },
  { name: 'robots', content: 'noindex, nofollow' },
]
