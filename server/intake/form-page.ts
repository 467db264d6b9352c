// The page a form posted without JavaScript gets back when it cannot be accepted: the site's own
// prerendered /contact or /quote page, styled as always, with the visitor's entries kept, each
// error beside its field and a summary above the form (form-fill.ts).
// The page is answered at the form's address (/api/...), where the router has no such page, so
// it goes without its scripts: it stays a plain working form instead of hydrating as a 404.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { business } from '#content/business'
import { phoneHref } from '#domain/business-labels'
import type { FieldErrors } from '#domain/lead-form'
import { settings } from '#config/settings'
import { loadPagePolicies } from '../security/csp'
import { type FormEntries, refillForm, summaryHtml } from './form-fill'
import { escapeHtml } from '../escape-html'
import type { LeadForm } from '../store/store'

const formPath: Record<LeadForm, string> = { contact: '/contact', quote: '/quote' }
const endpoint: Record<LeadForm, string> = { contact: '/api/send-contact-email', quote: '/api/quote' }

const callUs = `or call us at <a class="font-600 underline underline-offset-4" href="${escapeHtml(phoneHref)}">${escapeHtml(business.phone.display)}</a>`

/** The built page of the form, from the folder the server serves (DIST_DIR or BUILD_DIR/client). */
function builtPage(form: LeadForm, distDir: string): string | null {
  try {
    return readFileSync(path.join(distDir, formPath[form].slice(1), 'index.html'), 'utf8')
  } catch {
    return null
  }
}

// Only for a server running without a build (the lead endpoints tested alone): the words, unstyled.
function plainPage(form: LeadForm, title: string, text: string, errors: FieldErrors): string {
  const items = Object.values(errors).map((message) => `<li>${escapeHtml(message ?? '')}</li>`)
  return `<!doctype html>
<html lang="en-US"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><h1>${escapeHtml(title)}</h1><p>${text}</p><ul>${items.join('')}</ul><p><a href="${formPath[form]}">Back to the form</a></p></body></html>
`
}

function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
}

function render(form: LeadForm, title: string, text: string, entries: FormEntries, errors: FieldErrors, distDir: string): string {
  const built = builtPage(form, distDir)
  if (built === null) return plainPage(form, title, text, errors)
  const page = withoutScripts(built).replace(/<title>/, `<title>${escapeHtml(title)}: `)
  return refillForm(page, endpoint[form], entries, errors, summaryHtml(title, text))
}

/** The page's headers: HTML, under the CSP of the prerendered page it is made from (whose style
 * attributes it keeps byte for byte), instead of the API's strict default. */
export function formPageHeaders(form: LeadForm, https: boolean, distDir = settings().site.distDir) {
  return { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': loadPagePolicies(distDir).forPage(formPath[form], https) }
}

/** 400: the form page again, with what was typed and a message beside each field to fix. */
export function fieldErrorsPage(form: LeadForm, errors: FieldErrors, entries: FormEntries = {}, distDir = settings().site.distDir): string {
  const what = form === 'quote' ? 'quote request' : 'message'
  return render(
    form,
    'Please check the form',
    `We could not send your ${what} yet. Please fix the fields marked below, ${callUs}.`,
    entries,
    errors,
    distDir,
  )
}

/** Any other refusal (too many requests, too large, database down...), in the words of the JSON
 * answer, with what was typed kept where the body had been read. */
export function problemPage(form: LeadForm, message: string, entries: FormEntries = {}, distDir = settings().site.distDir): string {
  return render(form, 'Your request was not sent', escapeHtml(message), entries, {}, distDir)
}
