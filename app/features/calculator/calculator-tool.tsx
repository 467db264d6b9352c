// The cost calculator: the inputs, 'Calculate Estimate', and the results that then follow every
// change. The checks and formulas live in takeoff.ts; this component renders them, shows each
// field's message once the visitor has pressed Calculate (or opened a link with inputs), and
// keeps the address in step (query.ts) so an estimate can be shared, reloaded and printed.
import { useHydrated } from '~/lib/use-hydrated'
import { useEffect, useId, useState, type FormEvent } from 'react'
import type { CalculatorToolWords } from '#content/pages/tool-schemas'
import { Button } from '~/components/ui/button'
import { NativeSelectField } from '~/components/ui/native-select'
import { AreaList } from './area-list'
import { rules } from '#domain/calculator/fields'
import { quoteHref } from '#domain/calculator/format'
import { findJob, type LaborRate } from '#domain/calculator/labor'
import { MoreFields } from './more-fields'
import { NumberField } from './number-field'
import { PrintSheet } from './print-sheet'
import { emptyInput, hasCalculatorQuery, inputFromQuery, inputToQuery } from '#domain/calculator/query'
import { EstimateResults } from './estimate-results'
import { checkTakeoff, type TakeoffInput } from '#domain/calculator/takeoff'
import { isLayout, layouts, tileSizes } from '#domain/calculator/tile-sizes'

const tileOptions = tileSizes.map((t) => ({ value: t.code, label: t.name }))
const layoutOptions = layouts.map((l) => ({ value: l.value, label: l.label }))

/** words: the page's headings, sentences and figure names (its fields keep their own labels). */
export function CalculatorTool({ rates, words }: { rates: LaborRate[]; words: CalculatorToolWords }) {
  const [input, setInput] = useState<TakeoffInput>(emptyInput)
  // Messages show after the first 'Calculate Estimate'; results follow the inputs after the first valid one.
  const [checked, setChecked] = useState(false)
  const [live, setLive] = useState(false)
  const hydrated = useHydrated()
  const id = useId()

  // After hydration: an estimate in the address (a bookmark, a shared link) is restored and checked.
  useEffect(() => {
    if (!hasCalculatorQuery(window.location.search)) return
    const restored = inputFromQuery(window.location.search)
    // The first job is the default and stays out of the address; an unknown one falls back to it.
    if (restored.job === rates[0]?.id || !findJob(rates, restored.job)) restored.job = ''
    // The address is only known in the browser: the prerendered first render must show the defaults.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setInput(restored)
    setChecked(true)
    if (checkTakeoff(restored, rates).takeoff) setLive(true)
  }, [rates])

  const query = inputToQuery(input)
  useEffect(() => {
    if (!live) return
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}${window.location.hash}`)
  }, [live, query])

  const { errors: allErrors, takeoff } = checkTakeoff(input, rates)
  const errors = checked ? allErrors : {}
  const result = live ? takeoff : null
  const set = (patch: Partial<TakeoffInput>) => setInput((s) => ({ ...s, ...patch }))

  function calculate(e: FormEvent) {
    e.preventDefault()
    setChecked(true)
    if (takeoff) setLive(true)
    else document.getElementById(`${id}-${Object.keys(allErrors)[0]?.replaceAll('.', '-')}`)?.focus()
  }

  const number = (key: 'length' | 'width' | 'price', label: string, placeholder: string, step: string) => (
    <NumberField
      id={`${id}-${key}`}
      name={key}
      label={label}
      placeholder={placeholder}
      step={step}
      max={rules[key].max}
      spinner
      value={input[key]}
      onValue={(v) => set({ [key]: v })}
      error={errors[key]}
    />
  )

  return (
    <div className="grid gap-8 lg:grid-cols-2" data-tool="calculator" data-hydrated={hydrated || undefined}>
      <form
        method="get"
        noValidate
        onSubmit={calculate}
        aria-labelledby={`${id}-form`}
        className="card flex min-w-0 flex-col gap-5 p-5 sm:p-6"
      >
        <h2 id={`${id}-form`} className="heading-2 !text-3xl">
          {words.form}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          {number('length', 'Room Length (feet)', '12', 'any')}
          {number('width', 'Room Width (feet)', '10', 'any')}
        </div>
        <NativeSelectField
          id={`${id}-tile`}
          label="Tile Size"
          name="tile"
          options={tileOptions}
          value={input.tile}
          error={errors.tile}
          onValueChange={(tile: string) => set({ tile })}
        />
        {number('price', 'Price per Square Foot ($)', '8.50', '0.01')}
        <NativeSelectField
          id={`${id}-layout`}
          label="Layout pattern"
          name="layout"
          options={layoutOptions}
          value={input.layout}
          onValueChange={(layout: string) => set({ layout: isLayout(layout) ? layout : 'standard' })}
        />
        <AreaList
          kind="rooms"
          idPrefix={id}
          items={input.rooms}
          errors={errors}
          onChange={(rooms) => set({ rooms })}
          hint={words.areaHints.rooms}
        />
        <AreaList
          kind="cutouts"
          idPrefix={id}
          items={input.cutouts}
          errors={errors}
          onChange={(cutouts) => set({ cutouts })}
          hint={words.areaHints.cutouts}
        />
        <MoreFields idPrefix={id} input={input} errors={errors} rates={rates} set={set} />
        <Button type="submit" size="lg">
          <span className="i-lucide-calculator" aria-hidden="true" />
          Calculate Estimate
        </Button>
      </form>
      <EstimateResults takeoff={result} quoteHref={result ? quoteHref(result, query) : '/quote'} words={words} />
      {result && hydrated ? (
        <PrintSheet t={result} link={`${window.location.origin}${window.location.pathname}${query}`} words={words} />
      ) : null}
    </div>
  )
}
