// Motion preferences: smooth scrolling and the gallery's autoplay stop under reduced motion.
import { useSyncExternalStore } from 'react'

const query = '(prefers-reduced-motion: reduce)'

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(query).matches
}

/** 'smooth', or 'auto' (a jump) for a visitor who asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth'
}

function subscribe(onChange: () => void) {
  const list = matchMedia(query)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/** Follows the setting live; false while prerendering. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false)
}

/** Scrolls smoothly (or not, per the setting) to an element, then focuses `focusTarget` without a jump. */
export function scrollToAndFocus(target: Element, focusTarget?: HTMLElement | null) {
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
  focusTarget?.focus({ preventScroll: true })
}
