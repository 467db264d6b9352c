// Checks the internal links of an article body against the real addresses and heading ids.
import type { BodyLink } from './mdx-body'
import type { Problem } from './problems'
import type { SitePaths } from './site-paths'

// Files the build writes beside the pages.
const builtFiles = new Set(['/blog/rss.xml', '/sitemap.xml', '/robots.txt'])

const nearest = (pages: Set<string>, target: string) =>
  [...pages]
    .filter((p) => p !== '/')
    .sort((a, b) => similarity(b, target) - similarity(a, target))
    .slice(0, 3)

function similarity(a: string, b: string): number {
  const words = new Set(b.split(/[/-]/).filter(Boolean))
  return a.split(/[/-]/).filter((w) => words.has(w)).length
}

export function checkLinks(file: string, selfPath: string, links: BodyLink[], site: SitePaths): Problem[] {
  const problems: Problem[] = []
  const add = (line: number, problem: string, valid: string) => problems.push({ file, line, field: 'link', problem, valid })
  for (const { href, line } of links) {
    if (!href.startsWith('/') && !href.startsWith('#')) continue // external, mailto: and tel: links
    const [rawPath, fragment] = href.split('#', 2)
    const target = rawPath === '' ? selfPath : rawPath
    if (target.length > 1 && target.endsWith('/')) {
      add(line, `"${href}" ends with a slash`, `write it without: "${target.replace(/\/+$/, '')}${fragment ? `#${fragment}` : ''}"`)
      continue
    }
    if (site.redirects[target]) {
      add(line, `"${href}" is an old address that redirects`, `link to "${site.redirects[target]}"`)
      continue
    }
    if (!site.pages.has(target)) {
      if (builtFiles.has(target) || site.isPublicFile(target)) continue
      add(line, `"${href}" is not a page of the site`, `one of the site's paths, e.g. ${nearest(site.pages, target).join(', ')}`)
      continue
    }
    if (fragment === undefined) continue
    const ids = site.anchors.get(target)
    if (!ids?.has(fragment)) {
      const list = ids && ids.size ? [...ids].slice(0, 8).join(', ') : 'none: link to the page without a #fragment'
      add(line, `"#${fragment}" is not a heading or section id on ${target}`, `ids on that page: ${list}`)
    }
  }
  return problems
}
