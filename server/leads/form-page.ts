// The small HTML pages a form posted without JavaScript gets back when it cannot be accepted:
// what to fix, and a way back to the form (the browser's Back button keeps what was typed).
import { business } from '../../content/business'
import type { FieldErrors } from '../../app/features/forms/schemas'
import { escapeHtml } from './messages'
import type { LeadForm } from './store'

const formPath: Record<LeadForm, string> = { contact: '/contact', quote: '/quote' }

const fieldLabels: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  projectType: 'Project type',
  message: 'Project details',
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>
<style>
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c2430;background:#faf8f5;line-height:1.6;margin:0}
main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-family:Georgia,serif;font-size:2rem;line-height:1.2}
a{color:#9a4322;font-weight:600}
li{margin:.4rem 0}
.back{display:inline-block;margin-top:1rem;padding:.7rem 1.25rem;border-radius:.5rem;background:#9a4322;color:#fff;text-decoration:none}
</style>
</head>
<body><main>
${body}
<p>Or call us at <a href="tel:${escapeHtml(business.phone.e164)}">${escapeHtml(business.phone.display)}</a>.</p>
</main></body>
</html>
`
}

const backLink = (form: LeadForm) =>
  `<a class="back" href="${formPath[form]}">Back to the form</a>
<p>Tip: your browser's Back button returns to the form with what you typed.</p>`

/** 400: one line per field to fix. */
export function fieldErrorsPage(form: LeadForm, errors: FieldErrors): string {
  const items = Object.entries(errors)
    .map(([field, message]) => {
      const label = fieldLabels[field]
      return `<li>${label ? `<strong>${escapeHtml(label)}:</strong> ` : ''}${escapeHtml(message ?? '')}</li>`
    })
    .join('\n')
  return page(
    'Please check the form',
    `<h1>Please check the form</h1>
<p>We could not send your ${form === 'quote' ? 'quote request' : 'message'} yet. Please fix the following:</p>
<ul>
${items}
</ul>
${backLink(form)}`,
  )
}

/** Any other refusal (too many requests, too large, ...), in the words of the JSON answer. */
export function problemPage(form: LeadForm, message: string): string {
  return page(
    'Your request was not sent',
    `<h1>Your request was not sent</h1>
<p>${escapeHtml(message)}</p>
${backLink(form)}`,
  )
}
