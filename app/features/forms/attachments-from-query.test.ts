import { describe, expect, it } from 'vitest'
import { quotePage } from '#content/pages/quote'
import { attachmentsFromQuery as fromQuery } from './attachments-from-query'

const attachmentsFromQuery = (search: string) => fromQuery(search, quotePage.workspace.fields.attachments)

describe('attachments from the quote page address', () => {
  it('summarizes the calculator estimate and posts its inputs with the figures shown', () => {
    const { estimate, pattern } = attachmentsFromQuery('?project=Flooring&length=12&width=10&tile=12x12&price=8.50&layout=herringbone')
    expect(estimate?.rows).toEqual([
      ['Room size', '12 x 10 ft (120.0 sq ft)'],
      ['Tile size', '12x12 inches'],
      ['Layout', 'Herringbone'],
      ['Tiles', '144 (incl. 20% waste)'],
      ['Material cost', '$1,224.00 with waste'],
    ])
    expect(estimate?.value).toBe('length=12&width=10&tile=12x12&price=8.50&layout=herringbone&tiles=144&total=1224.00')
    expect(pattern).toBeUndefined()
  })

  it('summarizes the pattern tool selection', () => {
    expect(attachmentsFromQuery('?color=gray&pattern=herringbone&grout=dark').pattern).toEqual({
      value: 'color=gray&pattern=herringbone&grout=dark',
      rows: [
        ['Pattern', 'Herringbone'],
        ['Color', 'Modern Gray'],
        ['Grout', 'Dark'],
      ],
    })
  })

  it('attaches nothing from an address with nothing usable', () => {
    expect(attachmentsFromQuery('?length=-1&width=10&tile=12x12&price=8')).toEqual({})
    expect(attachmentsFromQuery('?pattern=spiral')).toEqual({})
    expect(attachmentsFromQuery('')).toEqual({})
  })
})
