// Articles are rendered to HTML at build time, so an article page ships no JavaScript of its own:
// the MDX component runs here, in the prerender, and the page receives the finished markup.
import type { ComponentType, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { loadArticles } from '../../content/article-files'
import { business, phoneHref } from '../../content/business'
import type { ArticleFrontmatter } from '../../content/schemas'
import { buttonClass } from '../components/ui/button'

type MdxModule = { default: ComponentType<{ components?: Record<string, ComponentType<never>> }> }
const modules = import.meta.glob<MdxModule>('../../content/articles/*.mdx', { eager: true })

const mdxComponents = {
  PhoneLink: () => <a href={phoneHref}>{business.phone.display}</a>,
  Stars: () => (
    <span className="stars" role="img" aria-label="5 out of 5 stars">
      ★★★★★
    </span>
  ),
  ButtonLink: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href} className={`${buttonClass('default')} not-prose mr-3 mt-3`}>
      {children}
    </a>
  ),
}

export type TocEntry = { id: string; text: string }

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

export function renderArticle(slug: string): { html: string; toc: TocEntry[]; words: number } {
  const mod = modules[`../../content/articles/${slug}.mdx`]
  if (!mod) throw new Error(`No MDX module for article "${slug}"`)
  const Content = mod.default
  const html = renderToStaticMarkup(<Content components={mdxComponents as never} />)
  const toc = [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map((m) => ({ id: m[1], text: decode(m[2]) }))
  const words = decode(html).split(/\s+/).filter(Boolean).length
  return { html, toc, words }
}

export function articleList(): ArticleFrontmatter[] {
  return loadArticles()
}
