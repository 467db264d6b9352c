// Runs `onReset` when the field's form is reset (after a request is sent), so state a field keeps
// beside the DOM (a ZIP's answer, a count of ticked boxes) is cleared with the values.
import { type RefObject, useEffect } from 'react'

export function useFormReset(ref: RefObject<HTMLElement | null>, onReset: () => void) {
  useEffect(() => {
    const form = ref.current?.closest('form')
    if (!form) return
    form.addEventListener('reset', onReset)
    return () => form.removeEventListener('reset', onReset)
  }, [ref, onReset])
}
