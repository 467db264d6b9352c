// A labelled number input with its message, as every calculator field shows it. noValidate on the
// form: the messages are ours (fields.ts), in words, beside the field. The basic fields (length,
// width, price) are type=number; the others are text with a decimal keypad, so that a value the browser cannot show
// as a number ("lots" from a hand-edited address) stays visible and can be cleared.
import type { ChangeEvent } from 'react'
import { Field, describedBy, inputClass } from '~/components/ui/field'

export type NumberFieldProps = {
  id: string
  name: string
  label: string
  value: string
  onValue: (value: string) => void
  placeholder?: string
  step?: string
  max?: number
  error?: string
  /** type=number with min, max and step (length, width and price) */
  spinner?: boolean
}

export function NumberField({ id, name, label, value, onValue, placeholder, step = 'any', max, error, spinner }: NumberFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        inputMode="decimal"
        {...(spinner ? { type: 'number', min: '0', max, step } : { type: 'text', autoComplete: 'off' })}
        placeholder={placeholder}
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onValue(e.target.value)}
        className={inputClass}
        {...describedBy(id, error)}
      />
    </Field>
  )
}
