// The contact form: a real form that posts to the API without JavaScript (the server answers with
// a 303 to /thank-you); with JavaScript it validates with the shared schema, sends JSON and shows
// its toasts, the thank-you overlay and the sending state.
import { useEffect, useState } from 'react'
import type { TextLink } from '#content/pages/schemas'
import { Button } from '~/components/ui/button'
import { Field, describedBy, inputClass } from '~/components/ui/field'
import { showToast } from '~/components/ui/toaster'
import { contactSchema, limits } from '#domain/lead-form'
import { Honeypot } from './honeypot'
import { InputField } from './input-field'
import { useLeadForm } from './use-lead-form'

export const contactFields = ['name', 'email', 'phone', 'message'] as const

/** replyHours: business.replyHours, for the thank-you texts; links: where else to look first (the page's words). */
export function ContactForm({ replyHours, links }: { replyHours: number; links: TextLink[] }) {
  const [thanked, setThanked] = useState(false)
  const { sending, errors, setErrors, fieldId, submitRef, onSubmit, onInput } = useLeadForm({
    endpoint: '/api/send-contact-email',
    schema: contactSchema,
    fields: contactFields,
    onSuccess(form) {
      form.reset()
      setErrors({})
      setThanked(true)
      showToast('success', `Thank you! We'll get back to you within ${replyHours} hours.`)
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
            <InputField id={id('name')} label="Name" name="name" error={errors.name} />
            <InputField id={id('email')} label="Email" name="email" error={errors.email} />
            <InputField id={id('phone')} label="Phone" name="phone" error={errors.phone} />
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
              <p className="mt-3 font-display text-2xl font-650 text-ink">Thank You! We'll contact you within {replyHours} hours.</p>
            </div>
          </div>
        ) : null}
      </div>
      <p className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        {links.map((l) => (
          <a key={l.href} href={l.href} className="focus rounded-sm font-600">
            {l.label}
          </a>
        ))}
      </p>
    </div>
  )
}
