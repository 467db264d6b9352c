// The words around every article: the byline, the contents box, the call to action after the body
// and the headings of what follows it. The articles themselves are content/articles/*.mdx.
import { parseContent } from '../parse'
import { articlePageSchema } from './page-schemas'

export const articlePage = parseContent('content/pages/article.ts', articlePageSchema, {
  readTime: '{minutes} min read',
  byline: 'By the {name} team',
  contents: 'In this article',
  cta: {
    heading: 'Planning a tile project?',
    text: 'Get a free in-home consultation and a written quote. We reply within {replyHours} hours.',
    actions: [
      { label: 'Get Free Quote', href: '/contact' },
      { label: 'Call {phone}', href: '{phoneHref}', variant: 'light' },
    ],
  },
  related: 'Related articles',
  resources: 'Related resources',
})
