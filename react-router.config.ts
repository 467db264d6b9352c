// Every route is prerendered to static HTML; there is no server rendering at run time.
import type { Config } from '@react-router/dev/config'
import { articleSlugs } from './content/article-files'
import { redirects } from './content/redirects'

export default {
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [
      ...getStaticPaths(),
      ...articleSlugs().map((slug) => `/blog/${slug}`),
      ...Object.keys(redirects),
    ]
  },
} satisfies Config
