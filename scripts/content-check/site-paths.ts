// The addresses an internal link may point at, taken from the real route table (app/routes.ts),
// the articles and the files in public/, and the ids a #fragment may name on each of them.
import { existsSync } from 'node:fs'
import path from 'node:path'
import routes from '../../app/routes'
import { redirects } from '#content/redirects'
import { serviceDetails } from '#content/services'

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] }

function routePaths(entries: RouteEntry[], prefix = ''): string[] {
  return entries.flatMap((r) => {
    const here = r.index ? prefix || '/' : r.path ? `${prefix}/${r.path}` : prefix
    const own = r.path?.includes(':') || r.path === '*' ? [] : [here || '/']
    return [...own, ...(r.children ? routePaths(r.children, here) : [])]
  })
}

export type SitePaths = {
  pages: Set<string>
  redirects: Record<string, string>
  /** ids a fragment may name, per page; pages absent here accept no fragment */
  anchors: Map<string, Set<string>>
  isPublicFile: (p: string) => boolean
}

export function sitePaths(root: string, articleHeadings: Map<string, Set<string>>): SitePaths {
  const pages = new Set(routePaths(routes as RouteEntry[]))
  const anchors = new Map<string, Set<string>>()
  for (const [slug, ids] of articleHeadings) {
    pages.add(`/blog/${slug}`)
    anchors.set(`/blog/${slug}`, ids)
  }
  anchors.set('/services', new Set(serviceDetails.map((d) => d.anchor)))
  return {
    pages,
    redirects,
    anchors,
    isPublicFile: (p) => /\.[a-z0-9]+$/.test(p) && existsSync(path.join(root, 'public', p)),
  }
}
