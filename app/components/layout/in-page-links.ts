// Smooth scrolling for in-page links only (a table of contents, the skip link, back to top), on
// the pages that run the client script. The page itself
// scrolls instantly, so that a route change starts the new page at its top without a glide; while
// the browser follows a "#..." link, html gets .smooth-scroll, which base.css makes smooth unless
// the visitor prefers reduced motion.
import { useEffect } from 'react'

const className = 'smooth-scroll'

function inPageTarget(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null
  const hash = link?.getAttribute('href') ?? ''
  // "#top" is the document's top (the scroll-to-top link) even without an element of that id.
  return hash === '#top' || (hash.length > 1 && document.getElementById(decodeURIComponent(hash.slice(1))) !== null)
}

export function useSmoothInPageLinks() {
  useEffect(() => {
    const root = document.documentElement
    let timer = 0
    const stop = () => {
      window.clearTimeout(timer)
      root.classList.remove(className)
    }
    const onClick = (event: MouseEvent) => {
      // Any other click (a link to another page) ends it at once: the next page must not glide.
      if (!inPageTarget(event)) return stop()
      root.classList.add(className)
      // Ends with the scroll; the timer covers a scroll that never starts (already in place).
      window.clearTimeout(timer)
      timer = window.setTimeout(stop, 1500)
    }
    // Capture: the class is on before the browser (or the router) starts scrolling.
    document.addEventListener('click', onClick, true)
    window.addEventListener('scrollend', stop)
    return () => {
      stop()
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('scrollend', stop)
    }
  }, [])
}
