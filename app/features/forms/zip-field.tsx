// The optional ZIP code, with an answer as soon as five digits are typed: in the service area, or
// a polite note with the phone number (the request is still welcome). The check runs on the small
// table the page was built with (domain/service-area.ts); the server checks again on the full one.
import { useCallback, useRef, useState } from 'react'
import { Field, describedBy, inputClass } from '~/components/ui/field'
import { useSite } from '~/lib/site'
import { type AreaTable, checkZipInTable, zipMessages } from '#domain/zip-area'
import { useFormReset } from './use-form-reset'

export function ZipField({ id, table, error }: { id: string; table: AreaTable; error?: string }) {
  const { serviceRadiusMiles, phone } = useSite()
  const [zip, setZip] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  useFormReset(
    inputRef,
    useCallback(() => setZip(''), []),
  )
  const check = zip.trim().length >= 5 ? checkZipInTable(zip, table) : null
  // The browser's own answer is shown until the server has one (a ZIP that is not real, say).
  const note =
    error || !check
      ? null
      : check.kind === 'in-area'
        ? { tone: 'text-[#1e6b3a]', icon: 'i-lucide-circle-check', text: zipMessages.inArea(zip.trim()) }
        : check.kind === 'out-of-area'
          ? { tone: 'text-ink', icon: 'i-lucide-info', text: zipMessages.outOfArea(zip.trim(), serviceRadiusMiles, phone.display) }
          : {
              tone: 'text-danger',
              icon: 'i-lucide-circle-alert',
              text: check.kind === 'unknown' ? zipMessages.unknown(zip.trim()) : zipMessages.invalid,
            }
  const hintId = `${id}-area`
  const aria = describedBy(id, error)
  return (
    <Field id={id} label="ZIP Code (optional)" error={error}>
      <input
        ref={inputRef}
        id={id}
        name="zip"
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        value={zip}
        onChange={(e) => setZip(e.target.value)}
        className={`${inputClass} max-w-40`}
        {...aria}
        aria-describedby={[aria['aria-describedby'], note ? hintId : undefined].filter(Boolean).join(' ') || undefined}
      />
      {/* Announced as it changes; empty until there is something to say. */}
      <p id={hintId} aria-live="polite" className={`mt-1.5 flex items-start gap-1.5 text-sm empty:hidden ${note?.tone ?? ''}`}>
        {note ? (
          <>
            <span className={`${note.icon} mt-0.5 shrink-0`} aria-hidden="true" />
            {note.text}
          </>
        ) : null}
      </p>
    </Field>
  )
}
