// The field parts every form shares: one input style, a visible label, and an error message tied
// to its control by aria-describedby.
import type { ReactNode } from 'react'

export const inputClass =
  'focus box-border block w-full min-h-11 rounded-lg border border-solid border-line bg-white px-3 py-2 font-sans text-base text-ink placeholder:text-slate/70 aria-[invalid=true]:border-danger aria-[invalid=true]:border-2 disabled:bg-paper disabled:cursor-not-allowed'

export const labelClass = 'mb-1.5 block font-600 text-ink'

export const errorId = (id: string) => `${id}-error`

/** aria attributes of a control whose error (if any) is rendered by <FieldError id={id}>. */
export function describedBy(id: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId(id) : undefined } as const
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={errorId(id)} className="mt-1.5 flex items-start gap-1.5 text-sm text-danger">
      <span className="i-lucide-circle-alert mt-0.5 shrink-0" aria-hidden="true" />
      {error}
    </p>
  )
}

/** A visible label, the control (children) and its error message. */
export function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string
  label: string
  required?: boolean
  error?: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? (
          <span className="text-terracotta" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  )
}
