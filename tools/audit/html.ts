// Reads a page's HTML with a real HTML parser (parse5, the WHATWG algorithm browsers use), so the
// checks see the same elements, attributes and script text that a browser sees.
import { parse } from 'parse5'

export type Element = {
  tag: string
  attrs: Record<string, string>
  /** Text of the element's own text children (the source of an inline script). */
  text: string
}

type Node = { nodeName: string; value?: string; childNodes?: Node[]; content?: Node }

function isTag(node: Node): node is Node & { tagName: string; attrs: { name: string; value: string }[] } {
  return 'tagName' in node && 'attrs' in node
}

/** Every element of the document, in document order. */
export function elements(html: string): Element[] {
  const out: Element[] = []
  const walk = (node: Node) => {
    if (isTag(node)) {
      const attrs: Record<string, string> = {}
      for (const a of node.attrs) attrs[a.name] = a.value
      const text = (node.childNodes ?? [])
        .filter((c) => c.nodeName === '#text')
        .map((c) => c.value ?? '')
        .join('')
      out.push({ tag: node.tagName, attrs, text })
    }
    for (const child of node.childNodes ?? []) walk(child)
    if (node.content) walk(node.content)
  }
  walk(parse(html))
  return out
}

/** The ids a #fragment can point at: every id, and the name of an <a>. */
export function fragmentTargets(els: Element[]): Set<string> {
  const ids = new Set<string>()
  for (const el of els) {
    if (el.attrs.id) ids.add(el.attrs.id)
    if (el.tag === 'a' && el.attrs.name) ids.add(el.attrs.name)
  }
  return ids
}

/** The URLs of a srcset attribute, without their descriptors (the HTML standard's parsing steps). */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = []
  let i = 0
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i])) i++
    const start = i
    while (i < srcset.length && !/\s/.test(srcset[i])) i++
    let url = srcset.slice(start, i)
    if (url.endsWith(',')) url = url.replace(/,+$/, '')
    else {
      // Descriptors run to the next comma outside parentheses.
      let depth = 0
      for (; i < srcset.length; i++) {
        const c = srcset[i]
        if (c === '(') depth++
        else if (c === ')') depth--
        else if (c === ',' && depth <= 0) break
      }
    }
    if (url) urls.push(url)
  }
  return urls
}
