// Reads an MDX body the way the build compiles it (same remark plugins) and collects what the
// check needs: heading ids as rehype-slug makes them, internal links and the components used.
import { createProcessor } from '@mdx-js/mdx'
import GithubSlugger from 'github-slugger'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'

type Node = {
  type: string
  url?: string
  value?: string
  name?: string | null
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: Node[]
  position?: { start: { line: number } }
}

export type BodyLink = { href: string; line: number }
export type MdxBody = { headingIds: Set<string>; links: BodyLink[]; components: { name: string; line: number }[] }

const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm] })

const textOf = (n: Node): string =>
  n.type === 'text' || n.type === 'inlineCode' ? (n.value ?? '') : (n.children ?? []).map(textOf).join('')

/** Throws the parser's message (with its line) when the MDX does not compile. */
export function readMdxBody(source: string): MdxBody {
  const tree = processor.parse(source) as unknown as Node
  const slugger = new GithubSlugger()
  const body: MdxBody = { headingIds: new Set(), links: [], components: [] }
  const walk = (n: Node) => {
    const line = n.position?.start.line ?? 1
    if (n.type === 'heading') body.headingIds.add(slugger.slug(textOf(n)))
    if (n.type === 'link' && n.url) body.links.push({ href: n.url, line })
    if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name) {
      body.components.push({ name: n.name, line })
      const href = n.attributes?.find((a) => a.name === 'href')?.value
      if (typeof href === 'string') body.links.push({ href, line })
    }
    n.children?.forEach(walk)
  }
  walk(tree)
  return body
}
