// Photos of the space: native file inputs (usable from the keyboard, and posted as they are when
// JavaScript is off), a camera input on phones, then thumbnails with a remove button each, a count,
// and the upload's progress while sending. Counts and progress are announced politely.
import { useEffect, useRef } from 'react'
import { FieldError, describedBy, labelClass } from '~/components/ui/field'
import type { QuoteWorkspaceWords } from '#content/pages/tool-schemas'
import { photoRules } from '#domain/photo-rules'
import type { usePhotos } from './use-photos'
import { fillSlots } from '#domain/slots'

const fileInput =
  'focus block w-full max-w-full text-sm text-slate file:(mr-3 min-h-11 cursor-pointer rounded-lg border-2 border-solid border-ink bg-white px-4 font-600 text-ink) hover:file:bg-ink/5'

type Props = {
  id: string
  state: ReturnType<typeof usePhotos>
  progress: number | null
  /** The server's message about the photos, until the visitor changes them (onChange). */
  error?: string
  onChange?: () => void
  disabled?: boolean
  /** The page's words: what the form takes, and the chosen photos' list and pictures. */
  words: Pick<QuoteWorkspaceWords['fields'], 'photosHint' | 'photoList' | 'photoAlt'>
}

export function PhotoPicker({ id, state, progress, error, onChange, disabled, words }: Props) {
  const { photos, message, add, remove } = state
  const inputRef = useRef<HTMLInputElement>(null)
  const shown = error ?? message
  const full = photos.length >= photoRules.maxCount

  // Files chosen before the page hydrated are in the input already: take them over.
  useEffect(() => {
    const input = inputRef.current
    if (input?.files?.length) {
      add(input.files)
      input.value = ''
    }
    // Once, after hydration: later choices arrive through onChoose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onChoose = (e: React.ChangeEvent<HTMLInputElement>) => {
    if (e.target.files) add(e.target.files)
    // The photos now live in the list above; the input is emptied so it can add more.
    e.target.value = ''
  }

  function removeAt(index: number) {
    remove(photos[index].key)
    onChange?.()
    // Focus stays in the list: the next photo's button, else the previous one's, else the input.
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>(`[data-photo-remove="${id}"]`)
      ;(buttons[Math.min(index, buttons.length - 1)] ?? inputRef.current)?.focus()
    })
  }

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Photos of the space (optional)
      </label>
      <p id={`${id}-hint`} className="mb-2 text-sm text-slate">
        {fillSlots(words.photosHint, { max: String(photoRules.maxCount) })}
      </p>
      <input
        ref={inputRef}
        id={id}
        name="photos"
        type="file"
        accept={photoRules.accept}
        multiple
        disabled={disabled || full}
        onChange={onChoose}
        className={fileInput}
        {...describedBy(id, shown)}
        aria-describedby={[`${id}-hint`, shown ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
      <div className="only-touch mt-3">
        <label htmlFor={`${id}-camera`} className="mb-1 block text-sm font-600 text-ink">
          Or take a photo now
        </label>
        <input
          id={`${id}-camera`}
          name="photos"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          disabled={disabled || full}
          onChange={onChoose}
          className={fileInput}
        />
      </div>
      <FieldError id={id} error={shown} />
      <p aria-live="polite" className="mt-2 text-sm text-slate empty:hidden">
        {photos.length > 0 ? `${photos.length} of ${photoRules.maxCount} photos added.` : ''}
      </p>
      {photos.length > 0 ? (
        <ul className="mt-2 grid grid-cols-3 gap-3 p-0 sm:grid-cols-5" aria-label={words.photoList}>
          {photos.map((p, i) => (
            <li key={p.key} className="relative list-none">
              <img
                src={p.url}
                alt={fillSlots(words.photoAlt, { number: String(i + 1), file: p.file.name })}
                className="block aspect-square w-full rounded-lg object-cover"
              />
              <button
                type="button"
                data-photo-remove={id}
                disabled={disabled}
                onClick={() => removeAt(i)}
                aria-label={`Remove photo ${i + 1}, ${p.file.name}`}
                className="focus absolute right-1 top-1 grid h-11 w-11 place-items-center rounded-full border-0 bg-ink/80 text-white hover:bg-ink"
              >
                <span className="i-lucide-x text-lg" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {progress !== null ? <UploadProgress id={id} value={progress} /> : null}
    </div>
  )
}

function UploadProgress({ id, value }: { id: string; value: number }) {
  const percent = Math.round(value * 100)
  // Announced in quarters, not at every percent: a screen reader would talk over itself.
  const step = percent >= 100 ? 'Photos sent; saving your request.' : `Sending photos: ${Math.floor(percent / 25) * 25}%`
  return (
    <div className="mt-3">
      <label htmlFor={`${id}-progress`} className="text-sm font-600 text-ink">
        Uploading photos
      </label>
      <progress id={`${id}-progress`} max={100} value={percent} className="block h-2 w-full accent-terracotta">
        {percent}%
      </progress>
      <p aria-live="polite" className="sr-only">
        {step}
      </p>
    </div>
  )
}
