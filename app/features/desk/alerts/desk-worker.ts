// The desk's service worker in the page: registered on every desk page (routes/inbox/layout.tsx),
// scoped to /inbox (the list's own address included: the server allows it, server/plugins/site.ts);
// and this device's push subscription, which the alerts panel turns on and off.
const workerUrl = '/inbox/sw.js'

export const canRegisterWorker = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator

/** Registers the worker; a browser without one (or a refusal) leaves the desk as it was. */
export function registerDeskWorker(): void {
  if (!canRegisterWorker()) return
  navigator.serviceWorker.register(workerUrl, { scope: '/inbox', updateViaCache: 'none' }).catch(() => undefined)
}

/** Push alerts need a worker, the Push API and notifications (an iPhone: the desk added to the Home Screen). */
export const canAlert = () => canRegisterWorker() && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window

/** The key the server signs with, as PushManager.subscribe() takes it. */
function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(new ArrayBuffer(text.length))
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i])

/** This device's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!canAlert()) return null
  const registration = await navigator.serviceWorker.getRegistration('/inbox')
  return (await registration?.pushManager.getSubscription()) ?? null
}

/** Asks the browser's permission, then subscribes this device with the server's key. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription | 'denied'> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return 'denied'
  registerDeskWorker()
  const registration = await navigator.serviceWorker.ready
  const key = applicationServerKey(publicKey)
  const existing = await registration.pushManager.getSubscription()
  // A subscription made with another key (a new lead database made new keys) is refused by its push service: replace it.
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing
  await existing?.unsubscribe()
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
}
