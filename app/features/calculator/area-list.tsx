// The extra rectangles of a room: areas added to the first one (an L or a T) or cut-outs taken
// away (a tub, an island, a hearth). Each has its length, width and a remove button; a new row
// takes the focus so keyboard users land in it.
import { useEffect, useRef } from 'react'
import { Button } from '~/components/ui/button'
import { maxRectangles } from '#domain/calculator/fields'
import { NumberField } from './number-field'
import type { FieldErrors, Rect } from '#domain/calculator/takeoff'

type Kind = 'rooms' | 'cutouts'

// The fields' own labels; the hint under each list is the page's (content/pages/calculator.ts).
const labels = {
  rooms: { title: (i: number) => `Area ${i + 2}`, add: 'Add an area' },
  cutouts: { title: (i: number) => `Cut-out ${i + 1}`, add: 'Add a cut-out' },
}

export function AreaList(props: {
  kind: Kind
  idPrefix: string
  items: Rect[]
  errors: FieldErrors
  onChange: (items: Rect[]) => void
  hint: string
}) {
  const { kind, idPrefix, items, errors, onChange, hint } = props
  const w = labels[kind]
  const max = kind === 'rooms' ? maxRectangles - 1 : maxRectangles
  const count = useRef(items.length)
  useEffect(() => {
    if (items.length > count.current) document.getElementById(`${idPrefix}-${kind}-${items.length - 1}-length`)?.focus()
    count.current = items.length
  }, [items.length, idPrefix, kind])

  const set = (i: number, key: keyof Rect) => (value: string) => onChange(items.map((r, j) => (j === i ? { ...r, [key]: value } : r)))
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="p-0 font-600 text-ink">{kind === 'rooms' ? 'More areas' : 'Cut-outs'}</legend>
      <p className="mt-1 text-sm text-slate">{hint}</p>
      {items.map((r, i) => {
        const id = `${idPrefix}-${kind}-${i}`
        return (
          <div key={i} className="mt-3 grid grid-cols-[1fr_1fr_auto] items-end gap-3">
            <NumberField
              id={`${id}-length`}
              name={`${kind}-${i}-length`}
              label={`${w.title(i)} length (feet)`}
              value={r.length}
              onValue={set(i, 'length')}
              error={errors[`${kind}.${i}.length`]}
            />
            <NumberField
              id={`${id}-width`}
              name={`${kind}-${i}-width`}
              label={`${w.title(i)} width (feet)`}
              value={r.width}
              onValue={set(i, 'width')}
              error={errors[`${kind}.${i}.width`]}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${w.title(i).toLowerCase()}`}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
              className={errors[`${kind}.${i}.length`] || errors[`${kind}.${i}.width`] ? 'self-center' : ''}
            >
              <span className="i-lucide-x text-xl" aria-hidden="true" />
            </Button>
          </div>
        )
      })}
      {items.length < max ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => onChange([...items, { length: '', width: '' }])}>
          <span className="i-lucide-plus" aria-hidden="true" />
          {w.add}
        </Button>
      ) : null}
    </fieldset>
  )
}
