// A logger stream that keeps every line the server writes, for tests that read the log.
import { Writable } from 'node:stream'

/** `lines` fills as the server logs to `stream` (pass `{ level: 'info', stream }` as its logger). */
export function logLines(lines: string[] = []): { lines: string[]; stream: Writable } {
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, stream }
}
