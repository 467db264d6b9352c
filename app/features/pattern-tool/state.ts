// The pattern tool's state machine as a pure reducer, plus the two ways
// a selection travels: the share link (?color=gray&pattern=herringbone&compare=chevron&grout=dark)
// and the saved selection in localStorage ({ tileColor: "Modern Gray", pattern: "Herringbone" }).
import { grouts, tileColors, tilePatterns, type ColorId, type GroutId, type PatternId } from '#content/tile-patterns'

export type ToolState = { color: ColorId; pattern: PatternId; compare: boolean; second: PatternId; grout: GroutId }

export type ToolAction =
  | { type: 'selectColor'; color: ColorId }
  | { type: 'selectPattern'; pattern: PatternId }
  | { type: 'toggleCompare' }
  | { type: 'setSecond'; pattern: PatternId }
  | { type: 'selectGrout'; grout: GroutId }
  | { type: 'reset' }
  | { type: 'restore'; state: ToolState }

export const storageKey = 'startile-pattern-selection'

export const defaultState: ToolState = {
  color: tileColors[0].id,
  pattern: tilePatterns[0].id,
  compare: false,
  second: tilePatterns[1].id,
  grout: grouts[0].id,
}

const isColor = (v: unknown): v is ColorId => tileColors.some((c) => c.id === v)
const isPattern = (v: unknown): v is PatternId => tilePatterns.some((p) => p.id === v)
const isGrout = (v: unknown): v is GroutId => grouts.some((g) => g.id === v)

/** The next pattern after `from` in list order (wrapping) that is not `avoid`. */
export function nextPatternAfter(from: PatternId, avoid: PatternId): PatternId {
  const start = tilePatterns.findIndex((p) => p.id === from)
  for (let step = 1; step <= tilePatterns.length; step++) {
    const candidate = tilePatterns[(start + step) % tilePatterns.length].id
    if (candidate !== avoid) return candidate
  }
  return defaultState.second
}

/** The second pattern is never the first: if they clash, the second moves on. */
function keepApart(state: ToolState): ToolState {
  return state.second === state.pattern ? { ...state, second: nextPatternAfter(state.second, state.pattern) } : state
}

export function toolReducer(state: ToolState, action: ToolAction): ToolState {
  switch (action.type) {
    case 'selectColor':
      return isColor(action.color) ? { ...state, color: action.color } : state
    case 'selectPattern':
      return isPattern(action.pattern) ? keepApart({ ...state, pattern: action.pattern }) : state
    case 'toggleCompare':
      return { ...state, compare: !state.compare }
    case 'setSecond':
      return isPattern(action.pattern) && action.pattern !== state.pattern ? { ...state, second: action.pattern } : state
    case 'selectGrout':
      return isGrout(action.grout) ? { ...state, grout: action.grout } : state
    case 'reset':
      return defaultState
    case 'restore':
      return action.state
  }
}

/** The selection a link carries, or null when it carries none; unknown values fall back to defaults. */
export function fromQuery(search: string | URLSearchParams): ToolState | null {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search
  if (!['color', 'pattern', 'compare', 'grout'].some((k) => q.has(k))) return null
  const color = q.get('color')
  const pattern = q.get('pattern')
  const compare = q.get('compare')
  const grout = q.get('grout')
  const state: ToolState = {
    color: isColor(color) ? color : defaultState.color,
    pattern: isPattern(pattern) ? pattern : defaultState.pattern,
    compare: isPattern(compare),
    second: isPattern(compare) ? compare : defaultState.second,
    grout: isGrout(grout) ? grout : defaultState.grout,
  }
  return keepApart(state)
}

/** The query string of a selection: colour and pattern always, the compared pattern in compare mode, grout when not light. */
export function toQuery(state: ToolState): string {
  const q = new URLSearchParams({ color: state.color, pattern: state.pattern })
  if (state.compare) q.set('compare', state.second)
  if (state.grout !== defaultState.grout) q.set('grout', state.grout)
  return `?${q}`
}

export type SavedSelection = { tileColor: string; pattern: string }

export function toStorage(state: ToolState): string {
  const saved: SavedSelection = {
    tileColor: tileColors.find((c) => c.id === state.color)?.name ?? tileColors[0].name,
    pattern: tilePatterns.find((p) => p.id === state.pattern)?.name ?? tilePatterns[0].name,
  }
  return JSON.stringify(saved)
}

/** The saved selection (the tile color and pattern names, as saved), or null when absent, corrupt or unknown. */
export function fromStorage(raw: string | null | undefined): ToolState | null {
  if (!raw) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (!parsed || typeof parsed !== 'object') return null
  const tileColor = 'tileColor' in parsed ? parsed.tileColor : undefined
  const pattern = 'pattern' in parsed ? parsed.pattern : undefined
  const color = tileColors.find((c) => c.name === tileColor)
  const tilePattern = tilePatterns.find((p) => p.name === pattern)
  if (!color && !tilePattern) return null
  return keepApart({ ...defaultState, color: color?.id ?? defaultState.color, pattern: tilePattern?.id ?? defaultState.pattern })
}

/** What a visit starts from: the link wins over the saved selection, which wins over the defaults. */
export function initialState(search: string, saved: string | null): ToolState {
  return fromQuery(search) ?? fromStorage(saved) ?? defaultState
}
