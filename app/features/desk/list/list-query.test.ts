import { describe, expect, it } from 'vitest'
import { listQueryOf, listSearch } from './list-query'

describe("the list's place in its URL", () => {
  it('reads the filter, the search and one cursor; an unknown status is all', () => {
    expect(listQueryOf(new URL('http://x/inbox?status=New&q=ann&before=abc'))).toEqual({
      status: 'New',
      q: 'ann',
      before: 'abc',
      after: undefined,
    })
    expect(listQueryOf(new URL('http://x/inbox?status=Nope&before=a&after=b'))).toEqual({
      status: undefined,
      q: undefined,
      before: 'a',
      after: undefined,
    })
    expect(listQueryOf(new URL('http://x/inbox?after=b')).after).toBe('b')
  })

  it('writes the filter and search with a cursor, and nothing for the plain list', () => {
    expect(listSearch({ status: 'New', q: 'a b' }, { before: 'c1' })).toBe('?status=New&q=a+b&before=c1')
    expect(listSearch({ status: '', q: '' }, { after: 'c2' })).toBe('?after=c2')
    expect(listSearch({ status: '', q: '' })).toBe('')
  })
})
