// The desk's service worker (/inbox/sw.js, scope /inbox), bundled at build by scripts/desk-app.ts,
// which fills in the shell's files and the build's version. It keeps the desk's shell (the desk
// document and its scripts and styles: no customer data) for a weak signal: a desk page loads
// from the network first and from the shell only when the network fails. It never touches the API:
// leads and people are never cached by it. It shows a notification for every push it receives,
// even one without a payload or with one it cannot read, since phones withdraw the permission of
// apps that receive pushes silently; a tap opens the lead's page (the sign-in first, then the page,
// when the session has ended). docs/decisions/029-desk-push-alerts.md
import { alertFromPush, deskAddress } from './alert-data'

// Filled in by the build (scripts/desk-app.ts).
declare const DESK_SHELL: string[]
declare const DESK_VERSION: string

type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void }
type FetchEvent = ExtendableEvent & { request: Request; respondWith(answer: Promise<Response>): void }
type PushEvent = ExtendableEvent & { data: { text(): string } | null }
type WindowClient = { url: string; focus(): Promise<WindowClient>; navigate(url: string): Promise<WindowClient | null> }
type NotificationEvent = ExtendableEvent & { notification: Notification }
type WorkerScope = {
  location: Location
  registration: ServiceWorkerRegistration
  clients: {
    claim(): Promise<void>
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>
    openWindow(url: string): Promise<WindowClient | null>
  }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void
}

const worker = globalThis as unknown as WorkerScope
const shellCache = `desk-shell-${DESK_VERSION}`
/** The desk document, as the public sign-in page answers it (every desk page is this one document). */
const documentUrl = '/inbox/sign-in'

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(shellCache)
      // What a weak signal lets through is kept: a file missing from the shell never stops the alerts.
      .then((cache) => Promise.allSettled([documentUrl, ...DESK_SHELL].map((url) => cache.add(url))))
      .then(() => worker.skipWaiting()),
  )
})

worker.addEventListener('activate', (event) => {
  const old = caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== shellCache).map((k) => caches.delete(k))))
  event.waitUntil(old.then(() => worker.clients.claim()))
})

worker.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return
  // A desk page: the network first; the shell only when there is none (the router then shows what it can).
  if (request.mode === 'navigate' && url.pathname.startsWith('/inbox')) {
    event.respondWith(fetch(request).catch(() => caches.match(documentUrl).then((hit) => hit ?? Response.error())))
    return
  }
  // The built scripts and styles: named by their hash, never changed, never a customer's data.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)))
  }
  // Anything else, the API above all, goes to the network untouched and is never stored here.
})

worker.addEventListener('push', (event) => {
  const alert = alertFromPush(event.data, worker.location.origin)
  event.waitUntil(
    worker.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      data: { url: alert.url },
      icon: '/inbox/icon-192.png',
      badge: '/inbox/icon-192.png',
      lang: 'en-US',
    }),
  )
})

worker.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data: unknown = event.notification.data
  const raw = typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string' ? data.url : ''
  const url = deskAddress(raw, worker.location.origin)
  event.waitUntil(openDesk(url))
})

/** Brings a desk window that is open already to the address, or opens one. */
async function openDesk(url: string): Promise<unknown> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const desk = windows.find((w) => new URL(w.url).pathname.startsWith('/inbox'))
  if (desk) {
    const moved = await desk.navigate(url).catch(() => null)
    if (moved) return moved.focus()
  }
  return worker.clients.openWindow(url)
}
