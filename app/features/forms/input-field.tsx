// One labelled text input of a lead form, with its limit, autofill hint and server error.
import { Field, describedBy, inputClass } from '~/components/ui/field'

export function InputField({
  id,
  label,
  name,
  type,
  maxLength,
  autoComplete,
  error,
}: {
  id: string
  label: string
  name: string
  type: 'text' | 'email' | 'tel'
  maxLength: number
  autoComplete: string
  error?: string
}) {
  return (
    <Field id={id} label={label} required error={error}>
      <input
        id={id}
        name={name}
        type={type}
        required
        maxLength={maxLength}
        autoComplete={autoComplete}
        className={inputClass}
        {...describedBy(id, error)}
      />
    </Field>
  )
}
