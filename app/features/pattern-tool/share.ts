// Share: the device's share sheet where there is one, else text and link to the clipboard.
// A share the visitor cancels (AbortError) is no failure: it is only logged.
import { colorById, patternById } from '#domain/tile-patterns'
import { toQuery, type ToolState } from './state'

export const shareTitle = 'Star Tile Pattern Comparison Tool'

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

type ShareNavigator = {
  share?: (data: { title: string; text: string; url: string }) => Promise<void>
  clipboard?: { writeText: (text: string) => Promise<void> }
}

export function shareText(state: ToolState): string {
  const first = `${patternById(state.pattern).name} tile pattern in ${colorById(state.color).name}`
  const versus = state.compare ? `, compared with ${patternById(state.second).name}` : ''
  return `Check out the ${first}${versus} on the Star Tile pattern comparison tool.`
}

/** The link to this selection: the page address with the selection's query. */
export function shareUrl(state: ToolState, origin: string, pathname: string): string {
  return `${origin}${pathname}${toQuery(state)}`
}

export async function shareSelection(
  state: ToolState,
  url: string,
  nav: ShareNavigator,
  log: (...a: unknown[]) => void = console.log,
): Promise<ShareOutcome> {
  const text = shareText(state)
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: shareTitle, text, url })
      return 'shared'
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') {
        log('Share cancelled')
        return 'cancelled'
      }
      // A refused share sheet (no user gesture, unsupported data): fall back to the clipboard.
    }
  }
  try {
    if (!nav.clipboard) return 'failed'
    await nav.clipboard.writeText(`${text} ${url}`)
    return 'copied'
  } catch {
    return 'failed'
  }
}
