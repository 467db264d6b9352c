// One labelled contact input of a lead form (name, e-mail or phone), with its limit, input type,
// autofill hint and error; each form gives only its own label.
import { Field, describedBy, inputClass } from '~/components/ui/field'
import { limits } from '#domain/lead-form'

const kinds = {
  name: { type: 'text', maxLength: limits.name, autoComplete: 'name' },
  email: { type: 'email', maxLength: limits.email, autoComplete: 'email' },
  phone: { type: 'tel', maxLength: limits.phone, autoComplete: 'tel' },
} as const

export function InputField({ id, label, name, error }: { id: string; label: string; name: keyof typeof kinds; error?: string }) {
  return (
    <Field id={id} label={label} required error={error}>
      <input id={id} name={name} required {...kinds[name]} className={inputClass} {...describedBy(id, error)} />
    </Field>
  )
}
