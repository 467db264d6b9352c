// What the article loaders (articles.server.tsx) hand the components: a card's summary and a link's.
import type { ImageData } from './image-data'

export type ArticleSummary = {
  slug: string
  title: string
  excerpt: string
  category: string
  date: string
  readTime: number
  image: ImageData
  /** Only in `npm run dev`: "Draft" or "Scheduled · <date>" on an article no build shows yet. */
  unpublished?: string
}

export type ArticleLink = { slug: string; title: string; category: string; readTime: number }
