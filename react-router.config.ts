// Every route is prerendered to static HTML; there is no server rendering at run time.
import path from 'node:path'
import { siteSettings } from '#config/site'
import type { Config } from '@react-router/dev/config'
import { loadArticles } from '#domain/articles/article-files'
import { publishedArticles } from '#domain/articles/published'
import { redirects } from '#content/redirects'

export default {
  ssr: false,
  // BUILD_DIR lets several builds (a developer's, a test's) live side by side.
  buildDirectory: path.relative(process.cwd(), siteSettings().buildDir),
  // A build gives only the published articles a page: drafts and articles dated after the build
  // day have none. `npm run dev` serves only listed paths too, so there every article is listed.
  async prerender({ getStaticPaths }) {
    const articles = siteSettings().showsUnpublished ? loadArticles() : publishedArticles()
    // The desk's pages are not prerendered: they are the SPA fallback (app/routes.ts).
    const pages = getStaticPaths().filter((p) => p !== '/inbox' && !p.startsWith('/inbox/'))
    return [...pages, ...articles.map((a) => `/blog/${a.slug}`), ...Object.keys(redirects), '/404']
  },
} satisfies Config
