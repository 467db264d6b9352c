// Submit handling shared by the lead forms: validate with the shared schema, POST JSON, report the
// result, show field errors and move focus to the first one.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { type FieldErrors, fieldErrors } from '../../../content/lead-form'

type Parsed<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }

type LeadFormOptions<T> = {
  endpoint: string
  schema: { safeParse(data: unknown): Parsed<T> }
  /** Field names in page order: the first invalid one gets focus. */
  fields: readonly string[]
  onSuccess(form: HTMLFormElement): void
  /** serverMessage: the server's own sentence when it cannot store leads (503), with the phone number. */
  onFailure(kind: 'response' | 'network', serverMessage?: string): void
}

/** Submit handling shared by the lead forms: validate, POST JSON, report, field errors, focus. */
export function useLeadForm<T extends object>({ endpoint, schema, fields, onSuccess, onFailure }: LeadFormOptions<T>) {
  const idPrefix = useId()
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const submitRef = useRef<HTMLButtonElement>(null)
  const startedAt = useRef(0)
  const { key } = useLocation()

  // The spam check's clock: from page load on a first visit ("default" location), else from the
  // moment this page was navigated to. Read once, after hydration.
  useEffect(() => {
    startedAt.current = key === 'default' ? 0 : performance.now()
  }, [])

  const fieldId = (name: string) => `${idPrefix}-${name}`

  function showErrors(next: FieldErrors) {
    setErrors(next)
    const first = fields.find((f) => next[f])
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus())
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const values = Object.fromEntries(new FormData(form))
    const result = schema.safeParse(values)
    if (!result.success) return showErrors(fieldErrors(result))
    setErrors({})
    setSending(true)
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          ...result.data,
          company_website: values.company_website ?? '',
          elapsed_ms: Math.round(performance.now() - startedAt.current),
        }),
      })
      if (response.ok) onSuccess(form)
      else {
        if (response.status === 400) {
          const body: unknown = await response.json().catch(() => null)
          if (body && typeof body === 'object' && 'errors' in body && body.errors && typeof body.errors === 'object') {
            showErrors(Object.fromEntries(Object.entries(body.errors).filter((e): e is [string, string] => typeof e[1] === 'string')))
          }
        }
        const body: unknown = response.status === 503 ? await response.json().catch(() => null) : null
        const serverMessage = body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : undefined
        onFailure('response', serverMessage)
      }
    } catch {
      onFailure('network')
    } finally {
      setSending(false)
      // The disabled fieldset dropped focus; give it back to the button unless an error field took it.
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) submitRef.current?.focus()
      })
    }
  }

  /** Typing in a field clears its message. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target
    const name =
      target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement ? target.name : ''
    if (name && errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
  }

  return { sending, errors, setErrors, fieldId, submitRef, onSubmit, onInput }
}
