// The privacy policy page's own words; the policy itself is in content/privacy.ts.
import { parseContent } from '../parse'
import { privacyPageSchema } from './page-schemas'

export const privacyPage = parseContent('content/pages/privacy-policy.ts', privacyPageSchema, {
  breadcrumb: 'Privacy Policy',
  title: 'Privacy Policy',
  lastUpdated: 'Last updated:',
})
