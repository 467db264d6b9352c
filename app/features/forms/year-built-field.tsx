// The quote form's optional "Year the home was built": four digits, checked as the server checks
// them (domain/year-built.ts); the hint says why it is asked. Works without JavaScript (a plain input).
import { yearBuiltWords } from '#content/year-built-words'
import { Field, describedBy, inputClass } from '~/components/ui/field'

export function YearBuiltField({ id, error }: { id: string; error?: string }) {
  const hintId = `${id}-hint`
  const aria = describedBy(id, error)
  return (
    <Field id={id} label={yearBuiltWords.label} error={error}>
      <input
        id={id}
        name="yearBuilt"
        type="text"
        inputMode="numeric"
        maxLength={4}
        className={`${inputClass} max-w-40`}
        {...aria}
        aria-describedby={[hintId, aria['aria-describedby']].filter(Boolean).join(' ')}
      />
      <p id={hintId} className="mt-1.5 text-sm text-slate">
        {yearBuiltWords.hint}
      </p>
    </Field>
  )
}
