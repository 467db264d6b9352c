// The pattern comparison tool: choices on the left, the drawn preview on the right. State lives in
// the pure reducer of state.ts; this component wires it to the address bar, storage and toasts.
// Below the wide layout the preview sits under the choices: a tapped choice scrolls it into view.
import { useHydrated } from '~/lib/use-hydrated'
import { useEffect, useReducer, useRef } from 'react'
import type { PatternToolWords } from '#content/pages/tool-schemas'
import { scrollBehavior } from '~/components/sections/motion'
import { Button, ButtonLink } from '~/components/ui/button'
import { labelClass } from '~/components/ui/field'
import { NativeSelectField } from '~/components/ui/native-select'
import { showToast } from '~/components/ui/toaster'
import { tilePatterns } from '#content/tile-patterns'
import { patternById } from '#domain/tile-patterns'
import { ColorChoice, GroutChoice, PatternChoice } from './choices'
import { PatternDetails } from './pattern-details'
import { shareSelection, shareUrl } from './share'
import { defaultState, initialState, storageKey, toQuery, toolReducer, toStorage, type ToolAction } from './state'

/** The selection as the quote form takes it (domain/calculator/attachment.ts attachedPattern). */
const quoteQuery = (s: { color: string; pattern: string; grout: string }) =>
  new URLSearchParams({ color: s.color, pattern: s.pattern, grout: s.grout }).toString()

// Storage can throw (disabled, private mode, quota): the tool then works without it.
function readSaved(): string | null {
  try {
    return window.localStorage.getItem(storageKey)
  } catch {
    return null
  }
}

/** words: the page's headings and the link to the quote form (the choices and buttons keep their own labels). */
export function PatternTool({ words }: { words: PatternToolWords }) {
  const [state, dispatch] = useReducer(toolReducer, defaultState)
  const touched = useRef(false)
  const hydrated = useHydrated()
  const previewRef = useRef<HTMLElement>(null)
  // Set by a tap or click on a choice (not by arrow keys, which must keep the focused choice in view).
  const byPointer = useRef(false)
  const reveal = useRef(false)

  // After hydration: the link wins over the saved selection, which wins over the defaults.
  useEffect(() => {
    dispatch({ type: 'restore', state: initialState(window.location.search, readSaved()) })
  }, [])

  // Once the visitor has chosen something, the address carries the selection (bookmark, reload).
  useEffect(() => {
    if (!touched.current) return
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${toQuery(state)}${window.location.hash}`)
  }, [state])

  // After a tapped choice, show the changed picture if any of it is off screen (under the header).
  useEffect(() => {
    const preview = previewRef.current
    if (!reveal.current || !preview) return
    reveal.current = false
    const picture = preview.querySelector('svg') ?? preview
    const { top, bottom } = picture.getBoundingClientRect()
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    if (top < headerBottom || bottom > window.innerHeight) preview.scrollIntoView({ block: 'start', behavior: scrollBehavior() })
  }, [state])

  const act = (action: ToolAction) => {
    touched.current = true
    reveal.current = byPointer.current && action.type.startsWith('select')
    dispatch(action)
  }

  async function share() {
    const outcome = await shareSelection(state, shareUrl(state, window.location.origin, window.location.pathname), navigator)
    if (outcome === 'shared') showToast('success', 'Shared successfully!')
    else if (outcome === 'copied') showToast('success', 'Link copied to clipboard!')
    else if (outcome === 'failed') showToast('error', "Couldn't share or copy the link", 'Copy the address from your browser bar instead.')
  }

  function save() {
    try {
      window.localStorage.setItem(storageKey, toStorage(state))
      showToast('info', 'Selection saved! View it anytime.')
    } catch {
      showToast('error', "Couldn't save your selection", 'Your browser is blocking site storage. Use Share to keep a link instead.')
    }
  }

  function reset() {
    act({ type: 'reset' })
    showToast('info', 'Reset to default settings')
  }

  const others = tilePatterns.filter((p) => p.id !== state.pattern).map((p) => ({ value: p.id, label: p.name }))

  return (
    <div className="grid gap-8 lg:grid-cols-12" data-tool="pattern" data-hydrated={hydrated || undefined}>
      {/* The handlers only note whether a pointer or the keyboard chose last; they act on nothing. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <section
        aria-labelledby="choose-heading"
        className="card flex flex-col gap-8 p-5 sm:p-6 lg:col-span-5"
        onPointerDown={() => (byPointer.current = true)}
        onKeyDown={() => (byPointer.current = false)}
      >
        <h2 id="choose-heading" className="heading-2 !text-3xl">
          {words.choose}
        </h2>
        <ColorChoice
          value={state.color}
          pattern={state.pattern}
          grout={state.grout}
          onChange={(color) => act({ type: 'selectColor', color })}
        />
        <PatternChoice
          value={state.pattern}
          color={state.color}
          grout={state.grout}
          onChange={(pattern) => act({ type: 'selectPattern', pattern })}
        />
        <GroutChoice value={state.grout} onChange={(grout) => act({ type: 'selectGrout', grout })} />
        {/* The buttons need the script: until it has run they are shown, but disabled. */}
        <div className="grid grid-cols-2 gap-3">
          <Button disabled={!hydrated} variant="secondary" onClick={() => act({ type: 'toggleCompare' })} className="col-span-2">
            <span className={state.compare ? 'i-lucide-square' : 'i-lucide-columns-2'} aria-hidden="true" />
            {state.compare ? 'Single View' : 'Compare Patterns'}
          </Button>
          <Button disabled={!hydrated} variant="outline" onClick={share}>
            <span className="i-lucide-share-2" aria-hidden="true" />
            Share
          </Button>
          <Button disabled={!hydrated} variant="outline" onClick={save}>
            <span className="i-lucide-bookmark" aria-hidden="true" />
            Save Selection
          </Button>
          <Button disabled={!hydrated} variant="ghost" onClick={reset} className="col-span-2">
            <span className="i-lucide-rotate-ccw" aria-hidden="true" />
            Reset
          </Button>
          {/* Hands the selection to the quote form, which shows it as an attachment. */}
          <ButtonLink href={`/quote?${quoteQuery(state)}`} className="col-span-2">
            {words.quoteLink}
            <span className="i-lucide-arrow-right" aria-hidden="true" />
          </ButtonLink>
        </div>
      </section>

      <section
        ref={previewRef}
        aria-labelledby="preview-heading"
        className="card scroll-mt-20 p-5 sm:p-6 lg:(sticky top-20 col-span-7 self-start)"
      >
        <h2 id="preview-heading" className="heading-2 !text-3xl">
          {state.compare ? words.comparison : words.preview}
        </h2>
        <div className={`mt-6 grid gap-8 ${state.compare ? 'md:grid-cols-2' : ''}`}>
          <PatternDetails
            pattern={state.pattern}
            color={state.color}
            grout={state.grout}
            words={words}
            control={
              state.compare ? (
                // Mirrors the 'Compare with' select so that both pictures line up.
                <div>
                  <p className={labelClass}>{words.yourPattern}</p>
                  <p className="flex min-h-11 items-center rounded-lg bg-paper px-3 py-2 text-ink">{patternById(state.pattern).name}</p>
                </div>
              ) : null
            }
          />
          {state.compare ? (
            <PatternDetails
              pattern={state.second}
              color={state.color}
              grout={state.grout}
              words={words}
              control={
                <NativeSelectField
                  id="compare-with"
                  label="Compare with"
                  name="compare"
                  options={others}
                  value={state.second}
                  onValueChange={(value: string) =>
                    act({ type: 'setSecond', pattern: tilePatterns.find((p) => p.id === value)?.id ?? state.second })
                  }
                />
              }
            />
          ) : null}
        </div>
      </section>
    </div>
  )
}
