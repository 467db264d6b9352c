// A labelled number input with its message, as every calculator field shows it. noValidate on the
// form: the messages are ours (fields.ts), in words, beside the field.
import type { ChangeEvent } from 'react'
import { Field, describedBy, inputClass } from '~/components/ui/select'

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
}

export function NumberField({ id, name, label, value, onValue, placeholder, step = 'any', max, error }: NumberFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min="0"
        max={max}
        step={step}
        placeholder={placeholder}
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onValue(e.target.value)}
        className={inputClass}
        {...describedBy(id, error)}
      />
    </Field>
  )
}
