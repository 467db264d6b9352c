// No lost keystrokes. On a slow phone a visitor can type into a prerendered field before React
// has hydrated the page; the next render of a controlled field then writes its state ('') over
// what was typed. So the client entry starts recording the fields a visitor changes, before
// hydration, and once the page has hydrated (the root's first effect) each recorded value is
// replayed as an input event (a click for a radio or checkbox, a change event for a select, whose
// choice hydration resets to the rendered one), which the field's own change handler takes like
// typing.
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const typed = new Map<Field, string | boolean>()
/** The page or the islands already hydrated: what is typed there now is React's to handle. */
const hydratedRoots: (Document | Element)[] = []

const isToggle = (el: Field): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')

function record(target: EventTarget | null) {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) return
  // A chosen file cannot be set back by script; the photo picker reads input.files itself.
  if (target instanceof HTMLInputElement && target.type === 'file') return
  if (hydratedRoots.some((root) => root.contains(target))) return
  typed.set(target, isToggle(target) ? target.checked : target.value)
}

const onChange = (e: Event) => record(e.target)

export function recordTypedValues(doc: Document): void {
  // Fields changed before this script even ran.
  for (const el of doc.querySelectorAll<Field>('input, textarea, select')) {
    const changed =
      el instanceof HTMLSelectElement
        ? [...el.options].some((o) => o.selected !== o.defaultSelected)
        : isToggle(el)
          ? el.checked !== el.defaultChecked
          : el.value !== el.defaultValue
    if (changed) record(el)
  }
  doc.addEventListener('input', onChange, true)
  doc.addEventListener('change', onChange, true)
}

function setNativeValue(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  // The prototype's setter changes the DOM value without telling React's value tracker.
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value)
}

/**
 * Replays what was typed into the fields under `root` (the page, or one island). Once the whole
 * document is replayed, recording stops.
 */
export function replayTypedValues(root: Document | Element): void {
  hydratedRoots.push(root)
  if (root instanceof Document) {
    root.removeEventListener('input', onChange, true)
    root.removeEventListener('change', onChange, true)
  }
  // Hydration leaves the typed text in place but React's state empty, and the next render of a
  // controlled field would write the empty state back. React only calls onChange when the DOM value
  // differs from the value its tracker last saw, so each field is first set through the tracker
  // (the element's own setter) to the opposite, then given the typed value behind its back.
  for (const [el, value] of [...typed]) {
    if (!el.isConnected || !root.contains(el)) continue
    typed.delete(el)
    if (el instanceof HTMLSelectElement) {
      // Hydration put the rendered choice back; choosing again fires the select's onChange.
      el.value = String(value)
      el.dispatchEvent(new Event('change', { bubbles: true }))
    } else if (typeof value === 'boolean') {
      if (!(el instanceof HTMLInputElement) || (el.type === 'radio' && !value)) continue
      el.checked = !value
      el.click()
    } else {
      el.value = ''
      setNativeValue(el, value)
      el.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
}
