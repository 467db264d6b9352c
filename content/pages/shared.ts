// The words every page shares: the skip link, the header and footer, the trust badges near every
// call to action, the breadcrumb trail and the article cards; {tokens} are business facts.
import { parseContent } from '../parse'
import { sharedCopySchema } from './schemas'

export const sharedCopy = parseContent('content/pages/shared.ts', sharedCopySchema, {
  skipLink: 'Skip to main content',
  loading: 'Loading…',
  header: {
    homeLink: '{name}, home',
    nav: 'Main',
    action: { label: 'Get Free Quote', href: '/quote' },
  },
  footer: {
    licence: 'Licensed & insured · {ccb}',
    services: 'Services',
    areas: 'Service Areas',
    contact: 'Contact',
    social: 'Social profiles',
    socialLink: '{name} on {network} (opens in a new tab)',
    rights: 'All rights reserved.',
    privacy: { label: 'Privacy Policy', href: '/privacy-policy' },
  },
  trustBadges: {
    label: 'Why homeowners trust us',
    badges: [
      { icon: 'shield-check', text: 'Licensed & Insured' },
      { icon: 'award', text: '{years} Years Experience' },
      { icon: 'clock', text: 'Reply Within {replyHours} Hours' },
    ],
  },
  breadcrumbs: { label: 'Breadcrumb', home: 'Home' },
  articleCards: { readTime: '{minutes} min read', cue: 'Read article →' },
})
