// The 404 page, shown at any address with no page.
import { parseContent } from '../parse'
import { notePageSchema } from './page-schemas'

export const notFoundPage = parseContent('content/pages/not-found.ts', notePageSchema, {
  heading: 'Oops! Page not found',
  text: [{ text: 'The page you asked for does not exist or has moved.' }],
  actions: [{ label: 'Return to Home', href: '/' }],
})
