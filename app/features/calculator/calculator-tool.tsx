// The cost calculator: the inputs, 'Calculate Estimate', and the results that then follow every
// change. The formulas live in estimate.ts; this component renders them and keeps the address
// (?length=12&width=10&tile=12x12&price=8.50) in step so an estimate can be shared.
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Field, inputClass, SelectField } from '~/components/ui/select'
import { computeEstimate } from './estimate'
import type { TakeoffInput } from './takeoff'
import { emptyInput, hasCalculatorQuery, inputFromQuery, inputToQuery } from './query'
import { EstimateResults } from './estimate-results'
import { isLayout, layouts, tileSizes } from './tile-sizes'

const tileOptions = tileSizes.map((t) => ({ value: t.code, label: t.name }))
const layoutOptions = layouts.map((l) => ({ value: l.value, label: l.label }))

export function CalculatorTool() {
  const [input, setInput] = useState<TakeoffInput>(emptyInput)
  // False until the first valid 'Calculate Estimate'; from then on the results follow the inputs.
  const [live, setLive] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const id = useId()

  // After hydration: an estimate in the address (a bookmark, a shared link) is restored.
  useEffect(() => {
    setHydrated(true)
    if (!hasCalculatorQuery(window.location.search)) return
    const restored = inputFromQuery(window.location.search)
    setInput(restored)
    if (computeEstimate(restored)) setLive(true)
  }, [])

  useEffect(() => {
    if (!live) return
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${inputToQuery(input)}${window.location.hash}`)
  }, [live, input])

  const estimate = live ? computeEstimate(input) : null
  const set = (key: 'length' | 'width' | 'price') => (e: ChangeEvent<HTMLInputElement>) =>
    setInput((s) => ({ ...s, [key]: e.target.value }))

  function calculate(e: FormEvent) {
    e.preventDefault()
    if (computeEstimate(input)) setLive(true)
  }

  const field = (key: 'length' | 'width' | 'price', label: string, placeholder: string, step: string) => (
    <Field id={`${id}-${key}`} label={label}>
      <input
        id={`${id}-${key}`}
        name={key}
        type="number"
        inputMode="decimal"
        min="0"
        step={step}
        placeholder={placeholder}
        value={input[key]}
        onChange={set(key)}
        className={inputClass}
      />
    </Field>
  )

  return (
    <div className="grid gap-8 lg:grid-cols-2" data-tool="calculator" data-hydrated={hydrated || undefined}>
      {/* noValidate: the spec wants no message on bad input, only no result. */}
      <form method="get" noValidate onSubmit={calculate} aria-labelledby={`${id}-form`} className="card flex flex-col gap-5 p-5 sm:p-6">
        <h2 id={`${id}-form`} className="heading-2 !text-3xl">
          Your Project
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          {field('length', 'Room Length (feet)', '12', 'any')}
          {field('width', 'Room Width (feet)', '10', 'any')}
        </div>
        <SelectField
          id={`${id}-tile`}
          label="Tile Size"
          name="tile"
          options={tileOptions}
          value={input.tile}
          onValueChange={(tile: string) => setInput((s) => ({ ...s, tile }))}
        />
        {field('price', 'Price per Square Foot ($)', '8.50', '0.01')}
        <SelectField
          id={`${id}-layout`}
          label="Layout pattern"
          name="layout"
          options={layoutOptions}
          value={input.layout}
          onValueChange={(layout: string) => setInput((s) => ({ ...s, layout: isLayout(layout) ? layout : 'standard' }))}
        />
        <Button type="submit" size="lg">
          <span className="i-lucide-calculator" aria-hidden="true" />
          Calculate Estimate
        </Button>
      </form>
      <EstimateResults estimate={estimate} />
    </div>
  )
}
