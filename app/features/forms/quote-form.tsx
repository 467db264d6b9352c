// The quote form: posts to /api/quote as multipart/form-data without JavaScript; with it, the
// sending states and toasts, photos with thumbnails and upload progress, and the ZIP answered at once.
// The cost calculator and the pattern tool link here with their own inputs, which the form shows
// as removable attachments (attachments-from-query.ts); ?project= presets the project type, and
// the quote page's project dialog presets it through `request` ('Request Similar Project').
import { useEffect, useRef, useState } from 'react'
import type { QuoteWorkspaceWords } from '#content/pages/tool-schemas'
import { scrollToAndFocus } from '~/components/sections/motion'
import { Button } from '~/components/ui/button'
import { Field, describedBy, inputClass } from '~/components/ui/field'
import { NativeSelectField } from '~/components/ui/native-select'
import { showToast } from '~/components/ui/toaster'
import { useSite } from '~/lib/site'
import { Honeypot } from './honeypot'
import { type ProjectType, defaultProjectType, limits, matchProjectType, projectTypes, quoteSchema } from '#domain/lead-form'
import type { AreaTable } from '#domain/zip-area'
import type { Attachments } from './attachments-from-query'
import { AttachmentsSummary } from './attachments'
import { InputField } from './input-field'
import { PhotoPicker } from './photo-picker'
import { useLeadForm } from './use-lead-form'
import { usePhotos } from './use-photos'
import { type VisitWindowOption, VisitWindowsField } from './visit-windows-field'
import { YearBuiltField } from './year-built-field'
import { ZipField } from './zip-field'

const projectOptions = projectTypes.map((t) => ({ value: t, label: t }))
export const quoteFields = [
  'name',
  'phone',
  'email',
  'zip',
  'yearBuilt',
  'projectType',
  'estimate',
  'pattern',
  'message',
  'visitWindows',
  'photos',
] as const

/** A request to fill in the form for a project type; a new object each time, even for the same type. */
export type QuoteRequest = { projectType: ProjectType }

export type QuoteFormWords = QuoteWorkspaceWords['fields']

/** What the page was built with: the service area's ZIP table and the visit windows of the business hours. */
export type QuoteFormFacts = { areaTable: AreaTable; visitWindows: VisitWindowOption[] }

/** The first text field the visitor has not filled in yet, else the submit button. */
export function firstEmptyField(form: HTMLFormElement): HTMLElement | null {
  // Text to type: not the photo inputs or the visit-time boxes (optional, and never "empty" that way).
  const fields = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type="hidden"]):not([type="file"]):not([type="checkbox"]):not([tabindex="-1"]), textarea',
  )
  return [...fields].find((f) => !f.disabled && f.value.trim() === '') ?? form.querySelector('button[type="submit"]')
}

/** words: the fields' hints (their labels are the form's own). */
export function QuoteForm({ request, facts, words }: { request?: QuoteRequest; facts: QuoteFormFacts; words: QuoteFormWords }) {
  const { replyHours } = useSite()
  const [projectType, setProjectType] = useState<string>(defaultProjectType)
  const [attached, setAttached] = useState<Attachments>({})
  const photos = usePhotos()
  // The lead was stored but (some of) its photos were not: said under the button until the next send.
  const [photosNotKept, setPhotosNotKept] = useState<string>()
  const detailsRef = useRef<HTMLTextAreaElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const { sending, progress, errors, setErrors, fieldId, submitRef, onSubmit, onInput } = useLeadForm({
    endpoint: '/api/quote',
    schema: quoteSchema,
    fields: quoteFields,
    // The form's own fields, with the chosen photos in place of the (emptied) file inputs.
    multipart(form) {
      const body = new FormData(form)
      body.delete('photos')
      for (const p of photos.photos) body.append('photos', p.file, p.file.name)
      return body
    },
    onSuccess(form, body) {
      const notKept =
        body && typeof body === 'object' && 'photosNotKept' in body && typeof body.photosNotKept === 'string'
          ? body.photosNotKept
          : undefined
      setPhotosNotKept(notKept)
      form.reset()
      setProjectType(defaultProjectType)
      setAttached({})
      photos.clear()
      setErrors({})
      showToast('success', 'Request Submitted!', notKept ?? `We'll contact you within ${replyHours} hours to discuss your project.`)
    },
    onFailure(_kind, serverMessage) {
      showToast('error', 'Error', serverMessage ?? 'Something went wrong. Please try again.')
    },
  })

  // What the calculator or the pattern tool handed over; read after hydration so the prerendered
  // HTML stays generic. ?details= is still read for links made before attachments existed.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const project = matchProjectType(params.get('project'))
    // The address is only known in the browser: the prerendered form shows the default type.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (project) setProjectType(project)
    // The calculator and pattern code loads only when something is attached: most visits have nothing.
    // (The calculator's required inputs and the pattern tool's keys; query.ts reads them in full.)
    if (/[?&](length|width|tile|price|room|pattern|color)=/.test(window.location.search)) {
      void import('./attachments-from-query').then(({ attachmentsFromQuery }) =>
        setAttached(attachmentsFromQuery(window.location.search, words.attachments)),
      )
    }
    const details = params.get('details')?.trim()
    if (details && detailsRef.current && !detailsRef.current.value) detailsRef.current.value = details.slice(0, limits.message)
    // The words come with the island's props and never change: this runs once, after hydration.
  }, [words.attachments])

  function detach(kind: keyof Attachments) {
    setAttached(({ [kind]: _, ...rest }) => rest)
    setErrors(({ [kind]: _, ...rest }) => rest)
    requestAnimationFrame(() => detailsRef.current?.focus())
  }

  // Bring the form (with its heading) into view and put the visitor in the first field to fill.
  useEffect(() => {
    const form = formRef.current
    if (!request || !form) return
    setProjectType(request.projectType)
    scrollToAndFocus(form.closest('section') ?? form, firstEmptyField(form))
  }, [request])

  const id = (name: (typeof quoteFields)[number]) => fieldId(name)

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/quote"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onInput={onInput}
      className="relative"
    >
      <fieldset disabled={sending} className="m-0 grid min-w-0 gap-5 border-0 p-0">
        <legend className="sr-only">Your contact details and project</legend>
        <InputField id={id('name')} label="Full Name" name="name" error={errors.name} />
        <InputField id={id('phone')} label="Phone Number" name="phone" error={errors.phone} />
        <InputField id={id('email')} label="Email Address" name="email" error={errors.email} />
        <ZipField id={id('zip')} table={facts.areaTable} error={errors.zip} />
        <YearBuiltField id={id('yearBuilt')} error={errors.yearBuilt} />
        <NativeSelectField
          id={id('projectType')}
          label="Project Type"
          name="projectType"
          options={projectOptions}
          value={projectType}
          onValueChange={(value) => {
            if (value) setProjectType(value)
            if (errors.projectType) setErrors(({ projectType: _, ...rest }) => rest)
          }}
          error={errors.projectType}
        />
        <AttachmentsSummary
          fieldId={fieldId}
          titles={words.attachments}
          attached={attached}
          errors={errors}
          onRemove={detach}
          disabled={sending}
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
        <VisitWindowsField
          id={id('visitWindows')}
          windows={facts.visitWindows}
          max={limits.visitWindows}
          error={errors.visitWindows}
          words={words}
        />
        <PhotoPicker
          id={id('photos')}
          state={photos}
          progress={progress}
          error={errors.photos}
          onChange={() => setErrors(({ photos: _, ...rest }) => rest)}
          disabled={sending}
          words={words}
        />
        <Honeypot id={fieldId('company_website')} />
        <Button ref={submitRef} type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? 'Submitting...' : 'Get My Free Quote'}
        </Button>
        {photosNotKept && <p className="m-0 font-600 text-ink">{photosNotKept}</p>}
      </fieldset>
    </form>
  )
}
