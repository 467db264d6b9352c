// A rehype plugin for MDX articles: every table goes into a scroll container of its own, so a wide
// table scrolls sideways inside the article instead of the page. The container is a focusable,
// labelled region (keyboard users scroll it with the arrow keys), named after the heading the
// table sits under, with a hint under it that it scrolls, which article.css shows only while the
// table is wider than its box.
import type { Element, ElementContent, Root, RootContent } from 'hast'

export const tableHint = 'Scroll sideways to see the whole table.'

const headingTags = new Set(['h2', 'h3', 'h4'])

function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value
  if (node.type === 'element') return node.children.map(textOf).join('')
  return ''
}

/** The text of the last heading before `index` among `siblings`, if any. */
function headingBefore(siblings: RootContent[], index: number): string | undefined {
  for (let i = index - 1; i >= 0; i--) {
    const node = siblings[i]
    if (node.type === 'element' && headingTags.has(node.tagName)) return textOf(node).trim()
  }
  return undefined
}

function wrap(table: Element, label: string, hintId: string): Element {
  const region: Element = {
    type: 'element',
    tagName: 'div',
    properties: { className: ['table-scroll'], role: 'region', ariaLabel: label, tabIndex: 0, ariaDescribedBy: [hintId] },
    children: [table],
  }
  const hint: Element = {
    type: 'element',
    tagName: 'p',
    properties: { id: hintId, className: ['table-hint'] },
    children: [
      { type: 'element', tagName: 'span', properties: { className: ['i-lucide-move-horizontal'], ariaHidden: 'true' }, children: [] },
      { type: 'text', value: ` ${tableHint}` },
    ],
  }
  return { type: 'element', tagName: 'div', properties: { className: ['table-wrap'] }, children: [region, hint] }
}

export function rehypeTableScroll() {
  return (tree: Root) => {
    let count = 0
    // Articles put their tables at the top level of the body; nested ones are left alone.
    tree.children = tree.children.flatMap((node, index, siblings) => {
      if (node.type !== 'element' || node.tagName !== 'table') return node
      count += 1
      const heading = headingBefore(siblings, index)
      return wrap(node, heading ? `Table: ${heading}` : `Table ${count}`, `table-${count}-hint`)
    })
  }
}
