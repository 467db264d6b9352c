// Content negotiation for the precompressed files, shared by the one path that answers built files
// (site.ts) and the replay of its answers: Accept-Encoding read with its q-values, as RFC 9110
// section 12.5.3 says ("br;q=0" refuses brotli, "*" stands for any coding not named, identity is
// acceptable unless refused). A client that refuses everything still gets the plain file.

export type Encoding = 'br' | 'gzip' | 'identity'

const order: Encoding[] = ['br', 'gzip', 'identity']
const parsed = new Map<string, readonly Encoding[]>()
const plainOnly: readonly Encoding[] = ['identity']

function qualityOf(params: string[]): number {
  for (const param of params) {
    const [name, value] = param.split('=').map((s) => s.trim())
    if (name.toLowerCase() !== 'q') continue
    if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? '')) return 0
    return Number(value)
  }
  return 1
}

function parse(header: string): readonly Encoding[] {
  const q = new Map<string, number>()
  for (const item of header.split(',')) {
    const [token, ...params] = item.split(';')
    const name = token.trim().toLowerCase()
    if (!name) continue
    q.set(name === 'x-gzip' ? 'gzip' : name, qualityOf(params))
  }
  const any = q.get('*')
  // Identity not named is acceptable but least wanted: any coding the client did name comes first.
  const quality = (coding: Encoding) => q.get(coding) ?? any ?? (coding === 'identity' ? 0.0001 : 0)
  const accepted = order.filter((coding) => quality(coding) > 0)
  // Stable: equal q-values keep br before gzip before the plain file.
  accepted.sort((a, b) => quality(b) - quality(a))
  return accepted.length > 0 ? accepted : plainOnly
}

/** The codings a client accepts, best first; without the header, the plain file only. */
export function encodingPreference(acceptEncoding: string | undefined): readonly Encoding[] {
  if (!acceptEncoding) return plainOnly
  let result = parsed.get(acceptEncoding)
  if (result) return result
  result = parse(acceptEncoding)
  // Browsers send a handful of distinct headers; the memo stays small whatever others send.
  if (parsed.size < 256) parsed.set(acceptEncoding, result)
  return result
}

/** The first coding of the client's preference that the file is stored in. */
export function chooseEncoding(preference: readonly Encoding[], stored: { br: boolean; gzip: boolean }): Encoding {
  for (const coding of preference) if (coding === 'identity' || stored[coding]) return coding
  return 'identity'
}
