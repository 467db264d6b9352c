// While a modal is open, Ark hides the rest of the page from screen readers with aria-hidden. This
// makes the same elements inert too, so nothing behind the dialog can take focus or clicks (and no
// aria-hidden element stays focusable, which WCAG checkers flag).
import { useEffect } from 'react'

export function useInertOutside(open: boolean) {
  useEffect(() => {
    if (!open) return
    const made = new Set<HTMLElement>()
    const sync = () => {
      for (const el of Array.from(document.body.children)) {
        if (!(el instanceof HTMLElement)) continue
        const hidden = el.getAttribute('aria-hidden') === 'true'
        if (hidden && !el.inert) {
          el.inert = true
          made.add(el)
        } else if (!hidden && made.has(el)) {
          el.inert = false
          made.delete(el)
        }
      }
    }
    sync()
    const observer = new MutationObserver(sync)
    observer.observe(document.body, { subtree: false, childList: true, attributes: true, attributeFilter: ['aria-hidden'] })
    for (const el of Array.from(document.body.children)) observer.observe(el, { attributes: true, attributeFilter: ['aria-hidden'] })
    return () => {
      observer.disconnect()
      for (const el of made) el.inert = false
    }
  }, [open])
}
