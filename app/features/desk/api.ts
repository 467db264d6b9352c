// How the desk's islands talk to the server: same-origin JSON (the session cookie goes along by
// itself). A 401 means the session ended: back to the sign-in page.
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: string }

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
  if (res.status === 401 && !url.startsWith('/api/inbox/sign-in') && !url.startsWith('/api/inbox/register')) {
    window.location.assign('/inbox/sign-in')
  }
  if (res.ok) return { ok: true, status: res.status, data: data as T }
  const error = data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : ''
  return { ok: false, status: res.status, error }
}

export const getJson = <T>(url: string) => call<T>('GET', url)
export const postJson = <T>(url: string, body: unknown = {}) => call<T>('POST', url, body)
