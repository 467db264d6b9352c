import { describe, expect, it, vi } from 'vitest'
import { afterHeroPaint, heroWaitAfterLoadMs } from './after-hero-paint'

type Entry = { element: unknown }

/** A window whose load event, frames, timers and largest-paint reports the test drives by hand. */
function fakeWindow({ hero = {} as object | null, reportsLcp = true, loaded = false } = {}) {
  let onLoad: (() => void) | undefined
  let frame: (() => void) | undefined
  let report: ((list: { getEntries: () => Entry[] }) => void) | undefined
  const observed: unknown[] = []
  const disconnect = vi.fn()
  class Observer {
    static supportedEntryTypes = reportsLcp ? ['largest-contentful-paint', 'paint'] : ['paint']
    constructor(callback: typeof report) {
      report = callback
    }
    observe(options: unknown) {
      observed.push(options)
    }
    disconnect = disconnect
  }
  const win = {
    document: {
      readyState: loaded ? 'complete' : 'loading',
      querySelector: (s: string) => (s === 'img[fetchpriority="high"]' ? hero : null),
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad = listener
    },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    requestAnimationFrame: (fn: () => void) => {
      frame = fn
      return 1
    },
    PerformanceObserver: Observer,
  }
  return {
    win: win as unknown as Parameters<typeof afterHeroPaint>[1],
    load: () => onLoad?.(),
    paintFrame: () => frame?.(),
    reportLargest: (...elements: unknown[]) => report?.({ getEntries: () => elements.map((element) => ({ element })) }),
    observed,
    disconnect,
  }
}

describe('afterHeroPaint', () => {
  it("starts once the hero's largest paint is reported, not before, and only once", () => {
    vi.useFakeTimers()
    const hero = { id: 'hero' }
    const page = fakeWindow({ hero })
    const start = vi.fn()
    afterHeroPaint(start, page.win)
    expect(page.observed).toEqual([{ type: 'largest-contentful-paint', buffered: true }])
    page.reportLargest({ id: 'heading' })
    page.load()
    vi.advanceTimersByTime(heroWaitAfterLoadMs - 1)
    expect(start).not.toHaveBeenCalled()
    page.reportLargest(hero)
    vi.advanceTimersByTime(0)
    expect(start).toHaveBeenCalledTimes(1)
    expect(page.disconnect).toHaveBeenCalled()
    vi.advanceTimersByTime(heroWaitAfterLoadMs)
    expect(start).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })

  it('gives up waiting for the hero a while after the load event', () => {
    vi.useFakeTimers()
    const page = fakeWindow({ loaded: true })
    const start = vi.fn()
    afterHeroPaint(start, page.win)
    page.reportLargest({ id: 'a larger heading' })
    vi.advanceTimersByTime(heroWaitAfterLoadMs - 1)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(2)
    expect(start).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })

  it('without largest-paint reports (Safari) or without a hero, starts after the load event and the next frame', () => {
    vi.useFakeTimers()
    for (const options of [{ reportsLcp: false }, { hero: null }]) {
      const page = fakeWindow(options)
      const start = vi.fn()
      afterHeroPaint(start, page.win)
      expect(page.observed).toEqual([])
      vi.advanceTimersByTime(10_000)
      page.paintFrame()
      vi.advanceTimersByTime(0)
      expect(start).not.toHaveBeenCalled()
      page.load()
      page.paintFrame()
      expect(start).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(start).toHaveBeenCalledTimes(1)
    }
    vi.useRealTimers()
  })
})
