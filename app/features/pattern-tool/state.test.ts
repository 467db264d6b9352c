import { describe, expect, it } from 'vitest'
import { tilePatterns } from '#content/tile-patterns'
import {
  defaultState,
  fromQuery,
  fromStorage,
  initialState,
  nextPatternAfter,
  toolReducer,
  toQuery,
  toStorage,
  type ToolAction,
  type ToolState,
} from './state'

const run = (...actions: ToolAction[]) => actions.reduce(toolReducer, defaultState)

describe('defaults', () => {
  it('start with the first colour, the first pattern, compare off, the second pattern to compare and light grout', () => {
    expect(defaultState).toEqual({ color: 'white', pattern: 'brick', compare: false, second: 'herringbone', grout: 'light' })
  })
})

describe('choosing', () => {
  it('selects a colour, a pattern and a grout', () => {
    expect(
      run({ type: 'selectColor', color: 'gray' }, { type: 'selectPattern', pattern: 'chevron' }, { type: 'selectGrout', grout: 'dark' }),
    ).toEqual({
      ...defaultState,
      color: 'gray',
      pattern: 'chevron',
      grout: 'dark',
    })
  })

  it('flips compare mode on and off', () => {
    expect(run({ type: 'toggleCompare' }).compare).toBe(true)
    expect(run({ type: 'toggleCompare' }, { type: 'toggleCompare' }).compare).toBe(false)
  })

  it('ignores values that are not in the data', () => {
    // Actions typed loosely, as a tampered form or an old link could send them.
    const bogus = JSON.parse(
      '[{"type":"selectColor","color":"pink"},{"type":"selectPattern","pattern":"spiral"},{"type":"selectGrout","grout":"blue"}]',
    )
    expect(run(...bogus)).toEqual(defaultState)
  })
})

describe('compare never shows the same pattern twice', () => {
  it('sets the second pattern to any other pattern', () => {
    expect(run({ type: 'setSecond', pattern: 'hexagon' }).second).toBe('hexagon')
  })

  it('refuses a second pattern equal to the first', () => {
    expect(run({ type: 'setSecond', pattern: 'brick' }).second).toBe('herringbone')
  })

  it('moves the second to the next different pattern when the first becomes equal to it', () => {
    expect(run({ type: 'selectPattern', pattern: 'herringbone' })).toMatchObject({ pattern: 'herringbone', second: 'grid' })
    expect(run({ type: 'setSecond', pattern: 'hexagon' }, { type: 'selectPattern', pattern: 'hexagon' }).second).toBe('brick')
  })

  it('holds for every pair of first and second pattern', () => {
    for (const first of tilePatterns) {
      for (const second of tilePatterns) {
        const state = run({ type: 'setSecond', pattern: second.id }, { type: 'selectPattern', pattern: first.id })
        expect(state.pattern).toBe(first.id)
        expect(state.second).not.toBe(first.id)
      }
    }
  })

  it('finds the next pattern in list order, wrapping, skipping the one to avoid', () => {
    expect(nextPatternAfter('brick', 'herringbone')).toBe('grid')
    expect(nextPatternAfter('hexagon', 'brick')).toBe('herringbone')
  })
})

describe('reset', () => {
  it('returns every choice to its default', () => {
    const busy = run(
      { type: 'selectColor', color: 'black' },
      { type: 'selectPattern', pattern: 'hexagon' },
      { type: 'toggleCompare' },
      { type: 'setSecond', pattern: 'diagonal' },
      { type: 'selectGrout', grout: 'matching' },
    )
    expect(toolReducer(busy, { type: 'reset' })).toEqual(defaultState)
  })
})

describe('the share link', () => {
  const compared: ToolState = { color: 'gray', pattern: 'herringbone', compare: true, second: 'chevron', grout: 'light' }

  it('carries colour, pattern, the compared pattern in compare mode, and grout only when not the default', () => {
    expect(toQuery(compared)).toBe('?color=gray&pattern=herringbone&compare=chevron')
    expect(toQuery({ ...compared, compare: false, grout: 'dark' })).toBe('?color=gray&pattern=herringbone&grout=dark')
  })

  it('restores what it carries', () => {
    expect(fromQuery(toQuery(compared))).toEqual(compared)
    const single: ToolState = { ...compared, compare: false, second: 'herringbone', pattern: 'diagonal', grout: 'matching' }
    expect(fromQuery(toQuery(single))).toEqual(single)
  })

  it('is null without any selection, and falls back to defaults for unknown values', () => {
    expect(fromQuery('?utm_source=newsletter')).toBeNull()
    expect(fromQuery('?color=pink&pattern=spiral&grout=blue')).toEqual(defaultState)
    expect(fromQuery('?compare=nope')).toEqual(defaultState)
  })

  it('never restores a compared pattern equal to the first', () => {
    expect(fromQuery('?pattern=chevron&compare=chevron')).toMatchObject({ pattern: 'chevron', compare: true, second: 'hexagon' })
  })
})

describe('the saved selection', () => {
  it('stores the names of the colour and the pattern', () => {
    expect(JSON.parse(toStorage({ ...defaultState, color: 'gray', pattern: 'herringbone' }))).toEqual({
      tileColor: 'Modern Gray',
      pattern: 'Herringbone',
    })
  })

  it('restores colour and pattern, everything else at its default', () => {
    expect(fromStorage('{"tileColor":"Matte Black","pattern":"Herringbone"}')).toEqual({
      ...defaultState,
      color: 'black',
      pattern: 'herringbone',
      second: 'grid',
    })
  })

  it('ignores missing, corrupt or unknown saved data', () => {
    expect(fromStorage(null)).toBeNull()
    expect(fromStorage('{not json')).toBeNull()
    expect(fromStorage('"Herringbone"')).toBeNull()
    expect(fromStorage('{"tileColor":"Pink","pattern":"Spiral"}')).toBeNull()
    expect(fromStorage('{"tileColor":"Warm Beige"}')).toEqual({ ...defaultState, color: 'beige' })
  })
})

describe('where a visit starts', () => {
  const saved = toStorage({ ...defaultState, color: 'beige', pattern: 'hexagon' })

  it('prefers the link over the saved selection', () => {
    expect(initialState('?color=gray&pattern=chevron', saved)).toMatchObject({ color: 'gray', pattern: 'chevron' })
  })

  it('uses the saved selection without a link, else the defaults', () => {
    expect(initialState('', saved)).toMatchObject({ color: 'beige', pattern: 'hexagon' })
    expect(initialState('', null)).toEqual(defaultState)
  })
})
