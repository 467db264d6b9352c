// Both lead forms posted without JavaScript: a post that fails validation comes back as the same
// styled page with the entries kept and each error beside its field; the thank-you page is styled.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/axe'

test.use({ javaScriptEnabled: false })

/** The site's stylesheet is applied: the page background is paper and the text is Inter. */
async function expectSiteStyles(page: Page) {
  const body = await page.locator('body').evaluate((el) => {
    const style = getComputedStyle(el)
    return { background: style.backgroundColor, font: style.fontFamily }
  })
  expect(body.background).toBe('rgb(250, 248, 245)')
  expect(body.font).toContain('Inter')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
}

test('a contact post that fails validation returns the styled contact page, entries kept, errors beside the fields', async ({ page }) => {
  await page.goto('/contact')
  const form = page.locator('form[action="/api/send-contact-email"]')
  await form.getByLabel('Name').fill('Sam <b>Lee</b>')
  await form.getByLabel('Email').fill('sam@example.com')
  await form.getByLabel('Phone').fill('call me')
  await form.getByLabel('Project Details').fill('Backsplash,\nabout 30 sq ft.')
  await form.getByRole('button', { name: 'Send Message' }).click()

  await expect(page).toHaveURL(/\/api\/send-contact-email$/)
  await expectSiteStyles(page)
  await expect(page.getByRole('alert')).toContainText('Please check the form')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('Sam <b>Lee</b>')
  await expect(form.getByLabel('Email')).toHaveValue('sam@example.com')
  await expect(form.getByLabel('Project Details')).toHaveValue('Backsplash,\nabout 30 sq ft.')
  const phone = form.getByLabel('Phone')
  await expect(phone).toHaveValue('call me')
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(phone).toHaveAccessibleDescription('Please enter a phone number of 7 to 25 digits, spaces or + ( ) - .')
  await expect(phone).toBeFocused()
  await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true')

  // Fixed on the same page, the form goes through.
  await phone.fill('(503) 555-0100')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
})

test('a quote post that fails validation keeps the project type and marks the missing phone', async ({ page }) => {
  await page.goto('/quote')
  const form = page.locator('form[action="/api/quote"]')
  // The browser's own checks would stop the post; the server's are under test.
  await form.evaluate((el) => el.setAttribute('novalidate', ''))
  await form.getByLabel('Full Name').fill('Ana Díaz')
  await form.getByLabel('Email Address').fill('ana@example.com')
  await form.locator('select[name="projectType"]').selectOption('Bathroom & Shower', { force: true })
  await form.getByLabel('Project Details').fill('Walk-in shower')
  await form.getByRole('button', { name: 'Get My Free Quote' }).click()

  await expect(page).toHaveURL(/\/api\/quote$/)
  await expectSiteStyles(page)
  await expect(page.getByRole('alert')).toContainText('We could not send your quote request yet.')
  await expect(form.getByLabel('Full Name')).toHaveValue('Ana Díaz')
  await expect(form.getByLabel('Project Details')).toHaveValue('Walk-in shower')
  await expect(form.locator('select[name="projectType"]')).toHaveValue('Bathroom & Shower')
  await expect(form.getByLabel('Project Type')).toHaveValue('Bathroom & Shower')
  const phone = form.getByLabel('Phone Number')
  await expect(phone).toHaveAccessibleDescription('Please enter your phone number.')
  await expect(phone).toBeFocused()
})

test('the thank-you page after a post is the styled site page', async ({ page }) => {
  await page.goto('/contact')
  const form = page.locator('form[action="/api/send-contact-email"]')
  await form.getByLabel('Name').fill('Styled Thanks')
  await form.getByLabel('Email').fill('thanks@example.com')
  await form.getByLabel('Phone').fill('503-555-0100')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  await expectSiteStyles(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Thank You! We'll contact you within 24 hours.")
})

test.describe('the answer page', () => {
  test.use({ javaScriptEnabled: true })

  // axe needs a script; the page has none of its own, so it is served again to a scripted browser.
  test('has no WCAG 2.2 AA violation, errors and summary included', async ({ page, request }) => {
    const answer = await request.post('/api/quote', {
      form: { name: 'Ana', email: 'ana@', phone: '', projectType: 'Flooring', message: '' },
      maxRedirects: 0,
    })
    expect(answer.status()).toBe(400)
    const quotePolicy = (await request.get('/quote')).headers()['content-security-policy']
    expect(answer.headers()['content-security-policy']).toBe(quotePolicy)
    const html = await answer.text()
    expect(html).not.toMatch(/<script\b/)
    await page.route('**/form-answer', (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }))
    await page.goto('/form-answer')
    await expect(page.getByRole('alert')).toContainText('Please check the form')
    await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription('Please enter a valid e-mail address.')
    await expectNoAxeViolations(page)
  })
})

test('the thank-you page of a request whose photos were not kept says so in plain words', async ({ page }) => {
  // The server sends a post here when it stored the lead but not its photos (server/intake/photo-budget.integration.test.ts).
  await page.goto('/thank-you/photos-not-kept')
  await expectSiteStyles(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank You!')
  await expect(page.getByText('Your request was sent, but we could not keep your photos right now.')).toBeVisible()
})
