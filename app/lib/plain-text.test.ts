import { describe, expect, it } from 'vitest'
import { decodeEntities, plainText } from './plain-text'

describe('plain text', () => {
  it('decodes named and numeric entities', () => {
    expect(decodeEntities('DIY &amp; Maintenance &#x27;25 &#39;x&#39; &quot;q&quot; &lt;b&gt;')).toBe(`DIY & Maintenance '25 'x' "q" <b>`)
  })

  it('drops tags and Markdown emphasis markers', () => {
    expect(plainText('<em>Tile</em> **trends** for _2025_ &amp; `more`')).toBe('Tile trends for 2025 & more')
  })
})
