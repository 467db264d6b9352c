// `npm run dev` serves every page's share card where the build writes it (/og/<path>.png), drawn
// on request by the build's own code: og-images.ts reads the page's meta tags, og-render.ts draws
// them with satori. An editor sees the card of a draft before merging. Never part of a build.
import type { Plugin } from 'vite'
import { defaultOgImagePath } from '../app/seo/og-path'

/** The page whose card `url` is: '/og/home.png' → '/', '/og/blog/x.png' → '/blog/x', or 'default'. */
export function pageOfCard(url: string): string | undefined {
  const pathname = url.split(/[?#]/)[0]
  if (pathname === defaultOgImagePath) return 'default'
  const match = /^\/og(\/[a-z0-9/-]+)\.png$/.exec(pathname)
  if (!match) return undefined
  return match[1] === '/home' ? '/' : match[1]
}

export function editorDevPlugin(): Plugin {
  return {
    name: 'star-tile-editor-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const page = pageOfCard(req.url ?? '')
        if (page === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
        const send = (status: number, type: string, body: string | Buffer) => {
          res.statusCode = status
          res.setHeader('Content-Type', type)
          res.setHeader('Cache-Control', 'no-store')
          res.end(body)
        }
        void (async () => {
          // Loaded on the first card only, through Vite's own module loader: the config file is
          // bundled and run by plain Node, which cannot load the TypeScript of content/ and packages/.
          const { cardInputOf, defaultCardInput } = (await server.ssrLoadModule('/scripts/og-images.ts')) as typeof import('./og-images')
          const { renderCard } = (await server.ssrLoadModule('/scripts/og-render.ts')) as typeof import('./og-render')
          let input = defaultCardInput
          if (page !== 'default') {
            const origin = server.resolvedUrls?.local[0] ?? `http://${req.headers.host ?? 'localhost'}/`
            const response = await fetch(new URL(page, origin))
            const found = response.ok ? cardInputOf(await response.text()) : undefined
            if (!found) return send(404, 'text/plain; charset=utf-8', `No page at ${page} (${response.status}), so no share card.`)
            input = found
          }
          send(200, 'image/png', await renderCard(input))
        })().catch((e: unknown) => send(500, 'text/plain; charset=utf-8', `The share card of ${page} failed: ${String(e)}`))
      })
    },
  }
}
