// Every route is prerendered to static HTML; there is no server rendering at run time.
import path from 'node:path'
import { siteSettings } from '#config/site'
import type { Config } from '@react-router/dev/config'
import { articleSlugs } from '#domain/articles/article-files'
import { redirects } from '#content/redirects'

export default {
  ssr: false,
  // BUILD_DIR lets several builds (a developer's, a test's) live side by side.
  buildDirectory: path.relative(process.cwd(), siteSettings().buildDir),
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...articleSlugs().map((slug) => `/blog/${slug}`), ...Object.keys(redirects), '/404']
  },
} satisfies Config
