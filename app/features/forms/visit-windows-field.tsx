// Up to three preferred times for the free in-home consultation: native checkboxes in a fieldset,
// so the choice posts without JavaScript too. The list comes from the business hours at build
// time (domain/visit-windows.ts): a closed day is never offered.
import { useCallback, useRef, useState } from 'react'
import { FieldError, errorId } from '~/components/ui/field'
import type { QuoteWorkspaceWords } from '#content/pages/tool-schemas'
import type { VisitWindow } from '#domain/visit-windows'
import { useFormReset } from './use-form-reset'
import { fillSlots } from '#domain/slots'

export type VisitWindowOption = Pick<VisitWindow, 'id' | 'day' | 'part' | 'time'>

type Words = Pick<QuoteWorkspaceWords['fields'], 'visitTime' | 'visitHint' | 'visitChosen'>

/** The hint with its values, each its own text node as the hint has always been read. */
function hint(words: Words, times: string, max: number) {
  const values: Record<string, string | number> = { '{times}': times, '{max}': max }
  return words.visitHint
    .split(/(\{times\}|\{max\})/)
    .filter(Boolean)
    .map((part) => values[part] ?? part)
}

export function VisitWindowsField({
  id,
  windows,
  max,
  error,
  words,
}: {
  id: string
  windows: VisitWindowOption[]
  max: number
  error?: string
  words: Words
}) {
  const [chosen, setChosen] = useState(0)
  const ref = useRef<HTMLFieldSetElement>(null)
  useFormReset(
    ref,
    useCallback(() => setChosen(0), []),
  )
  const days = [...new Set(windows.map((w) => w.day))]
  const times = new Map(windows.map((w) => [w.part, w.time]))
  const partNames = [...times.keys()]
  const parts = [...times.entries()].map(([part, time]) => fillSlots(words.visitTime, { part, time }))
  const countId = `${id}-count`
  return (
    <fieldset
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-describedby={[countId, error ? errorId(id) : ''].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      className="m-0 min-w-0 border-0 p-0 outline-none"
      onChange={(e) => setChosen(e.currentTarget.querySelectorAll('input:checked').length)}
    >
      <legend className="mb-1.5 block p-0 font-600 text-ink">Best times for a free in-home visit (optional)</legend>
      <p id={countId} className="mb-2 text-sm text-slate">
        {hint(words, parts.join('; '), max)}
        {chosen > 0 ? ` ${fillSlots(words.visitChosen, { chosen: String(chosen), max: String(max) })}` : ''}
      </p>
      {/* One row a day, one column a part of the day: a day without afternoons leaves its cell empty. */}
      <div className="grid">
        {days.map((day) => (
          <div key={day} className="grid grid-flow-col grid-cols-[5.5rem] auto-cols-fr items-center">
            <span className="text-sm font-600 text-ink">{day}</span>
            {partNames.map((part) => {
              const w = windows.find((x) => x.day === day && x.part === part)
              return w ? (
                <label key={w.id} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-ink">
                  <input type="checkbox" name="visitWindows" value={w.id} className="focus h-5 w-5 shrink-0 accent-terracotta" />
                  <span className="sr-only">{day} </span>
                  {w.part}
                </label>
              ) : (
                <span key={part} />
              )
            })}
          </div>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  )
}
