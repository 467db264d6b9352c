// The desk as an installable app with push alerts, in Chromium against the built server: the web
// app manifest is valid and linked from the desk only (no public page names it, a worker or a new
// script); Chromium finds the desk installable (Page.getInstallabilityErrors, the check
// Lighthouse's installable-manifest audit ran before Lighthouse 12 dropped it); the service worker
// controls /inbox and, offline, opens the desk from the shell it keeps, which holds no answer of
// the API; a push delivered through the DevTools protocol (ServiceWorker.deliverPushMessage),
// with a payload and without one, shows a notification; and a click on it opens the lead's page,
// or the sign-in page that comes back to it when the session has ended. The click is the worker's
// own notificationclick handler, dispatched in the worker with the notification it showed
// (a headless browser has no notification to click).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type CDPSession, type Page, chromium, expect, test } from '@playwright/test'
import { chromiumFlags } from '#config/chromium'
import { expectNoAxeViolations } from '../helpers/axe'
import { deskServerForThisFile } from '../helpers/desk-browser'
import { closeDeskStores, deskStore, signInAs } from '../helpers/desk-session'
import { staticRoutes } from '../helpers/routes'
import { testSettings } from '../settings'
import { e2ePorts } from '../helpers/e2e-ports'

test.describe.configure({ mode: 'default' })
test.use({ viewport: { width: 390, height: 844 } })

const desk = deskServerForThisFile(e2ePorts('desk-app'))
test.afterAll(closeDeskStores)

/** The dimensions a PNG's header gives. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

async function controlledDesk(page: Page) {
  await page.goto(`${desk().site}/inbox`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => navigator.serviceWorker.ready)
  // The worker claims the page it was registered from (clients.claim() on activation).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${desk().site}/inbox/sw.js`)
}

/** The worker's registration id, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${desk().site}/inbox` && !r.isDeleted)
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return found
}

const notifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }))
  })

test('the manifest is valid and linked from the desk only; its files have their types and caching', async ({ page, request }) => {
  const manifestAnswer = await request.get(`${desk().site}/inbox/desk.webmanifest`)
  expect(manifestAnswer.status()).toBe(200)
  expect(manifestAnswer.headers()['content-type']).toBe('application/manifest+json; charset=utf-8')
  expect(manifestAnswer.headers()['cache-control']).toBe('no-cache')
  const manifest = (await manifestAnswer.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose: string }[]
  }
  expect(manifest).toMatchObject({
    id: '/inbox',
    start_url: '/inbox',
    scope: '/inbox',
    display: 'standalone',
    short_name: 'Lead desk',
    theme_color: '#1f3a5f',
  })
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  for (const icon of manifest.icons) {
    const answer = await request.get(`${desk().site}${icon.src}`)
    expect(answer.headers()['content-type']).toBe('image/png')
    const { width, height } = pngSize(await answer.body())
    expect(`${width}x${height}`).toBe(icon.sizes)
  }
  const worker = await request.get(`${desk().site}/inbox/sw.js`)
  expect(worker.headers()['content-type']).toBe('text/javascript; charset=utf-8')
  expect(worker.headers()['cache-control']).toBe('no-cache')
  expect(worker.headers()['service-worker-allowed']).toBe('/inbox')

  // The desk's document names the desk's manifest, and only it, once the desk has rendered.
  await page.goto(`${desk().site}/inbox/sign-in`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.locator('link[rel="manifest"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
    '/inbox/desk.webmanifest',
  ])
  // The public pages keep the site's manifest, and name neither the desk's nor its worker.
  for (const path of staticRoutes) {
    const html = await (await request.get(`${desk().site}${path}`)).text()
    expect(html, path).toContain('<link rel="manifest" href="/site.webmanifest"/>')
    expect(html, path).not.toContain('desk.webmanifest')
    expect(html, path).not.toContain('sw.js')
    expect(html, path).not.toContain('serviceWorker')
  }
})

test('the worker controls /inbox and Chromium finds the desk installable', async ({ page, context }) => {
  await signInAs(context, desk(), 'owner@example.com')
  await controlledDesk(page)
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  expect(scope).toBe(`${desk().site}/inbox`)
  // The site's pages are outside the worker's scope.
  await page.goto(`${desk().site}/about`)
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()

  // Installability in a browser profile as a phone has one: Playwright's own contexts are
  // incognito, where Chromium installs nothing (its one error there is "in-incognito").
  const profile = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'desk-profile-')), {
    executablePath: testSettings().chromiumPath,
    args: chromiumFlags,
    viewport: { width: 390, height: 844 },
  })
  try {
    await signInAs(profile, desk(), 'owner@example.com')
    const installed = profile.pages()[0] ?? (await profile.newPage())
    await controlledDesk(installed)
    const cdp = await profile.newCDPSession(installed)
    const { errors } = await cdp.send('Page.getAppManifest')
    expect(errors).toEqual([])
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([])
  } finally {
    await profile.close()
  }
})

test('a push with a payload and one without both show a notification; a click opens the lead', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: desk().site })
  await signInAs(context, desk(), 'owner@example.com')
  const store = await deskStore(desk())
  const { id } = await store.insertLead({
    form: 'quote',
    name: 'Robin Example',
    email: 'robin@example.com',
    phone: '503-555-0142',
    projectType: 'Flooring',
    message: 'Kitchen floor.',
    zip: '97030',
  })
  await controlledDesk(page)
  const cdp = await context.newCDPSession(page)
  const registration = await registrationId(cdp)
  const payload = {
    title: 'New quote request',
    body: 'Flooring, Gresham 97030',
    url: `${desk().site}/inbox/leads/${id}`,
    tag: `lead-${id}`,
  }
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: desk().site, registrationId: registration, data: JSON.stringify(payload) })
  await expect
    .poll(() => notifications(page))
    .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: `/inbox/leads/${id}` } }])

  // No payload, then one the worker cannot read: each is still shown, with the fallback words.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: desk().site, registrationId: registration, data: '' })
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: desk().site, registrationId: registration, data: '{not json' })
  await expect
    .poll(async () => (await notifications(page)).map((n) => n.title).sort())
    .toEqual(['New activity in the lead desk', payload.title])
  // The two fallbacks share one tag: the second replaced the first rather than piling up.
  expect((await notifications(page)).find((n) => n.tag === 'desk-activity')?.data).toEqual({ url: '/inbox' })

  // A tap on the lead's alert: the worker's notificationclick brings the open desk to the lead.
  const [worker] = context.serviceWorkers()
  const click = (tag: string) =>
    worker.evaluate(async (wanted) => {
      // The worker's global scope (this file's types are the page's).
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration
        dispatchEvent(event: Event): boolean
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event
      }
      const [shown] = await scope.registration.getNotifications({ tag: wanted })
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown }))
    }, tag)
  await click(`lead-${id}`)
  await expect(page).toHaveURL(`${desk().site}/inbox/leads/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Robin Example' })).toBeVisible()
  await expectNoAxeViolations(page)

  // The session has ended: the same tap lands on sign-in, which comes back to the lead afterwards.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: desk().site, registrationId: registration, data: JSON.stringify(payload) })
  await expect.poll(async () => (await notifications(page)).some((n) => n.tag === payload.tag)).toBe(true)
  await context.clearCookies()
  await click(`lead-${id}`)
  await expect(page).toHaveURL(`${desk().site}/inbox/sign-in?next=${encodeURIComponent(`/inbox/leads/${id}`)}`)
})

test('offline, the desk opens from the kept shell; no customer data is in any cache', async ({ page, context }) => {
  await signInAs(context, desk(), 'owner@example.com')
  const { id } = await (
    await deskStore(desk())
  ).insertLead({
    form: 'contact',
    name: 'Casey Cached',
    email: 'casey@example.com',
    phone: '503-555-0177',
    message: 'Grout repair.',
  })
  await controlledDesk(page)
  await page.goto(`${desk().site}/inbox/leads/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Casey Cached' })).toBeVisible()
  // What the worker keeps: the desk document and built files, never an answer of the API.
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    return urls
  })
  expect(cached).toContain('/inbox/sign-in')
  expect(cached.filter((path) => path !== '/inbox/sign-in' && !path.startsWith('/assets/'))).toEqual([])

  await context.setOffline(true)
  await page.reload()
  // The shell answers: the desk's own page saying its data could not be loaded, not the browser's error.
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible()
  await expect(page.getByText('Casey Cached')).toHaveCount(0)
  await context.setOffline(false)
})

test('People and devices explains alerts and adding the desk to the home screen', async ({ page, context }) => {
  await signInAs(context, desk(), 'owner@example.com')
  await page.goto(`${desk().site}/inbox/people`)
  await expect(page.getByRole('heading', { level: 2, name: 'Alerts on this device' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Add the desk to the home screen' })).toBeVisible()
  await expect(page.getByText(/Add to Home Screen/)).toBeVisible()
  await expect(page.getByText('Alerts are off for this device.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Turn on alerts on this device' })).toBeEnabled()
  await expectNoAxeViolations(page)
})

test('turning alerts on asks the browser, and says so when the browser’s push service cannot be reached', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: desk().site })
  await signInAs(context, desk(), 'owner@example.com')
  await page.goto(`${desk().site}/inbox/people`)
  await page.getByRole('button', { name: 'Turn on alerts on this device' }).click()
  // This machine has no way to the browser vendor's push service: the subscription fails, nothing is stored.
  await expect(page.getByRole('status')).toHaveText('Alerts could not be turned on. Try again.')
  expect(await (await deskStore(desk())).push.subscriptions()).toEqual([])
})
