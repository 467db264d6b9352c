// A floating "Back to top" button: appears once the page is scrolled down, scrolls smoothly
// (or jumps, under reduced motion) and moves keyboard focus to the top of the content.
import { useEffect, useState } from 'react'
import { scrollBehavior } from './motion'

export function ScrollToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 500)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  const toTop = () => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() })
    document.getElementById('main')?.focus({ preventScroll: true })
  }
  return (
    <button
      type="button"
      onClick={toTop}
      aria-label="Scroll to top"
      className={`focus fixed bottom-5 right-5 z-30 grid h-12 w-12 place-items-center rounded-full bg-terracotta text-white shadow-lg transition-opacity duration-200 hover:bg-[#7f371c] ${
        visible ? 'opacity-100' : 'pointer-events-none opacity-0'
      }`}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
    >
      <span className="i-lucide-arrow-up text-xl" aria-hidden="true" />
    </button>
  )
}
