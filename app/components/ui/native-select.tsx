// A labelled native <select>, styled like the other fields. Used where a page must stay light and
// work at once: the browser's own control needs no JavaScript (it posts and can be changed before
// hydration or with scripts off), opens the phone's native picker, and has type-ahead built in,
// where Ark UI's select cost 32 KB of JavaScript (docs/decisions/010).
import { Field, describedBy, inputClass } from './field'

export type SelectOption = { value: string; label: string; disabled?: boolean }

export function NativeSelectField({
  id,
  label,
  name,
  options,
  value,
  onValueChange,
  error,
}: {
  id: string
  label: string
  name: string
  options: SelectOption[]
  value: string
  onValueChange: (value: string) => void
  error?: string
}) {
  return (
    <Field id={id} label={label} error={error}>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onValueChange(e.currentTarget.value)}
          className={`${inputClass} cursor-pointer appearance-none pr-10`}
          {...describedBy(id, error)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <span
          className="i-lucide-chevron-down pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-slate"
          aria-hidden="true"
        />
      </div>
    </Field>
  )
}
