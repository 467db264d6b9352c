// The prerendered markup of the forms: what a visitor without JavaScript gets and posts.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { contactPage } from '#content/pages/contact'
import { quotePage } from '#content/pages/quote'
import { SiteContext } from '~/lib/site'
import { siteFacts } from '~/lib/site.server'
import { ContactForm } from './contact-form'
import { QuoteForm } from './quote-form'
import { projectTypes } from '#domain/lead-form'
import { serviceAreaTable } from '#domain/service-area'
import { visitWindows } from '#domain/visit-windows'

/** Rendered as the prerender renders an island (islands/render.server.tsx): site facts in context, no router. */
function render(node: React.ReactNode) {
  return renderToString(<SiteContext value={siteFacts()}>{node}</SiteContext>)
}

/** The attributes of every <tag> in the markup, in any order. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1].toLowerCase(), a[2] ?? ''])),
  )
}
const one = (html: string, tag: string, attrs: Record<string, string>) =>
  tags(html, tag).filter((t) => Object.entries(attrs).every(([k, v]) => t[k] === v))

describe('ContactForm markup', () => {
  const html = render(<ContactForm replyHours={24} links={contactPage.form.links} />)

  it('is a real form posting to the contact endpoint', () => {
    expect(one(html, 'form', { method: 'post', action: '/api/send-contact-email' })).toHaveLength(1)
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send Message<\/button>/)
  })

  it('has labelled, typed and required fields', () => {
    for (const [label, name, type] of [
      ['Name', 'name', 'text'],
      ['Email', 'email', 'email'],
      ['Phone', 'phone', 'tel'],
    ]) {
      const [input] = one(html, 'input', { name, type, required: '' })
      expect(input, name).toBeDefined()
      expect(html).toContain(`<label for="${input.id}" class="mb-1.5 block font-600 text-ink">${label}<`)
    }
    const [message] = one(html, 'textarea', { name: 'message', rows: '5' })
    expect(message.placeholder).toMatch(/^Tell us about your project: type of installation, approximate size, and your timeline/)
    expect(message.required).toBeUndefined()
  })

  it('has a hidden honeypot that people and keyboards skip', () => {
    const [trap] = one(html, 'input', { name: 'company_website', tabindex: '-1', autocomplete: 'off' })
    expect(trap).toBeDefined()
    expect(html).toMatch(
      /<div aria-hidden="true" class="absolute left-\[-10000px\][^"]*"><label[^>]*>[^<]*<\/label><input[^>]*name="company_website"/,
    )
  })

  it('carries the time field, which says "no-script" until the page\'s script sets the milliseconds', () => {
    expect(one(html, 'input', { type: 'hidden', name: 'elapsed_ms', value: 'no-script' })).toHaveLength(1)
  })

  it('links to the calculator and the Portland page', () => {
    expect(html).toContain('href="/tile-cost-calculator"')
    expect(html).toContain('>Try our cost calculator first<')
    expect(html).toContain('href="/tile-installation-portland"')
    expect(html).toContain('>Portland services info<')
  })
})

describe('QuoteForm markup', () => {
  const html = render(
    <QuoteForm facts={{ areaTable: serviceAreaTable(), visitWindows: [...visitWindows] }} words={quotePage.workspace.fields} />,
  )

  it('posts to the quote endpoint with the required fields', () => {
    expect(one(html, 'form', { method: 'post', action: '/api/quote', enctype: 'multipart/form-data' })).toHaveLength(1)
    for (const [name, type] of [
      ['name', 'text'],
      ['phone', 'tel'],
      ['email', 'email'],
    ]) {
      expect(one(html, 'input', { name, type, required: '' }), name).toHaveLength(1)
    }
    for (const label of ['Full Name', 'Phone Number', 'Email Address', 'Project Type', 'Project Details'])
      expect(html).toContain(`>${label}<`)
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*rows="4"/)
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Get My Free Quote<\/button>/)
  })

  it('carries the project type in a hidden native select, default chosen, no empty option', () => {
    const select = /<select[^>]*name="projectType"[^>]*>(.*?)<\/select>/.exec(html)
    expect(select).not.toBeNull()
    const options = [...(select?.[1] ?? '').matchAll(/<option value="([^"]*)"( selected="")?/g)]
    expect(options.map((o) => o[1].replaceAll('&amp;', '&'))).toEqual([...projectTypes])
    expect(options.filter((o) => o[2]).map((o) => o[1])).toEqual(['Not sure yet'])
  })

  it('takes a ZIP, the visit windows of the business hours (never Sunday) and photos without JavaScript', () => {
    expect(one(html, 'input', { name: 'zip', inputmode: 'numeric', autocomplete: 'postal-code' })).toHaveLength(1)
    const boxes = one(html, 'input', { type: 'checkbox', name: 'visitWindows' }).map((b) => b.value)
    expect(boxes).toEqual(visitWindows.map((w) => w.id))
    expect(boxes.some((id) => id.startsWith('sunday'))).toBe(false)
    expect(html).toMatch(/<legend[^>]*>Best times for a free in-home visit \(optional\)<\/legend>/)
    const [picker] = one(html, 'input', { type: 'file', name: 'photos', multiple: '' })
    expect(picker.accept).toBe('image/jpeg,image/png,image/webp')
    expect(html).toContain(`<label for="${picker.id}"`)
    expect(one(html, 'input', { type: 'file', name: 'photos', capture: 'environment' })).toHaveLength(1)
  })
})
