// Both lead forms in the real browser against the real server and its SQLite file: their
// states, toasts and overlay, the no-JavaScript path, and the owner's export of what arrived.
import { childEnv } from '#config/env'
import { testSettings } from '../settings'
import { execFileSync } from 'node:child_process'
import { expect, test, type Page } from '@playwright/test'
import { hydrated } from '../helpers/hydration'

type ExportedLead = {
  form: string
  name: string
  email: string
  phone: string
  message: string
  projectType?: string | null
  project_type?: string | null
  spam: boolean | number
}

function exportedLeads(): ExportedLead[] {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/cli.ts', 'export', '--format', 'json'], {
    env: childEnv({ DATA_DIR: testSettings().e2eDataDir }),
    encoding: 'utf8',
  })
  return JSON.parse(out) as ExportedLead[]
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function fillContact(page: Page, name: string) {
  const form = page.locator('form[action="/api/send-contact-email"]')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Email').fill('visitor@example.com')
  await form.getByLabel('Phone').fill('(503) 555-0100')
  await form.getByLabel('Project Details').fill('Backsplash, about 30 sq ft, this spring.')
  return form
}

test.describe('contact form', () => {
  test('sends, shows the sending state, the toast and the 3-second overlay, and clears the fields', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'networkidle' })
    const name = unique('Contact Visitor')
    const form = await fillContact(page, name)
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    await page.route('**/api/send-contact-email', async (route) => {
      await held
      await route.continue()
    })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('button', { name: /Sending Message\.\.\./ })).toBeDisabled()
    await expect(form.getByLabel('Name')).toBeDisabled()
    await expect(form.getByLabel('Project Details')).toBeDisabled()
    release()
    await expect(page.getByText("Thank you! We'll get back to you within 24 hours.")).toBeVisible()
    const overlay = page.getByText("Thank You! We'll contact you within 24 hours.")
    await expect(overlay).toBeVisible()
    await expect(form.getByLabel('Name')).toHaveValue('')
    await expect(overlay).toBeHidden({ timeout: 4_500 })
    const stored = exportedLeads().find((l) => l.name === name)
    expect(stored?.form).toBe('contact')
    expect(stored?.email).toBe('visitor@example.com')
  })

  test('an error answer shows its toast and keeps the values', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'networkidle' })
    const form = await fillContact(page, 'Kept Values')
    await page.route('**/api/send-contact-email', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":false}' }),
    )
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Failed to submit your message. Please try again or call us directly.')).toBeVisible()
    await expect(form.getByLabel('Name')).toHaveValue('Kept Values')
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  test('a network failure shows its toast and keeps the values', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'networkidle' })
    const form = await fillContact(page, 'Offline Visitor')
    await page.route('**/api/send-contact-email', (route) => route.abort('internetdisconnected'))
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Failed to send message. Please try again or call us directly.')).toBeVisible()
    await expect(form.getByLabel('Email')).toHaveValue('visitor@example.com')
  })

  test('a field the server refuses is marked next to the field and gets focus', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'networkidle' })
    const form = await fillContact(page, 'Phone Typo')
    await form.getByLabel('Phone').fill('call me maybe')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const phone = form.getByLabel('Phone')
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toBeFocused()
    await expect(form).toContainText('Please enter a phone number')
  })

  test('the links under the form lead to the calculator and the Portland page', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('link', { name: 'Try our cost calculator first' })).toHaveAttribute('href', '/tile-cost-calculator')
    await expect(page.getByRole('link', { name: 'Portland services info' })).toHaveAttribute('href', '/tile-installation-portland')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact form stores the lead and lands on the thank-you page', async ({ page }) => {
    await page.goto('/contact')
    const name = unique('No Script Visitor')
    const form = await fillContact(page, name)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText("We'll contact you within 24 hours")
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    expect(exportedLeads().some((l) => l.name === name && l.form === 'contact')).toBe(true)
  })
})

test.describe('quote form', () => {
  test('submits with the site messages, clears the fields and is stored with its project type', async ({ page }) => {
    await page.goto('/quote', { waitUntil: 'networkidle' })
    const form = page.locator('form[action="/api/quote"]')
    const name = unique('Quote Visitor')
    await form.getByLabel('Full Name').fill(name)
    await form.getByLabel('Phone Number').fill('503-555-0101')
    await form.getByLabel('Email Address').fill('quote@example.com')
    await form.getByLabel('Project Type').selectOption({ label: 'Flooring' })
    await form.getByLabel('Project Details').fill('Kitchen floor, 180 sq ft.')
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    await page.route('**/api/quote', async (route) => {
      await held
      await route.continue()
    })
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    release()
    await expect(page.getByText('Request Submitted!')).toBeVisible()
    await expect(page.getByText("We'll contact you within 24 hours to discuss your project.")).toBeVisible()
    await expect(form.getByLabel('Full Name')).toHaveValue('')
    const stored = exportedLeads().find((l) => l.name === name)
    expect(stored?.form).toBe('quote')
    expect(stored?.projectType ?? stored?.project_type).toBe('Flooring')
  })

  test('a failure shows the destructive toast titled Error', async ({ page }) => {
    await page.goto('/quote', { waitUntil: 'networkidle' })
    const form = page.locator('form[action="/api/quote"]')
    await form.getByLabel('Full Name').fill('Failing Visitor')
    await form.getByLabel('Phone Number').fill('503-555-0101')
    await form.getByLabel('Email Address').fill('quote@example.com')
    await page.route('**/api/quote', (route) => route.fulfill({ status: 503, body: '' }))
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(page.getByText('Error', { exact: true })).toBeVisible()
    await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible()
    await expect(form.getByLabel('Full Name')).toHaveValue('Failing Visitor')
  })

  test('the calculator estimate fills the quote form', async ({ page }) => {
    await page.goto('/quote?project=Flooring&details=Estimate%3A%2012%20ft%20x%2010%20ft', { waitUntil: 'networkidle' })
    const form = page.locator('form[action="/api/quote"]')
    // The prefill happens at hydration, which a loaded machine can delay past expect's timeout.
    await hydrated(form.getByLabel('Project Details'))
    await expect(form.getByLabel('Project Details')).toHaveValue('Estimate: 12 ft x 10 ft')
    await expect(form.getByLabel('Project Type')).toHaveValue('Flooring')
  })
})
