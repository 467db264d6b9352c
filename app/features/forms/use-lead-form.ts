// Submit handling shared by the lead forms: validate with the shared schema, POST (JSON, or the
// form's own multipart body with upload progress), report the result, show field errors and move
// focus to the first one.
import { type FormEvent, useId, useRef, useState } from 'react'
import { type FieldErrors, fieldErrors } from '#domain/lead-form'
import { type Answer, postJson, postMultipart } from './post-form'

type Parsed<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }

type LeadFormOptions<T> = {
  endpoint: string
  schema: { safeParse(data: unknown): Parsed<T> }
  /** Field names in page order: the first invalid one gets focus. */
  fields: readonly string[]
  /** body: the server's answer (a quote whose photos were not kept says so in photosNotKept). */
  onSuccess(form: HTMLFormElement, body: unknown): void
  /** serverMessage: the server's own sentence when it cannot store leads (503, with the phone number) or the request is too large or too frequent. */
  onFailure(kind: 'response' | 'network', serverMessage?: string): void
  /** Sends the form as multipart/form-data, this body (the form's fields, with files added). */
  multipart?: (form: HTMLFormElement) => FormData
}

/** The form's text values; a name sent more than once (checkboxes) becomes a list, as the server reads it. */
function formValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string') continue
    const prior = values[key]
    values[key] = prior === undefined ? value : [...(Array.isArray(prior) ? prior : [prior]), value]
  }
  return values
}

/** Submit handling shared by the lead forms: validate, POST JSON, report, field errors, focus. */
export function useLeadForm<T extends object>({ endpoint, schema, fields, onSuccess, onFailure, multipart }: LeadFormOptions<T>) {
  const idPrefix = useId()
  const [sending, setSending] = useState(false)
  /** The upload's progress (0 to 1) while a multipart post is sent; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const submitRef = useRef<HTMLButtonElement>(null)
  // The spam check's clock runs from page load (performance.now() is 0 then): every page is a
  // document of its own, so the form was on screen since the page started loading.

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
    const values = formValues(form)
    const result = schema.safeParse(values)
    if (!result.success) return showErrors(fieldErrors(result))
    setErrors({})
    setSending(true)
    try {
      const elapsed = Math.round(performance.now())
      let answer: Answer
      if (multipart) {
        const body = multipart(form)
        body.set('elapsed_ms', String(elapsed))
        setProgress(0)
        answer = await postMultipart(endpoint, body, setProgress)
      } else {
        answer = await postJson(endpoint, { ...result.data, company_website: values.company_website ?? '', elapsed_ms: elapsed })
      }
      const { status, body } = answer
      if (status >= 200 && status < 300) onSuccess(form, body)
      else {
        if (status === 400 && body && typeof body === 'object' && 'errors' in body && body.errors && typeof body.errors === 'object') {
          showErrors(Object.fromEntries(Object.entries(body.errors).filter((e): e is [string, string] => typeof e[1] === 'string')))
        }
        // The server's own sentence when it says what to do: cannot store now (503, with the phone
        // number), too large (413), too many requests (429), a connection too slow (408).
        const actionable = status === 503 || status === 413 || status === 429 || status === 408
        const serverMessage =
          actionable && body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : undefined
        onFailure('response', serverMessage)
      }
    } catch {
      onFailure('network')
    } finally {
      setSending(false)
      setProgress(null)
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

  return { sending, progress, errors, setErrors, fieldId, submitRef, onSubmit, onInput }
}
