import mdx from '@mdx-js/rollup'
import { reactRouter } from '@react-router/dev/vite'
import rehypeAutolinkHeadings from 'rehype-autolink-headings'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { rehypeTableScroll } from './app/lib/rehype-table-scroll'
import { siteSettings } from '#config/site'
import { editorDevPlugin } from './scripts/vite-editor-dev'
import { islandsPlugin } from './scripts/vite-islands'

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
    islandsPlugin(siteSettings().buildDir),
    editorDevPlugin(),
  ],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // React in one chunk, the router in another (islands load React alone): on a slow phone
        // connection each extra request costs a round trip. Ark UI is left to Rollup, split by the
        // parts used.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react'
          if (/node_modules\/(react-router|turbo-stream|cookie|set-cookie-parser)\//.test(id)) return 'router'
        },
      },
    },
  },
})
