// Every character the built pages draw is in the web font that draws it: body text, labels and
// field values in the Inter cut, headings (and anything set in the display face) in the Fraunces
// cut. A character outside a cut would be drawn in the fallback face, mid-word.
import { parse } from 'parse5'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteSettings } from '#config/site'
import { fontCuts } from '../../tools/fonts'
import { readBuiltPages, type BuiltPage } from '../../scripts/site-pages'
import { requireBuild } from '../helpers/built-site'

type Node = { nodeName: string; value?: string; tagName?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] }

const dist = siteSettings().distDir
let pages: BuiltPage[] = []
const cut = (family: string) => new Set(fontCuts.find((c) => c.family === family)?.characters)
const inter = cut('Inter Variable')
const fraunces = cut('Fraunces Variable')

/** The text of a page, split by the face it is set in. */
function textByFace(html: string) {
  const body: string[] = []
  const display: string[] = []
  const walk = (node: Node, inDisplay: boolean) => {
    if (node.tagName && ['script', 'style', 'template', 'head'].includes(node.tagName)) return
    const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value
    const here =
      inDisplay || /^h[1-6]$/.test(node.tagName ?? '') || (attr('class') ?? '').split(/\s+/).includes('font-display')
    if (node.nodeName === '#text') (inDisplay ? display : body).push(node.value ?? '')
    for (const name of ['placeholder', 'value']) {
      const v = node.tagName === 'input' || node.tagName === 'textarea' ? attr(name) : undefined
      if (v) body.push(v)
    }
    for (const child of node.childNodes ?? []) walk(child, here)
  }
  walk(parse(html) as Node, false)
  return { body: body.join(' '), display: display.join(' ') }
}

const missing = (text: string, set: Set<string>) => [...new Set([...text])].filter((c) => !/\s/.test(c) && !set.has(c))

beforeAll(() => {
  requireBuild(dist)
  pages = readBuiltPages(dist).filter((p) => !p.isRedirect)
})

describe('the characters of every built page', () => {
  it('are in the font cut of the face they are set in', () => {
    expect(pages.length).toBeGreaterThan(20)
    const problems = pages.flatMap((page) => {
      const { body, display } = textByFace(page.html)
      return [
        ...missing(body, inter).map((c) => `${page.path}: "${c}" (U+${c.codePointAt(0)?.toString(16)}) in body text, not in the Inter cut`),
        ...missing(display, fraunces).map((c) => `${page.path}: "${c}" (U+${c.codePointAt(0)?.toString(16)}) in a heading, not in the Fraunces cut`),
      ]
    })
    expect(problems, 'add the characters to fontCuts in tools/fonts.ts, then `npm run fonts`').toEqual([])
  })

  it('finds headings and body text on every page (the check reads real text)', () => {
    // The desk's pages are shells whose words come once the person is signed in.
    for (const page of pages.filter((p) => !p.path.startsWith('/inbox'))) {
      const { body, display } = textByFace(page.html)
      expect(display.trim().length, page.path).toBeGreaterThan(3)
      expect(body.trim().length, page.path).toBeGreaterThan(100)
    }
  })
})
