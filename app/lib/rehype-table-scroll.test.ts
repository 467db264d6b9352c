import { evaluate } from '@mdx-js/mdx'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as runtime from 'react/jsx-runtime'
import remarkGfm from 'remark-gfm'
import { describe, expect, it } from 'vitest'
import { rehypeTableScroll, tableHint } from './rehype-table-scroll'

async function render(mdx: string): Promise<string> {
  const { default: Content } = await evaluate(mdx, { ...runtime, remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTableScroll] })
  return renderToStaticMarkup(createElement(Content))
}

const table = '| Project | Range |\n| --- | --- |\n| Backsplash | $900 |\n'

describe('rehypeTableScroll', () => {
  it('puts a table in a focusable region named after its heading, described by a visible hint', async () => {
    const html = await render(`## Planning ranges\n\nSome text.\n\n${table}`)
    expect(html).toContain(
      '<div class="table-wrap"><div class="table-scroll" role="region" aria-label="Table: Planning ranges" tabindex="0" aria-describedby="table-1-hint"><table>',
    )
    expect(html).toContain(
      `</table></div><p id="table-1-hint" class="table-hint"><span class="i-lucide-move-horizontal" aria-hidden="true"></span> ${tableHint}</p></div>`,
    )
  })

  it('numbers the tables of one article so that ids and names stay unique', async () => {
    const html = await render(`${table}\n## Costs\n\n${table}\n${table}`)
    expect(html.match(/role="region"/g)).toHaveLength(3)
    expect(html).toContain('aria-label="Table 1"')
    expect(html).toContain('aria-label="Table: Costs" tabindex="0" aria-describedby="table-2-hint"')
    expect(html).toContain('id="table-3-hint"')
  })

  it('leaves an article without tables as it was', async () => {
    expect(await render('## Tips\n\nNo table here.')).toBe('<h2>Tips</h2>\n<p>No table here.</p>')
  })
})
