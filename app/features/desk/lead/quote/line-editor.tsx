// One line of a quote (an option's line or an add-on): its description, quantity, unit and unit
// price, typed on a phone (numeric keyboards), with its total as domain/quote computes it and the
// sentence of a figure that does not parse under its field.
import { deskQuoteWords } from '#content/pages/desk-quote'
import { formatCents, parseDollars } from '#domain/quote/money'
import { lineCents } from '#domain/quote/quote-totals'
import { quoteLimits } from '#domain/quote/quote-limits'
import { fillSlots } from '#domain/slots'
import { Button } from '~/components/ui/button'
import { deskInput } from '../../desk-shell'
import { type LineFields, parseQuantity } from './editor-state'

type Props = {
  id: string
  legend: string
  line: LineFields
  faults: Set<string>
  removeLabel: string | null
  onChange: (line: LineFields) => void
  onRemove: () => void
}

const field = `${deskInput} w-full`

export function LineEditor({ id, legend, line, faults, removeLabel, onChange, onRemove }: Props) {
  const words = deskQuoteWords
  const set = (part: Partial<LineFields>) => onChange({ ...line, ...part })
  const bad = (name: string) => faults.has(`${id}-${name}`)
  const total = lineCents({ quantity: parseQuantity(line.quantity) ?? 0, unitCents: parseDollars(line.price) ?? 0 })
  return (
    <fieldset className="mt-3 rounded-lg border border-line p-2">
      <legend className="px-1 font-600">{legend}</legend>
      <label htmlFor={`${id}-description`} className="text-sm font-600">
        {words.description}
      </label>
      <textarea
        id={`${id}-description`}
        rows={2}
        required
        maxLength={quoteLimits.description}
        value={line.description}
        onChange={(e) => set({ description: e.target.value })}
        className="focus block w-full rounded-lg border border-slate bg-white p-2"
      />
      <div className="mt-2 grid grid-cols-3 gap-2">
        <div>
          <label htmlFor={`${id}-quantity`} className="text-sm font-600">
            {words.quantity}
          </label>
          <input
            id={`${id}-quantity`}
            inputMode="numeric"
            value={line.quantity}
            onChange={(e) => set({ quantity: e.target.value })}
            aria-invalid={bad('quantity') || undefined}
            aria-describedby={bad('quantity') ? `${id}-quantity-fault` : undefined}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-unit`} className="text-sm font-600">
            {words.unit}
          </label>
          <input
            id={`${id}-unit`}
            maxLength={quoteLimits.unit}
            value={line.unit}
            onChange={(e) => set({ unit: e.target.value })}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-price`} className="text-sm font-600">
            {words.unitPrice}
          </label>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            value={line.price}
            onChange={(e) => set({ price: e.target.value })}
            aria-invalid={bad('price') || undefined}
            aria-describedby={bad('price') ? `${id}-price-fault` : undefined}
            className={field}
          />
        </div>
      </div>
      {bad('quantity') ? (
        <p id={`${id}-quantity-fault`} className="mt-1 text-sm font-600 text-danger">
          {words.quantity}: {words.wholeNumber}
        </p>
      ) : null}
      {bad('price') ? (
        <p id={`${id}-price-fault`} className="mt-1 text-sm font-600 text-danger">
          {words.unitPrice}: {words.dollars}
        </p>
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-2">
        <p className="tabular-nums">{fillSlots(words.lineTotal, { total: formatCents(total) })}</p>
        {removeLabel ? (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={removeLabel}>
            ✕
          </Button>
        ) : null}
      </div>
    </fieldset>
  )
}
