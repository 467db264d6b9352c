// How the desk's routes talk to the server: same-origin JSON (the session cookie goes along by
// itself), each call named by its contract entry (domain/desk-contract), which gives its method,
// path, body and answer: callDesk('change', { params: { id }, body }) sends only the change's
// body and reads only its answer. A 401 means the session ended: a loader or an action throws a
// redirect to the sign-in page, which brings the person back afterwards.
import { href, redirect } from 'react-router'
import {
  type DeskAnswerOf,
  type DeskBodies,
  type DeskEndpoint,
  type DeskParams,
  type DeskQuery,
  type ListQuery,
  type ListedEndpoint,
  deskApi,
  deskPath,
} from '#domain/desk-contract'
import { safeDeskNext } from '#domain/desk-url'

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: string }

/** A call's path parameters, the list's query and the body, as endpoint `K` takes them. */
export type DeskCall<K extends DeskEndpoint> = ([keyof DeskParams<K>] extends [never] ? { params?: never } : { params: DeskParams<K> }) &
  (K extends ListedEndpoint ? { query?: DeskQuery<K> } : { query?: never }) &
  (K extends keyof DeskBodies ? { body: DeskBodies[K] } : { body?: never })

/** The sign-in page with a safe, same-site `next` back to `from` (a URL of the desk). */
export function signInFor(from: string | URL): string {
  const url = new URL(from, 'http://desk.invalid')
  const next = safeDeskNext(`${url.pathname}${url.search}`)
  const signIn = href('/inbox/sign-in')
  return next === href('/inbox') ? signIn : `${signIn}?${new URLSearchParams({ next })}`
}

/** The answer as it came: the entry's answer type (the server's handler returns the same), or the refusal's sentence. */
export async function callDesk<K extends DeskEndpoint>(name: K, ...[input]: CallArgs<K>): Promise<ApiResult<DeskAnswerOf<K>>> {
  const { method, pattern } = deskApi[name]
  const { params, query, body } = (input ?? {}) as Partial<{ params: Record<string, string | number>; query: ListQuery; body: unknown }>
  const sent = method === 'POST' ? JSON.stringify(body ?? {}) : undefined
  let res: Response
  try {
    res = await fetch(deskPath(pattern, params, query), {
      method,
      credentials: 'same-origin',
      headers: sent === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: sent,
    })
  } catch {
    return { ok: false, status: 0, error: '' }
  }
  const data: unknown = await res.json().catch(() => null)
  // The server's handler is typed to send this answer (server/desk/typed-routes.ts).
  if (res.ok) return { ok: true, status: res.status, data: data as DeskAnswerOf<K> }
  const error = data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : ''
  return { ok: false, status: res.status, error }
}

/** No second argument for an endpoint without params, query or body. */
type CallArgs<K extends DeskEndpoint> = Record<never, never> extends DeskCall<K> ? [input?: DeskCall<K>] : [input: DeskCall<K>]

/** A route's call (a loader's or an action's): a 401 throws the redirect to sign in, back to `request`'s page; anything else is the result. */
export async function routeCall<K extends DeskEndpoint>(request: Request, name: K, ...input: CallArgs<K>) {
  const result = await callDesk(name, ...input)
  if (result.status === 401) throw redirect(signInFor(request.url))
  return result
}

/** A loader's read: the answer, a redirect to sign in, or a thrown Response the route's error boundary shows. */
export async function loadDesk<K extends DeskEndpoint>(request: Request, name: K, ...input: CallArgs<K>): Promise<DeskAnswerOf<K>> {
  const result = await routeCall(request, name, ...input)
  if (result.ok) return result.data
  throw new Response(result.error, { status: result.status || 503 })
}
