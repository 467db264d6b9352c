// Quote details in the real browser: a quote request the owner can price from. This file runs its own
// server (the real build, a data directory of its own) that sends e-mail to a real SMTP server on
// loopback, so the owner's e-mail is read as it arrived, photos and all.
import { childEnv } from '#config/env'
import { siteSettings } from '#config/site'
import { execFileSync } from 'node:child_process'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { expectNoAxeViolations } from '../helpers/axe'
import { tempDir } from '../helpers/databases'
import { hydrated } from '../helpers/hydration'
import { type RunningServer, startServer } from '../helpers/server-process'
import { type TestSmtp, attachmentsOf, decodeWords, startTestSmtp, textPart, waitFor } from '../helpers/smtp-server'
import { bombPng, notAnImage, photoWithGps, secretSerial } from '../helpers/test-images'

test.describe.configure({ mode: 'default' })

let smtp: TestSmtp
let server: RunningServer
let dataDir: string

test.beforeAll(async () => {
  smtp = await startTestSmtp()
  dataDir = tempDir('quote-e2e-')
  server = await startServer({
    DIST_DIR: siteSettings().distDir,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: '200',
  })
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  await server?.exited
  await smtp?.stop()
})

type Exported = { name: string; zip: string | null; photos: unknown[] }
const exported = (): Exported[] =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/cli.ts', 'export', '--format', 'json'], {
      env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: undefined }),
      encoding: 'utf8',
    }),
  )

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const form = (page: Page) => page.locator('form[action="/api/quote"]')

async function fillContact(page: Page, name: string) {
  await form(page).getByLabel('Full Name').fill(name)
  await form(page).getByLabel('Phone Number').fill('503-555-0101')
  await form(page).getByLabel('Email Address').fill('homeowner@example.com')
}

test('a quote with two photos, a ZIP, two visit times and the calculator estimate reaches the owner complete, photos stripped of EXIF and GPS', async ({
  page,
}) => {
  await page.goto(`${server.url}/tile-cost-calculator?length=12&width=10&tile=12x12&price=8.50`)
  const quoteLink = page.getByRole('link', { name: 'Quote this estimate' })
  await hydrated(quoteLink)
  await quoteLink.click()
  await expect(page).toHaveURL(/\/quote\?/)
  const attached = page.getByRole('region', { name: 'Estimate from the cost calculator' })
  await expect(attached).toContainText('12 x 10 ft (120.0 sq ft)')
  await expect(attached).toContainText('12x12 inches')
  await expect(attached).toContainText('138 (incl. 15% waste)')

  const name = unique('Photo Visitor')
  await fillContact(page, name)
  await form(page).getByLabel('ZIP Code (optional)').fill('97030')
  await expect(form(page).getByText('Good news: 97030 is in our service area.')).toBeVisible()
  await form(page).getByRole('checkbox', { name: 'Monday Morning' }).check()
  await form(page).getByRole('checkbox', { name: 'Saturday Morning' }).check()
  await expect(form(page).getByRole('checkbox', { name: /Sunday/ })).toHaveCount(0)

  const originals = [await photoWithGps(4032, 3024), await photoWithGps(3024, 4032, '#5a6b7c')]
  await form(page)
    .getByLabel('Photos of the space (optional)')
    .setInputFiles([
      { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: originals[0] },
      { name: 'floor.jpg', mimeType: 'image/jpeg', buffer: originals[1] },
    ])
  await expect(form(page).getByText('2 of 5 photos added.')).toBeVisible()
  await expect(form(page).getByRole('img', { name: /^Your file \d: / })).toHaveCount(2)
  await form(page).getByLabel('Project Details').fill('Kitchen floor, old vinyl to come up.')
  await form(page).getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(page.getByText('Request Submitted!')).toBeVisible({ timeout: 20_000 })
  // Sent, the form is empty again: values, answers, counts, photos and the attachment.
  await expect(form(page).getByRole('img', { name: /^Your file \d: / })).toHaveCount(0)
  await expect(form(page).getByLabel('ZIP Code (optional)')).toHaveValue('')
  await expect(form(page).getByText(/Good news/)).toHaveCount(0)
  await expect(form(page).getByText(/of 3 chosen/)).toHaveCount(0)
  await expect(form(page).getByRole('checkbox', { name: 'Monday Morning' })).not.toBeChecked()
  await expect(attached).toHaveCount(0)

  await waitFor(() => smtp.received.some((m) => decodeWords(m.mail.header('subject') ?? '').includes(name)), 20_000, "the owner's e-mail")
  const owner = smtp.received.find((m) => decodeWords(m.mail.header('subject') ?? '').includes(name))!
  expect(owner.mail.header('reply-to')).toContain('homeowner@example.com')
  const text = textPart(owner.mail)
  expect(text).toMatch(/Project type:\s+Flooring/)
  expect(text).toMatch(/ZIP code:\s+Gresham 97030, in the service area/)
  expect(text).toMatch(/Photos:\s+2 attached/)
  expect(text).toContain('Estimate: 12 ft x 10 ft (120.0 sq ft), 12x12 tiles, 138 tiles incl. 15% waste, materials about $1,173.00')
  expect(text).toContain('Monday morning (8:00 AM – 12:00 PM)')
  expect(text).toContain('Saturday morning (8:00 AM – 12:00 PM)')
  expect(text.indexOf('Project type:')).toBeLessThan(text.indexOf('Name:'))
  expect(text.indexOf('Preferred times:')).toBeLessThan(text.indexOf('Project details:'))

  const photos = attachmentsOf(owner.mail)
  expect(photos.map((p) => [p.filename, p.contentType])).toEqual([
    ['photo-1.jpg', 'image/jpeg'],
    ['photo-2.jpg', 'image/jpeg'],
  ])
  const sizes: [number, number][] = []
  for (const photo of photos) {
    const meta = await sharp(photo.data).metadata()
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc], 'no metadata left').toEqual([undefined, undefined, undefined, undefined])
    expect(photo.data.toString('latin1')).not.toContain(secretSerial)
    sizes.push([meta.width ?? 0, meta.height ?? 0])
  }
  expect(sizes).toEqual([
    [1600, 1200],
    [1200, 1600],
  ])
  expect(exported().find((l) => l.name === name)).toMatchObject({ zip: '97030', photos: [{}, {}] })
})

test('bad photos and a ZIP of letters get their messages beside their fields, the typed values stay, and nothing is stored', async ({
  page,
}) => {
  await page.goto(`${server.url}/quote`)
  await hydrated(form(page).getByLabel('Full Name'))
  const name = unique('Refused Visitor')
  await fillContact(page, name)
  const zip = form(page).getByLabel('ZIP Code (optional)')
  await zip.fill('ABCDE')
  await expect(form(page).getByText('Please enter a 5-digit ZIP code, like 97030.')).toBeVisible()
  await form(page).getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(zip).toHaveAttribute('aria-invalid', 'true')
  await expect(zip).toBeFocused()
  await zip.fill('97301')
  await expect(form(page).getByText(/97301 is outside our usual 30-mile service area\..*\(503\) 555-0142/)).toBeVisible()

  // Too many, at once: the sixth is refused in the browser already.
  const picker = form(page).getByLabel('Photos of the space (optional)')
  const small = await photoWithGps(400, 300)
  await picker.setInputFiles(Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: small })))
  await expect(form(page).getByText('Please send at most 5 photos.')).toBeVisible()
  await expect(form(page).getByText('5 of 5 photos added.')).toBeVisible()
  for (let i = 0; i < 5; i++)
    await form(page)
      .getByRole('button', { name: /^Remove photo 1,/ })
      .click()

  // Files that claim to be images: the server reads their bytes and names the one that failed.
  await picker.setInputFiles([
    { name: 'ok.jpg', mimeType: 'image/jpeg', buffer: small },
    { name: 'invoice.jpg', mimeType: 'image/jpeg', buffer: notAnImage },
  ])
  await form(page).getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(form(page).getByText('Photo 2 (invoice.jpg) is not a JPEG, PNG or WebP image. Please choose a photo.')).toBeVisible()
  await expect(picker).toHaveAccessibleDescription(/Photo 2 \(invoice\.jpg\) is not a JPEG/)
  await expect(form(page).getByLabel('Full Name')).toHaveValue(name)
  await expect(zip).toHaveValue('97301')

  await form(page)
    .getByRole('button', { name: /^Remove photo 2,/ })
    .click()
  await picker.setInputFiles([{ name: 'bomb.png', mimeType: 'image/png', buffer: bombPng() }])
  await form(page).getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(form(page).getByText('Photo 2 (bomb.png) is too large in pixels (50,000 x 50,000).', { exact: false })).toBeVisible()
  await expect(form(page).getByLabel('Email Address')).toHaveValue('homeowner@example.com')
  expect(exported().some((l) => l.name === name)).toBe(false)
})

test('while the photos upload, a progress bar shows and a polite live region says how far it is', async ({ page }) => {
  await page.goto(`${server.url}/quote`)
  const picker = form(page).getByLabel('Photos of the space (optional)')
  await hydrated(picker)
  await fillContact(page, unique('Progress Visitor'))
  await picker.setInputFiles([{ name: 'room.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps(1600, 1200) }])
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await page.route('**/api/quote', async (route) => {
    await held
    await route.continue()
  })
  await form(page).getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(form(page).getByRole('progressbar', { name: 'Uploading photos' })).toBeVisible()
  await expect(
    form(page).locator('[aria-live="polite"]', { hasText: /^(Sending photos: \d+%|Photos sent; saving your request\.)$/ }),
  ).toHaveCount(1)
  release()
  await expect(page.getByText('Request Submitted!')).toBeVisible({ timeout: 20_000 })
  await expect(form(page).getByRole('progressbar')).toHaveCount(0)
})

test('the pattern tool hands its selection over as a removable attachment', async ({ page }) => {
  await page.goto(`${server.url}/tile-pattern-comparison?color=gray&pattern=herringbone`)
  const link = page.getByRole('link', { name: 'Quote this pattern' })
  await hydrated(link)
  await link.click()
  const attached = page.getByRole('region', { name: 'Pattern from the pattern tool' })
  await expect(attached).toContainText('Herringbone')
  await expect(attached).toContainText('Modern Gray')
  await attached.getByRole('button', { name: 'Remove the pattern' }).click()
  await expect(attached).toHaveCount(0)
  await expect(form(page).getByLabel('Project Details')).toBeFocused()
})

test('the quote form with photos, attachments and an error stays axe-clean, and works from the keyboard', async ({ page }) => {
  await page.goto(`${server.url}/quote?length=12&width=10&tile=12x12&price=8.50&color=white&pattern=brick`)
  const picker = form(page).getByLabel('Photos of the space (optional)')
  await hydrated(picker)
  await picker.setInputFiles([
    { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps(400, 300) },
    { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps(300, 400) },
  ])
  await form(page).getByLabel('ZIP Code (optional)').fill('97030')
  await form(page).getByRole('checkbox', { name: 'Tuesday Afternoon' }).check()
  await form(page).getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(form(page).getByLabel('Full Name')).toBeFocused()
  await expectNoAxeViolations(page)

  // From the file input, Tab reaches each photo's remove button; Enter removes it and focus stays in the list.
  await picker.focus()
  await page.keyboard.press('Tab')
  await expect(form(page).getByRole('button', { name: 'Remove photo 1, a.jpg' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(form(page).getByText('1 of 5 photos added.')).toBeVisible()
  await expect(form(page).getByRole('button', { name: 'Remove photo 1, b.jpg' })).toBeFocused()
  // A checkbox toggles with the space bar.
  const box = form(page).getByRole('checkbox', { name: 'Friday Morning' })
  await box.focus()
  await page.keyboard.press('Space')
  await expect(box).toBeChecked()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a multipart post with a bad ZIP comes back with the entries and chosen times kept; fixed, it is stored with its photo', async ({
    page,
  }) => {
    await page.goto(`${server.url}/quote`)
    const name = unique('No Script Photo')
    await fillContact(page, name)
    await form(page).getByLabel('ZIP Code (optional)').fill('9703')
    await form(page).getByRole('checkbox', { name: 'Wednesday Afternoon' }).check()
    await form(page)
      .getByLabel('Photos of the space (optional)')
      .setInputFiles([{ name: 'room.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps(800, 600) }])
    await form(page).getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(page).toHaveURL(/\/api\/quote$/)
    await expect(page.getByRole('alert')).toContainText('Please check the form')
    const zip = form(page).getByLabel('ZIP Code (optional)')
    await expect(zip).toHaveValue('9703')
    await expect(zip).toHaveAccessibleDescription('Please enter a 5-digit ZIP code, like 97030.')
    await expect(form(page).getByRole('checkbox', { name: 'Wednesday Afternoon' })).toBeChecked()
    await expect(form(page).getByLabel('Full Name')).toHaveValue(name)
    expect(exported().some((l) => l.name === name)).toBe(false)

    await zip.fill('97030')
    await form(page)
      .getByLabel('Photos of the space (optional)')
      .setInputFiles([{ name: 'room.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps(800, 600) }])
    await form(page).getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)
    expect(exported().find((l) => l.name === name)).toMatchObject({ zip: '97030', photos: [{}] })
  })
})
