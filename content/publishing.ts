// The words about an article's publication: the "Updated" line readers see, what `npm run dev`
// says on a draft or a scheduled article, and the placeholders `npm run new:article` writes (the
// content check refuses them in a published article).
import { parseContent } from './parse'
import { publishingCopySchema } from './schemas'

export const publishing = parseContent('content/publishing.ts', publishingCopySchema, {
  updated: 'Updated',
  draft: 'Draft',
  scheduled: 'Scheduled',
  draftNote: 'Only npm run dev shows this draft. Every build leaves it out until the draft: true line is deleted.',
  scheduledNote: 'Not live yet: the first build on or after {date} publishes it.',
  panel: {
    heading: 'Editor preview (npm run dev only)',
    title: 'Title (the page heading)',
    searchTitle: 'Title in search results',
    description: 'Description',
    excerpt: 'Excerpt (the blog card)',
    length: '{length} characters ({range})',
    range: '{min}–{max}',
    atMost: 'at most {max}',
    outOfRange: 'out of range',
    search: 'In search results',
    card: 'Share card',
    cardAlt: 'The share card of "{title}"',
  },
  placeholders: {
    description: 'Replace me: one or two sentences a search result shows under the title, 50 to 160 characters.',
    excerpt: 'Replace me: the two or three sentences the blog card shows, to make a homeowner read on.',
    imageAlt: 'Replace me: what the picture shows, its tile, pattern, colors and room',
    body: 'Replace me: start with a paragraph that tells the reader what this article answers.',
    heading: 'Replace me with the first heading',
  },
})
