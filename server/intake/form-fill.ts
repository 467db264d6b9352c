// Fills the prerendered /contact or /quote page back in for a form posted without JavaScript:
// the visitor's entries in their fields, each error beside its field (the markup of FieldError in
// app/components/ui/select.tsx, so the site's stylesheet already styles it) and a summary above
// the form. Only attributes and text are added; every value from the request is escaped.
import type { FieldErrors } from '#domain/lead-form'
import { escapeHtml } from '../escape-html'

export type FormEntries = Record<string, unknown>

/** The fields a visitor types into; never the honeypot, never the timing field. */
const typed = new Set(['name', 'email', 'phone', 'message', 'projectType', 'zip', 'yearBuilt'])

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
const entry = (entries: FormEntries, name: string) => {
  const v = entries[name]
  return typeof v === 'string' ? v : ''
}
/** Every value posted under a name (checkboxes post one each). */
const entryList = (entries: FormEntries, name: string): string[] => {
  const v = entries[name]
  return (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string')
}

export const fieldErrorHtml = (id: string, message: string) =>
  `<p id="${id}-error" class="mt-1.5 flex items-start gap-1.5 text-sm text-danger"><span class="i-lucide-circle-alert mt-0.5 shrink-0" aria-hidden="true"></span>${escapeHtml(message)}</p>`

/** The summary above the form, in the look of the site's error toast. */
export const summaryHtml = (title: string, text: string) =>
  `<div role="alert" class="card border-l-4 border-l-danger bg-[#fff5f4] p-4 mb-4"><p class="font-600 text-ink">${escapeHtml(title)}</p><p class="text-sm text-slate mt-1">${text}</p></div>`

/** A control's opening tag marked invalid (and autofocused if first), described by its error. */
function markInvalid(tag: string, id: string, first: boolean): string {
  const cleaned = tag.replace(/\s(aria-invalid|aria-describedby|autofocus)="[^"]*"/g, '')
  const extra = ` aria-invalid="true" aria-describedby="${id}-error"${first ? ' autofocus=""' : ''}`
  return cleaned.replace(/^(<[a-z]+)/, `$1${extra}`)
}

const optionValue = (value: string) => escapeHtml(value).replace(/&#39;/g, '&#x27;')

/**
 * The project type select (a native <select> in a wrapper with its chevron): the choice, and the
 * error after the wrapper, tied to the select.
 */
function refillProjectType(form: string, chosen: string, error: string | undefined, focus: boolean): string {
  return form.replace(
    /(<select\b[^>]*name="projectType"[^>]*>)([\s\S]*?<\/select>)([\s\S]*?<\/div>)/,
    (_all, open: string, rest: string, wrapperEnd: string) => {
      const id = /\sid="([^"]*)"/.exec(open)?.[1] ?? 'projectType'
      const listed = [...rest.matchAll(/<option value="([^"]*)"/g)].some((m) => decode(m[1]) === chosen)
      const options = listed
        ? rest.replace(/\sselected=""/g, '').replace(`<option value="${optionValue(chosen)}"`, (o) => `${o} selected=""`)
        : rest
      const tag = error ? markInvalid(open, id, focus) : open
      return tag + options + wrapperEnd + (error ? fieldErrorHtml(id, error) : '')
    },
  )
}

/**
 * The form element of `action` in `html`, refilled, with `summary` before it. Errors are keyed by
 * field name; the first field with one, in page order, gets focus as the page loads (autofocus).
 */
export function refillForm(html: string, action: string, entries: FormEntries, errors: FieldErrors, summary: string): string {
  const start = html.search(new RegExp(`<form\\b[^>]*\\saction="${action}"`))
  const end = html.indexOf('</form>', start)
  if (start < 0 || end < 0) throw new Error(`The built page has no form posting to ${action}: rebuild the site (npm run build).`)
  const original = html.slice(start, end)
  const firstInvalid = [...original.matchAll(/\sname="([^"]+)"/g)].map((m) => m[1]).find((name) => typed.has(name) && errors[name])
  const mark = (name: string, tag: string, id: string) => (errors[name] ? markInvalid(tag, id, name === firstInvalid) : tag)
  const after = (name: string, id: string) => (errors[name] ? fieldErrorHtml(id, errors[name]) : '')

  const chosen = new Set(entryList(entries, 'visitWindows'))
  const marked = new Set<string>()
  const form = original
    .replace(/<input\b[^>]*>/g, (tag) => {
      const name = attr(tag, 'name') ?? ''
      const id = attr(tag, 'id') ?? name
      if (attr(tag, 'type') === 'checkbox') {
        const value = decode(attr(tag, 'value') ?? '')
        const clean = tag.replace(/\schecked="[^"]*"/, '')
        return chosen.has(value) ? clean.replace(/^<input/, '<input checked=""') : clean
      }
      // A file cannot be put back; the first file input of the name carries its message.
      if (attr(tag, 'type') === 'file') {
        if (!errors[name] || marked.has(name)) return tag
        marked.add(name)
        return markInvalid(tag, id, false) + after(name, id)
      }
      if (!typed.has(name)) return tag
      const filled = tag.replace(/\svalue="[^"]*"/, '').replace(/^<input/, `<input value="${escapeHtml(entry(entries, name))}"`)
      return mark(name, filled, id) + after(name, id)
    })
    // A group of checkboxes: its message under the legend, the fieldset described by it.
    .replace(
      /(<fieldset\b[^>]*\sid="([^"]*-(visitWindows))"[^>]*>)([\s\S]*?<\/legend>)/,
      (whole, open: string, id: string, name: string, legend: string) => {
        if (!errors[name]) return whole
        const described = `${attr(open, 'aria-describedby') ?? ''} ${id}-error`.trim()
        const tag = open
          .replace(/\s(aria-invalid|aria-describedby)="[^"]*"/g, '')
          .replace(/^<fieldset/, `<fieldset aria-invalid="true" aria-describedby="${described}"`)
        return tag + legend + fieldErrorHtml(id, errors[name] ?? '')
      },
    )
    // A leading newline keeps one the visitor typed: the HTML parser drops the first.
    .replace(/(<textarea\b[^>]*>)[\s\S]*?<\/textarea>/g, (whole, open: string) => {
      const name = attr(open, 'name') ?? ''
      const id = attr(open, 'id') ?? name
      if (!typed.has(name)) return whole
      return `${mark(name, open, id)}\n${escapeHtml(entry(entries, name))}</textarea>${after(name, id)}`
    })
  const refilled = refillProjectType(form, entry(entries, 'projectType'), errors.projectType, firstInvalid === 'projectType')
  // A message whose field the page does not show (an attachment, which only the script displays) goes in the summary.
  const names = new Set([...original.matchAll(/\sname="([^"]+)"/g)].map((m) => m[1]))
  const orphans = Object.entries(errors).filter(([name, message]) => message && !names.has(name))
  const list = orphans.length
    ? `<ul class="mt-2 text-sm text-ink">${orphans.map(([, m]) => `<li>${escapeHtml(m ?? '')}</li>`).join('')}</ul>`
    : ''
  return html.slice(0, start) + summary.replace(/<\/div>$/, `${list}</div>`) + refilled + html.slice(end)
}
