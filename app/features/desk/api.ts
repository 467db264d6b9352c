// How the desk's routes talk to the server: same-origin JSON (the session cookie goes along by
// itself), typed by the contract (domain/desk-contract). A 401 means the session ended: a loader
// or an action throws a redirect to the sign-in page, which brings the person back afterwards.
import { href, redirect } from 'react-router'
import type { DeskAnswers } from '#domain/desk-contract'
import { safeDeskNext } from '#domain/desk-url'

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: string }

/** The sign-in page with a safe, same-site `next` back to `from` (a URL of the desk). */
export function signInFor(from: string | URL): string {
  const url = new URL(from, 'http://desk.invalid')
  const next = safeDeskNext(`${url.pathname}${url.search}`)
  const signIn = href('/inbox/sign-in')
  return next === href('/inbox') ? signIn : `${signIn}?${new URLSearchParams({ next })}`
}

async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    return { ok: false, status: 0, error: '' }
  }
  const data: unknown = await res.json().catch(() => null)
  if (res.ok) return { ok: true, status: res.status, data: data as T }
  const error = data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : ''
  return { ok: false, status: res.status, error }
}

type Endpoint = keyof DeskAnswers

/** A call outside a route's loader or action (the passkey ceremonies): its result as it came. */
export const getJson = <K extends Endpoint>(url: string) => call<DeskAnswers[K]>('GET', url)
export const postJson = <K extends Endpoint>(url: string, body: unknown = {}) => call<DeskAnswers[K]>('POST', url, body)

/** A route's call: a 401 throws the redirect to sign in (back to `request`'s page); anything else is the result. */
async function routeCall<K extends Endpoint>(request: Request, method: 'GET' | 'POST', url: string, body?: unknown) {
  const result = await call<DeskAnswers[K]>(method, url, body)
  if (result.status === 401) throw redirect(signInFor(request.url))
  return result
}

/** A loader's read: the answer, a redirect to sign in, or a thrown Response the route's error boundary shows. */
export async function loadJson<K extends Endpoint>(request: Request, url: string): Promise<DeskAnswers[K]> {
  const result = await routeCall<K>(request, 'GET', url)
  if (result.ok) return result.data
  throw new Response(result.error, { status: result.status || 503 })
}

/** An action's change: its result (a refusal's sentence included), or a redirect to sign in. */
export const sendJson = <K extends Endpoint>(request: Request, url: string, body: unknown = {}) => routeCall<K>(request, 'POST', url, body)
