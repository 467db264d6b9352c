import mdx from '@mdx-js/rollup'
import { reactRouter } from '@react-router/dev/vite'
import rehypeAutolinkHeadings from 'rehype-autolink-headings'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { rehypeTableScroll } from './app/lib/rehype-table-scroll'

export default defineConfig({
  plugins: [
    // MDX must come before React Router so .mdx files are compiled before route analysis.
    {
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [remarkFrontmatter, remarkGfm],
        rehypePlugins: [
          rehypeSlug,
          [rehypeAutolinkHeadings, { behavior: 'wrap', properties: { className: ['heading-link'] } }],
          rehypeTableScroll,
        ],
      }),
    },
    UnoCSS(),
    reactRouter(),
  ],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // One framework chunk instead of several small ones: on a slow phone connection each
        // extra request costs a round trip. Ark UI is left to Rollup, split by the parts used.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)\//.test(id)) return 'framework'
        },
      },
    },
  },
})
