// Two addresses carry their key in the path: a customer's visit link (/visit/<token>) and the
// owner's calendar feed (/api/inbox/calendar/<secret>.ics). A log line names them by pattern,
// never by URL, whatever the method, status or spelling (a trailing slash, an escape, a capital),
// so whoever reads the logs or their copies cannot open a visit or read the owner's calendar.
// The request serializer logs the pattern; the stream hook rewrites any such path a message still
// holds (the framework's own warnings quote the URL).

// `start`: the segment counts only at the start of the path (the desk's own paths may hold a
// '/quote/' further on, and name no secret). `inText`: how a message's text shows the secret: for
// the quote, a token's length of URL-safe characters after '/quote/', wherever it stands (a whole URL).
const secretPaths: { segment: string; pattern: string; start?: boolean; inText?: string }[] = [
  { segment: '/visit/', pattern: '/visit/:token' },
  { segment: '/quote/', pattern: '/quote/:token', start: true, inText: '\\/quote\\/[A-Za-z0-9._~%-]{16,}' },
  { segment: '/api/inbox/calendar/', pattern: '/api/inbox/calendar/:secret' },
]

/** Decodes each valid escape and leaves a broken one as it is (a malformed URL is logged too). */
const lenientDecode = (path: string) =>
  path.replace(/%[0-9A-Fa-f]{2}/g, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)))

/** The pattern of the secret path `url` names, or undefined for any other address. */
export function secretPattern(url: string): string | undefined {
  // As the router and the site read it: escapes decoded, backslashes and runs of slashes as one.
  const plain = lenientDecode(url.split(/[?#]/, 1)[0])
    .replace(/[\\/]+/g, '/')
    .toLowerCase()
  for (const { segment, pattern, start } of secretPaths) {
    const at = start ? (plain.startsWith(segment) ? 0 : -1) : plain.indexOf(segment)
    if (at !== -1 && plain.length > at + segment.length) return pattern
  }
  return undefined
}

/** The path of a request as a log line may hold it: without the query, a secret path as its pattern. */
export const loggedPath = (url: string): string => secretPattern(url) ?? url.split(/[?#]/, 1)[0]

const inText = secretPaths.map(({ segment, pattern, inText }) => ({
  find: new RegExp(inText ?? `${segment.replaceAll('/', '\\/')}[^"\\s?#\\\\]+`, 'gi'),
  pattern,
}))

/** A serialized log line with every secret path in it written as its pattern. */
export function scrubSecretPaths(line: string): string {
  let scrubbed = line
  for (const { find, pattern } of inText) scrubbed = scrubbed.replace(find, pattern)
  return scrubbed
}

/** Pino's serializers and stream hook that keep the secrets out: every logger of the server uses them. */
export const secretSafeLogging = {
  serializers: {
    req: (req: { method: string; url: string }) => ({ method: req.method, url: loggedPath(req.url) }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  },
  hooks: { streamWrite: scrubSecretPaths },
}
