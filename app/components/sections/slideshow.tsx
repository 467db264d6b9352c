// A looping slideshow with Previous/Next and an "n / total" counter. With `autoplay` it advances
// every 6 s, paused while the pointer is over it or focus is inside it, when the visitor presses
// Pause, and always under prefers-reduced-motion (WCAG 2.2.2).
import { useEffect, useState, type FocusEvent } from 'react'
import { Picture } from '../ui/picture'
import { nextIndex, previousIndex, slideCounter, type Slide } from './gallery'
import { usePrefersReducedMotion } from './motion'

export const autoplayIntervalMs = 6000

const arrow =
  'focus absolute top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-ink shadow-md hover:bg-white'

export function Slideshow({ slides, label, autoplay = false }: { slides: Slide[]; label: string; autoplay?: boolean }) {
  const [index, setIndex] = useState(0)
  const [pointerOver, setPointerOver] = useState(false)
  const [focusInside, setFocusInside] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const count = slides.length
  const canPlay = autoplay && count > 1 && !reducedMotion
  const playing = canPlay && !stopped && !pointerOver && !focusInside

  // A fresh timer after every change of slide, so a manual step also gets its full 6 seconds.
  useEffect(() => {
    if (!playing) return
    const timer = setTimeout(() => setIndex((i) => nextIndex(i, count)), autoplayIntervalMs)
    return () => clearTimeout(timer)
  }, [playing, index, count])

  const slide = slides[Math.min(index, count - 1)]
  if (!slide) return null
  const counter = slideCounter(index, count)
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocusInside(false)
  }

  return (
    <div>
      <div
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
        className="relative overflow-hidden rounded-lg bg-line"
        onPointerEnter={() => setPointerOver(true)}
        onPointerLeave={() => setPointerOver(false)}
        onFocus={() => setFocusInside(true)}
        onBlur={onBlur}
      >
        <div
          className="aspect-[3/2] max-h-[62vh] w-full"
          role="group"
          aria-roledescription="slide"
          aria-label={`Image ${index + 1} of ${count}`}
        >
          {slide.image ? (
            <Picture
              key={slide.key}
              image={slide.image}
              sizes="(min-width: 900px) 850px, 100vw"
              className="block h-full w-full"
              imgClassName="h-full w-full object-cover"
            />
          ) : (
            <img key={slide.key} src={slide.src} alt={slide.alt} className="h-full w-full object-cover" />
          )}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${arrow} left-3`}
              aria-label="Previous image"
              onClick={() => setIndex((i) => previousIndex(i, count))}
            >
              <span className="i-lucide-chevron-left text-2xl" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${arrow} right-3`}
              aria-label="Next image"
              onClick={() => setIndex((i) => nextIndex(i, count))}
            >
              <span className="i-lucide-chevron-right text-2xl" aria-hidden="true" />
            </button>
            <p
              className="absolute bottom-3 right-3 rounded-full bg-ink/85 px-3 py-1 text-sm font-600 text-white tabular-nums"
              aria-live={playing ? 'off' : 'polite'}
              aria-atomic="true"
              data-testid="slide-counter"
            >
              {counter}
            </p>
          </>
        ) : null}
      </div>
      {canPlay ? (
        <button
          type="button"
          className="focus mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-600 text-ink hover:bg-ink/5"
          onClick={() => setStopped((s) => !s)}
        >
          <span className={stopped ? 'i-lucide-play' : 'i-lucide-pause'} aria-hidden="true" />
          {stopped ? 'Play slideshow' : 'Pause slideshow'}
        </button>
      ) : null}
    </div>
  )
}
