import { describe, expect, it } from 'vitest'
import { countWords, isoMinutes, readMinutes } from './read-time'

describe('read time', () => {
  it('counts the prose words, not JSX tags, link targets or table rules', () => {
    const body = [
      '## A heading here',
      '',
      'See [the calculator](/tile-cost-calculator) for **real** numbers.',
      '',
      '| Tile | Cost |',
      '| --- | ---: |',
      '| Porcelain | $5 |',
      '',
      '<ButtonLink href="/contact">Get Free Quote</ButtonLink>',
    ].join('\n')
    // A heading here (3) + See the calculator for real numbers. (6) + Tile Cost Porcelain $5 (4) + Get Free Quote (3)
    expect(countWords(body)).toBe(16)
  })

  it('is the word count divided by 230, rounded up, as an ISO 8601 duration too', () => {
    expect(readMinutes('word '.repeat(230))).toBe(1)
    expect(readMinutes('word '.repeat(231))).toBe(2)
    expect(readMinutes('word '.repeat(1380))).toBe(6)
    expect(isoMinutes(6)).toBe('PT6M')
  })
})
