// The page a form lands on without JavaScript, once the request is stored.
import { parseContent } from '../parse'
import { notePageSchema } from './page-schemas'

export const thankYouPage = parseContent('content/pages/thank-you.ts', notePageSchema, {
  heading: "Thank You! We'll contact you within {replyHours} hours.",
  text: [
    { text: 'Your request is saved and on its way to our team. If your project is urgent, call us at ' },
    { text: '{phone}', href: '{phoneHref}' },
    { text: '.' },
  ],
  actions: [
    { label: 'Return to Home', href: '/' },
    { label: 'View Our Work', href: '/portfolio', variant: 'outline' },
  ],
})
