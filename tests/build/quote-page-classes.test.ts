// The customer's quote page is written by the server (server/quotes/), outside the app that UnoCSS
// scans, so each class it uses must already be in the built stylesheet, or it silently does
// nothing (a class only the server names is never generated). Every state of the page is rendered:
// open with an error, accepted, replaced, with tax and a deposit, and a note of several lines.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { siteSettings } from '#config/site'
import { sampleDraft, sampleSnapshot, sampleVersion } from '../fixtures/sample-quote'
import { quotePageHtml } from '../../server/quotes/quote-page'
import { requireBuild } from '../helpers/built-site'

const dist = siteSettings().distDir

it('uses only classes the built stylesheet has, in every state of the page', () => {
  requireBuild(dist)
  const assets = path.join(dist, 'assets')
  const css = readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n')
  const plain = sampleVersion(7)
  const taxed = { ...plain, snapshot: { ...sampleSnapshot(7, 1, { ...sampleDraft, note: 'One\ntwo\n\nthree' }), taxBasisPoints: 500 } }
  const pages = [null, 'accepted', 'declined', 'expired', 'replaced'].flatMap((refusal) =>
    [plain, taxed].map((version) =>
      quotePageHtml(dist, {
        token: 't',
        quote: { version, state: 'sent', newerToken: 'n', acceptance: null },
        refusal: refusal as null,
        choice: { optionIndex: 1, addOns: [0] },
        received: 'question',
        error: { form: 'accept', message: 'x' },
      }),
    ),
  )
  const main = pages.map((html) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '').join('')
  const classes = new Set([...main.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter(Boolean))
  expect(classes.size).toBeGreaterThan(40)
  const escaped = (c: string) => `.${c.replace(/([:[\]/.=()%#])/g, '\\$1')}`
  expect([...classes].filter((c) => !css.includes(escaped(c)))).toEqual([])
})
