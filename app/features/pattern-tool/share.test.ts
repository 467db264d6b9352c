import { describe, expect, it, vi } from 'vitest'
import { defaultState, type ToolState } from './state'
import { shareSelection, shareText, shareTitle, shareUrl } from './share'

const state: ToolState = { color: 'gray', pattern: 'herringbone', compare: true, second: 'chevron', grout: 'light' }
const url = shareUrl(state, 'https://www.startile.example', '/tile-pattern-comparison')

describe('share', () => {
  it('names the pattern and colour, and the link carries the selection', () => {
    expect(shareText(defaultState)).toBe(
      'Check out the Brick/Subway tile pattern in Bright White on the Star Tile pattern comparison tool.',
    )
    expect(shareText(state)).toContain('Herringbone tile pattern in Modern Gray, compared with Chevron')
    expect(url).toBe('https://www.startile.example/tile-pattern-comparison?color=gray&pattern=herringbone&compare=chevron')
  })

  it('uses the device share sheet when there is one', async () => {
    const share = vi.fn(async () => {})
    expect(await shareSelection(state, url, { share })).toBe('shared')
    expect(share).toHaveBeenCalledWith({ title: shareTitle, text: shareText(state), url })
  })

  it('only logs a cancelled share', async () => {
    const log = vi.fn()
    const writeText = vi.fn(async () => {})
    const share = async () => {
      throw new DOMException('cancelled', 'AbortError')
    }
    expect(await shareSelection(state, url, { share, clipboard: { writeText } }, log)).toBe('cancelled')
    expect(log).toHaveBeenCalledOnce()
    expect(writeText).not.toHaveBeenCalled()
  })

  it('copies text and link to the clipboard without a share sheet, or when the sheet fails', async () => {
    const writeText = vi.fn(async () => {})
    expect(await shareSelection(state, url, { clipboard: { writeText } })).toBe('copied')
    expect(writeText).toHaveBeenCalledWith(`${shareText(state)} ${url}`)
    const share = async () => {
      throw new DOMException('not allowed', 'NotAllowedError')
    }
    expect(await shareSelection(state, url, { share, clipboard: { writeText } })).toBe('copied')
  })

  it('reports a failure when nothing works', async () => {
    expect(await shareSelection(state, url, {})).toBe('failed')
    const writeText = async () => {
      throw new Error('denied')
    }
    expect(await shareSelection(state, url, { clipboard: { writeText } })).toBe('failed')
  })
})
