// The contact page's words, top to bottom. The service areas are data in content/areas.ts; the
// form's field labels stay with the form (content/README.md); {tokens} are business facts.
import { parseContent } from '../parse'
import { contactPageSchema } from './page-schemas'

export const contactPage = parseContent('content/pages/contact.ts', contactPageSchema, {
  breadcrumb: 'Contact',
  hero: {
    title: 'Get Your Free Quote Today',
    subtitle:
      'Tell us about your project and we will arrange a free in-home consultation. We reply to every request within {replyHours} hours.',
  },
  form: {
    heading: 'Request Your Free Consultation',
    intro: 'Fields marked as required help us reach you. Project details are optional but help us prepare.',
    links: [
      { label: 'Try our cost calculator first', href: '/tile-cost-calculator' },
      { label: 'Portland services info', href: '/tile-installation-portland' },
    ],
  },
  details: {
    heading: 'Contact Information',
    phone: 'Phone',
    email: 'Email',
    area: 'Service Area',
    hours: 'Business Hours',
  },
  licence: { heading: 'Licensed & Insured', text: '{name} is a licensed, insured Oregon contractor. License:' },
  areas: {
    heading: 'Our Service Areas',
    intro: 'We proudly serve a {radius}-mile radius around the greater Portland Metro area.',
    office: 'Office',
  },
  // The contact page's own 'Email Us Today' button (back to the form) follows these actions.
  cta: {
    heading: 'Prefer to Talk It Through?',
    text: 'Call us during business hours, or send the form above and we will get back to you.',
    actions: [{ label: 'Call Now', href: '{phoneHref}', icon: 'phone' }],
  },
})
