// The shopping-list inputs beyond the basic estimate: the box (coverage and price), the grout joint and tile
// thickness, and the kind of job for the labor range. Native selects: nothing here needs more.
import { Field, inputClass } from '~/components/ui/field'
import { formatFeet } from '#domain/calculator/format'
import type { LaborRate } from '#domain/calculator/labor'
import { jointWidths, tileThicknesses } from '#domain/calculator/materials'
import { NumberField } from './number-field'
import type { FieldErrors, TakeoffInput } from '#domain/calculator/takeoff'
import { findTileSize, typicalBoxSqFt } from '#domain/calculator/tile-sizes'

type Props = {
  idPrefix: string
  input: TakeoffInput
  errors: FieldErrors
  rates: readonly LaborRate[]
  set: (patch: Partial<TakeoffInput>) => void
}

export function MoreFields({ idPrefix, input, errors, rates, set }: Props) {
  const tile = findTileSize(input.tile)
  const id = (key: string) => `${idPrefix}-${key}`
  const select = (key: 'joint' | 'thickness' | 'job', label: string, options: readonly { value: string; label: string }[]) => (
    <Field id={id(key)} label={label}>
      <select id={id(key)} name={key} value={input[key]} onChange={(e) => set({ [key]: e.target.value })} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  )
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          id={id('boxCoverage')}
          name="box"
          label="Square feet per box"
          placeholder={tile ? `${formatFeet(typicalBoxSqFt(tile))} (typical)` : undefined}
          value={input.boxCoverage}
          onValue={(boxCoverage) => set({ boxCoverage })}
          error={errors.boxCoverage}
        />
        <NumberField
          id={id('boxPrice')}
          name="boxprice"
          label="Price per box ($, optional)"
          value={input.boxPrice}
          onValue={(boxPrice) => set({ boxPrice })}
          error={errors.boxPrice}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {select('joint', 'Grout joint width', jointWidths)}
        {select('thickness', 'Tile thickness', [
          { value: '', label: tile ? `Typical (${formatThickness(tile.thicknessIn)})` : 'Typical for the size' },
          ...tileThicknesses,
        ])}
      </div>
      {select('job', 'Where the tile goes', [...rates.map((r, i) => ({ value: i === 0 ? '' : r.id, label: r.name }))])}
    </>
  )
}

const formatThickness = (inches: number) => `${tileThicknesses.find((t) => t.inches === inches)?.value ?? formatFeet(inches)} in`
