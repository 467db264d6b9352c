// The quote form: posts to /api/quote without JavaScript; with it, the spec's states and toasts.
// The cost calculator links here with ?project=...&details=... to prefill its estimate; the quote
// page's project dialog presets the project type through `request` ('Request Similar Project').
import { useEffect, useRef, useState } from 'react'
import { scrollToAndFocus } from '~/components/sections/motion'
import { Button } from '~/components/ui/button'
import { Field, describedBy, inputClass } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select'
import { showToast } from '~/components/ui/toaster'
import { Honeypot } from './honeypot'
import { type ProjectType, defaultProjectType, limits, matchProjectType, projectTypes, quoteSchema } from '../../../content/lead-form'
import { InputField } from './input-field'
import { useLeadForm } from './use-lead-form'

const projectOptions = projectTypes.map((t) => ({ value: t, label: t }))
export const quoteFields = ['name', 'phone', 'email', 'projectType', 'message'] as const

/** A request to fill in the form for a project type; a new object each time, even for the same type. */
export type QuoteRequest = { projectType: ProjectType }

/** The first text field the visitor has not filled in yet, else the submit button. */
export function firstEmptyField(form: HTMLFormElement): HTMLElement | null {
  const fields = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="hidden"]):not([tabindex="-1"]), textarea')
  return [...fields].find((f) => !f.disabled && f.value.trim() === '') ?? form.querySelector('button[type="submit"]')
}

/** replyHours: business.replyHours, for the thank-you toast. */
export function QuoteForm({ request, replyHours }: { request?: QuoteRequest; replyHours: number }) {
  const [projectType, setProjectType] = useState<string>(defaultProjectType)
  const detailsRef = useRef<HTMLTextAreaElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const { sending, errors, setErrors, fieldId, submitRef, onSubmit, onInput } = useLeadForm({
    endpoint: '/api/quote',
    schema: quoteSchema,
    fields: quoteFields,
    onSuccess(form) {
      form.reset()
      setProjectType(defaultProjectType)
      setErrors({})
      showToast('success', 'Request Submitted!', `We'll contact you within ${replyHours} hours to discuss your project.`)
    },
    onFailure(_kind, serverMessage) {
      showToast('error', 'Error', serverMessage ?? 'Something went wrong. Please try again.')
    },
  })

  // Prefill from the calculator's link; read after hydration so the prerendered HTML stays generic.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const project = matchProjectType(params.get('project'))
    // The address is only known in the browser: the prerendered form shows the default type.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (project) setProjectType(project)
    const details = params.get('details')?.trim()
    if (details && detailsRef.current && !detailsRef.current.value) detailsRef.current.value = details.slice(0, limits.message)
  }, [])

  // Bring the form (with its heading) into view and put the visitor in the first field to fill.
  useEffect(() => {
    const form = formRef.current
    if (!request || !form) return
    setProjectType(request.projectType)
    scrollToAndFocus(form.closest('section') ?? form, firstEmptyField(form))
  }, [request])

  const id = (name: (typeof quoteFields)[number]) => fieldId(name)

  return (
    <form ref={formRef} method="post" action="/api/quote" onSubmit={onSubmit} onInput={onInput} className="relative">
      <fieldset disabled={sending} className="m-0 grid min-w-0 gap-5 border-0 p-0">
        <legend className="sr-only">Your contact details and project</legend>
        <InputField
          id={id('name')}
          label="Full Name"
          name="name"
          type="text"
          maxLength={limits.name}
          autoComplete="name"
          error={errors.name}
        />
        <InputField
          id={id('phone')}
          label="Phone Number"
          name="phone"
          type="tel"
          maxLength={limits.phone}
          autoComplete="tel"
          error={errors.phone}
        />
        <InputField
          id={id('email')}
          label="Email Address"
          name="email"
          type="email"
          maxLength={limits.email}
          autoComplete="email"
          error={errors.email}
        />
        <SelectField
          id={id('projectType')}
          label="Project Type"
          name="projectType"
          options={projectOptions}
          value={projectType}
          onValueChange={(value) => {
            if (value) setProjectType(value)
            if (errors.projectType) setErrors(({ projectType: _, ...rest }) => rest)
          }}
          disabled={sending}
          error={errors.projectType}
        />
        <Field id={id('message')} label="Project Details" error={errors.message}>
          <textarea
            ref={detailsRef}
            id={id('message')}
            name="message"
            rows={4}
            maxLength={limits.message}
            placeholder="Tell us about your project: type of installation, approximate size, and your timeline"
            className={`${inputClass} resize-y`}
            {...describedBy(id('message'), errors.message)}
          />
        </Field>
        <Honeypot id={fieldId('company_website')} />
        <Button ref={submitRef} type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? 'Submitting...' : 'Get My Free Quote'}
        </Button>
      </fieldset>
    </form>
  )
}
