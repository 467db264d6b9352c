// What the desk's service worker reads from a push (service-worker.ts): the alert the server sent
// (server/push/alert-payload.ts), or the fallback when there is none or it cannot be read. Every
// field is checked: a push is shown whatever it holds, and a tap only ever opens a desk page of
// this site.
import { deskAlertWords } from '#content/pages/desk-alerts'

export type ShownAlert = { title: string; body: string; url: string; tag: string }

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.slice(0, max) : undefined)

/** A desk page of this site (`origin`), the address given when it is one, else the desk's list. */
export function deskAddress(raw: string, origin: string): string {
  try {
    const url = new URL(raw, origin)
    if (url.origin === origin && (url.pathname === '/inbox' || url.pathname.startsWith('/inbox/'))) return url.pathname + url.search
  } catch {
    // not an address: the list
  }
  return '/inbox'
}

export function alertFromPush(data: { text(): string } | null, origin: string): ShownAlert {
  const fallback: ShownAlert = { ...deskAlertWords.fallback, url: '/inbox', tag: 'desk-activity' }
  if (!data) return fallback
  let parsed: unknown
  try {
    parsed = JSON.parse(data.text())
  } catch {
    return fallback
  }
  if (typeof parsed !== 'object' || parsed === null) return fallback
  const fields = parsed as Record<string, unknown>
  const title = text(fields.title, 120)
  if (!title) return fallback
  return {
    title,
    body: text(fields.body, 240) ?? '',
    url: deskAddress(text(fields.url, 2048) ?? '', origin),
    tag: text(fields.tag, 64) ?? fallback.tag,
  }
}
