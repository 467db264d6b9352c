// A multipart/form-data body as the quote form sends it, built by hand so a test can send it at
// its own pace over a raw socket.
export const boundary = '----startileTestBoundary7MA4YWxk'

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer }

export function multipartBody(parts: Part[]): Buffer {
  const chunks: Buffer[] = []
  for (const p of parts) {
    const head =
      'data' in p
        ? `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n`
        : `Content-Disposition: form-data; name="${p.name}"\r\n`
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`), 'data' in p ? p.data : Buffer.from(p.value), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

/** The request line and headers of a quote upload of `length` bytes, asking for JSON. */
export const uploadHead = (length: number, extra = '') =>
  `POST /api/quote HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\nAccept: application/json\r\nSec-Fetch-Site: same-origin\r\n${extra}\r\n`

/** A quote request's text fields, the spam checks passed. */
export const quoteFields = (name = 'Pat Doe'): Part[] => [
  { name: 'name', value: name },
  { name: 'email', value: 'pat@example.com' },
  { name: 'phone', value: '503 555 0100' },
  { name: 'projectType', value: 'Flooring' },
  { name: 'message', value: 'Hall floor' },
  { name: 'company_website', value: '' },
  { name: 'elapsed_ms', value: '9000' },
]
