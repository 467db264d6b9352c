// The contact form: a real form that posts to the API without JavaScript (the server answers with
// a 303 to /thank-you); with JavaScript it validates with the shared schema, sends JSON and shows
// the spec's toasts, overlay and button states. useLeadForm is shared with the quote form.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, describedBy, inputClass } from '~/components/ui/select'
import { showToast } from '~/components/ui/toaster'
import { type FieldErrors, contactSchema, fieldErrors, limits } from './schemas'
import { InputField } from './input-field'

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

/** Visually hidden trap field: people never see it, form-filling bots do. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute left-[-10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Company website (leave empty)</label>
      <input id={id} type="text" name="company_website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

export const contactFields = ['name', 'email', 'phone', 'message'] as const

export function ContactForm() {
  const [thanked, setThanked] = useState(false)
  const { sending, errors, setErrors, fieldId, submitRef, onSubmit, onInput } = useLeadForm({
    endpoint: '/api/send-contact-email',
    schema: contactSchema,
    fields: contactFields,
    onSuccess(form) {
      form.reset()
      setErrors({})
      setThanked(true)
      showToast('success', "Thank you! We'll get back to you within 24 hours.")
    },
    onFailure(kind, serverMessage) {
      showToast(
        'error',
        serverMessage ??
          (kind === 'network'
            ? 'Failed to send message. Please try again or call us directly.'
            : 'Failed to submit your message. Please try again or call us directly.'),
      )
    },
  })

  useEffect(() => {
    if (!thanked) return
    const timer = setTimeout(() => setThanked(false), 3000)
    return () => clearTimeout(timer)
  }, [thanked])

  const id = (name: (typeof contactFields)[number]) => fieldId(name)

  return (
    <div>
      <div className="relative">
        <form method="post" action="/api/send-contact-email" onSubmit={onSubmit} onInput={onInput} className="relative">
          <fieldset disabled={sending} className="m-0 grid min-w-0 gap-5 border-0 p-0">
            <legend className="sr-only">Your contact details and project</legend>
            <InputField
              id={id('name')}
              label="Name"
              name="name"
              type="text"
              maxLength={limits.name}
              autoComplete="name"
              error={errors.name}
            />
            <InputField
              id={id('email')}
              label="Email"
              name="email"
              type="email"
              maxLength={limits.email}
              autoComplete="email"
              error={errors.email}
            />
            <InputField
              id={id('phone')}
              label="Phone"
              name="phone"
              type="tel"
              maxLength={limits.phone}
              autoComplete="tel"
              error={errors.phone}
            />
            <Field id={id('message')} label="Project Details" error={errors.message}>
              <textarea
                id={id('message')}
                name="message"
                rows={5}
                maxLength={limits.message}
                placeholder="Tell us about your project: type of installation, approximate size, and your timeline"
                className={`${inputClass} resize-y`}
                {...describedBy(id('message'), errors.message)}
              />
            </Field>
            <Honeypot id={fieldId('company_website')} />
            <Button ref={submitRef} type="submit" size="lg" className="w-full" disabled={sending}>
              {sending ? (
                <>
                  <span className="i-lucide-loader-circle animate-spin" aria-hidden="true" />
                  Sending Message...
                </>
              ) : (
                'Send Message'
              )}
            </Button>
          </fieldset>
        </form>
        {thanked ? (
          <div role="status" className="absolute inset-0 z-10 grid place-items-center rounded-xl bg-white/95 p-6 text-center">
            <div>
              <span className="i-lucide-circle-check text-5xl text-terracotta" aria-hidden="true" />
              <p className="mt-3 font-display text-2xl font-650 text-ink">Thank You! We'll contact you within 24 hours.</p>
            </div>
          </div>
        ) : null}
      </div>
      <p className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        <Link to="/tile-cost-calculator" prefetch="intent" className="focus rounded-sm font-600">
          Try our cost calculator first
        </Link>
        <Link to="/tile-installation-portland" prefetch="intent" className="focus rounded-sm font-600">
          Portland services info
        </Link>
      </p>
    </div>
  )
}
