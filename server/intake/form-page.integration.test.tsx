// The no-JavaScript answer to a form that fails validation, built from the real prerendered pages
// (needs `npm run build`): the same styled page, the entries kept, each error beside its field.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FieldError } from '../../app/components/ui/field'
import { fieldErrorHtml } from './form-fill'
import { fieldErrorsPage, problemPage } from './form-page'

const dist = path.resolve('build/client')
const built = (page: string) => readFileSync(path.join(dist, page, 'index.html'), 'utf8')
if (!existsSync(path.join(dist, 'quote/index.html'))) throw new Error('No build in build/client: run `npm run build` first.')

/** The opening tag of the element with this attribute. */
const tagWith = (html: string, attr: string) => html.match(new RegExp(`<[a-z]+\\b[^>]*${attr}[^>]*>`))?.[0] ?? ''

const hostile = 'Sam "<script>alert(1)</script>" O\'Lee'

describe('fieldErrorsPage', () => {
  const html = fieldErrorsPage(
    'quote',
    { phone: 'Please enter your phone number.', email: 'Please enter a valid e-mail address.' },
    {
      name: hostile,
      email: 'sam@',
      phone: '',
      projectType: 'Bathroom & Shower',
      message: 'Shower, 40 sq ft.\n</textarea><b>x</b>',
      company_website: 'bot',
    },
    dist,
  )

  it('is the prerendered quote page with its stylesheet, header and footer, and no scripts', () => {
    const page = built('quote')
    const stylesheet = tagWith(page, 'rel="stylesheet"')
    expect(stylesheet).not.toBe('')
    expect(html).toContain(stylesheet)
    expect(html).toContain('<h1')
    expect(html).toContain('Get a Free Tile Installation Quote')
    expect(html).toContain('<footer')
    expect(html).not.toMatch(/<script\b/)
    expect(html).toMatch(/<title>Please check the form: Get a Free Tile Installation Quote/)
  })

  it('keeps every entry, escaped, and never refills the honeypot', () => {
    expect(html).toContain(`value="Sam &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; O&#39;Lee"`)
    expect(html).not.toContain('<script>alert(1)')
    expect(tagWith(html, 'name="email"')).toContain('value="sam@"')
    expect(html).toContain('>\nShower, 40 sq ft.\n&lt;/textarea&gt;&lt;b&gt;x&lt;/b&gt;</textarea>')
    expect(tagWith(html, 'name="company_website"')).toContain('value=""')
    expect(html.match(/ selected=""/g)).toHaveLength(1)
    expect(html).toContain('<option value="Bathroom &amp; Shower" selected="">')
  })

  it('marks a refused project type on the native select, with the error after its chevron', () => {
    const refused = fieldErrorsPage('quote', { projectType: 'Please choose a project type.' }, { projectType: 'Spaceship' }, dist)
    const select = tagWith(refused, 'name="projectType"')
    const id = /\sid="([^"]*)"/.exec(select)?.[1] ?? ''
    expect(id).toMatch(/-projectType$/)
    expect(select).toContain(`aria-describedby="${id}-error"`)
    expect(select).toContain('aria-invalid="true"')
    expect(select).toContain('autofocus=""')
    expect(refused).toMatch(new RegExp(`</select><span[^>]*></span></div><p id="${id}-error"[^>]*>.*Please choose a project type.</p>`))
    // An unknown value selects nothing new: the page's default stays chosen.
    expect(refused.match(/ selected=""/g)).toHaveLength(1)
    expect(refused).toContain('<option value="Not sure yet" selected="">')
  })

  it('puts each error right after its field, tied to it, and focuses the first one in page order', () => {
    const phone = tagWith(html, 'name="phone"')
    const id = phone.match(/\sid="([^"]+)"/)?.[1] ?? ''
    expect(phone).toContain(`aria-invalid="true" aria-describedby="${id}-error" autofocus=""`)
    expect(html).toContain(`${phone}${fieldErrorHtml(id, 'Please enter your phone number.')}`)
    expect(tagWith(html, 'name="email"')).toContain('aria-invalid="true"')
    expect(tagWith(html, 'name="email"')).not.toContain('autofocus')
    expect(html.match(/autofocus/g)).toHaveLength(1)
    expect(tagWith(html, 'name="name"')).not.toContain('aria-invalid')
    expect(html.indexOf('role="alert"')).toBeLessThan(html.indexOf('<form'))
  })

  it('writes the error in the markup of the site’s FieldError, so the stylesheet styles it', () => {
    const message = 'Please enter <your> phone.'
    expect(fieldErrorHtml('f', message)).toBe(renderToStaticMarkup(<FieldError id="f" error={message} />))
  })

  it('uses only classes that the built stylesheet defines', () => {
    const href = tagWith(built('quote'), 'rel="stylesheet"').match(/href="([^"]+)"/)?.[1] ?? ''
    const css = readFileSync(path.join(dist, href), 'utf8')
    const added = html.slice(html.indexOf('<div role="alert"'), html.indexOf('<form'))
    const classes = [...`${added}${fieldErrorHtml('f', 'x')}`.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(' '))
    expect(classes).toContain('underline')
    const escaped = (c: string) => '.' + c.replace(/[^a-zA-Z0-9_-]/g, (ch) => `\\${ch}`)
    expect(classes.filter((c) => !css.includes(escaped(c)))).toEqual([])
  })

  it('serves the contact page for the contact form', () => {
    const contact = fieldErrorsPage('contact', { name: 'Please enter your name.' }, { email: 'a@b.co' }, dist)
    expect(contact).toContain('action="/api/send-contact-email"')
    expect(contact).toContain('We could not send your message yet.')
    expect(tagWith(contact, 'name="email"')).toContain('value="a@b.co"')
  })
})

describe('problemPage', () => {
  it('shows the refusal above the empty form of the same styled page', () => {
    const html = problemPage('contact', 'Too many requests <now>.', {}, dist)
    expect(html).toContain('Your request was not sent')
    expect(html).toContain('Too many requests &lt;now&gt;.')
    expect(html).toContain(tagWith(built('contact'), 'rel="stylesheet"'))
    expect(html).not.toMatch(/<script\b/)
  })
})
