// One request through the audit's eyes: status, headers and body text, following redirects.
export type Answer = { url: string; status: number; headers: Headers; body: string }

export async function request(url: string, init: RequestInit = {}): Promise<Answer> {
  // A server that hangs fails the audit instead of stalling it.
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000), ...init })
  const type = response.headers.get('content-type') ?? ''
  // Only text is read: images and fonts are checked by status alone.
  const body = /html|json|xml|text|javascript/.test(type) ? await response.text() : (await response.arrayBuffer(), '')
  return { url: response.url, status: response.status, headers: response.headers, body }
}

/** Runs `work` over `items`, `limit` at a time, keeping the order of the results. */
export async function inPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await work(items[i])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
