// The quote page's project dialog: 'Request Similar Project' fills in the quote form on the same
// page (project type from the project's category) instead of leaving for /contact.
import { expect, test } from '@playwright/test'
import { hydrated } from '../helpers/hydration'

test.use({ viewport: { width: 390, height: 844 } })

test('Request Similar Project closes the dialog, presets the project type and puts focus in the form', async ({ page }) => {
  await page.goto('/quote')
  const project = page.getByRole('button', { name: 'Elegant Blue Accent & Natural Stone Suite' })
  await hydrated(project)
  await project.click()
  const dialog = page.getByRole('dialog', { name: 'Elegant Blue Accent & Natural Stone Suite' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Request Similar Project' }).click()

  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/quote$/)
  const form = page.locator('form[action="/api/quote"]')
  await expect(form.getByLabel('Project Type')).toHaveValue('Bathroom & Shower')
  await expect(form.getByLabel('Full Name')).toBeFocused()
  await expect(form.getByLabel('Full Name')).toBeInViewport()
  await expect(page.getByRole('heading', { name: 'Get Your Free Quote' })).toBeInViewport()
})

test('focus goes to the first field still empty, and a kitchen project presets Kitchen Backsplash', async ({ page }) => {
  await page.goto('/quote')
  const form = page.locator('form[action="/api/quote"]')
  const name = form.getByLabel('Full Name')
  await hydrated(name)
  await name.fill('Jo Park')
  await form.getByLabel('Phone Number').fill('503-555-0100')
  const project = page.getByRole('button', { name: 'Modern Black & White Kitchen Design' })
  await project.click()
  await page.getByRole('dialog').getByRole('button', { name: 'Request Similar Project' }).click()
  await expect(form.getByLabel('Email Address')).toBeFocused()
  await expect(form.getByLabel('Email Address')).toBeInViewport()
  await expect(form.getByLabel('Project Type')).toHaveValue('Kitchen Backsplash')
  await expect(name).toHaveValue('Jo Park')
})
