// When a page's islands start: once its hero picture has been painted, not beside it. An island's code
// (React and the part, 70-96 KB) fetched with the page took the phone's bandwidth from the hero and the
// fonts, and its hydration took the main thread before the paint: the largest paint came 0.5-0.7 s
// later than on a page without code (record 041). The parts work before this (plain forms, links,
// native selects), and what a visitor types meanwhile is kept (lib/typed-before-hydration.ts).

const LCP = 'largest-contentful-paint'
/** How long after the load event the islands wait for the hero's paint at most (a hidden tab, a larger heading). */
export const heroWaitAfterLoadMs = 2000

type Win = Pick<Window, 'document' | 'addEventListener' | 'setTimeout' | 'requestAnimationFrame'> & {
  PerformanceObserver?: typeof PerformanceObserver
}

/**
 * Runs `start` once the browser has reported the paint of the page's hero (its `fetchpriority="high"`
 * image) as the largest paint so far; at most `heroWaitAfterLoadMs` after the load event. A browser
 * that does not report largest paints (Safari), or a page without a hero, starts after the load
 * event and the frame after it.
 */
export function afterHeroPaint(start: () => unknown, win: Win = window): void {
  let started = false
  let observer: PerformanceObserver | undefined
  const go = () => {
    if (started) return
    started = true
    observer?.disconnect()
    // A task of its own: the observer's callback and the load event stay short.
    win.setTimeout(start, 0)
  }
  const hero = win.document.querySelector('img[fetchpriority="high"]')
  const observing = hero !== null && (win.PerformanceObserver?.supportedEntryTypes ?? []).includes(LCP)
  if (observing && win.PerformanceObserver) {
    observer = new win.PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === hero)) go()
    })
    // buffered: the hero may have been painted before this script ran.
    observer.observe({ type: LCP, buffered: true })
  }
  // A callback of requestAnimationFrame runs before its frame is painted; a task queued from it, after.
  const afterLoad = () => (observing ? win.setTimeout(go, heroWaitAfterLoadMs) : win.requestAnimationFrame(() => win.setTimeout(go, 0)))
  if (win.document.readyState === 'complete') afterLoad()
  else win.addEventListener('load', afterLoad, { once: true })
}
