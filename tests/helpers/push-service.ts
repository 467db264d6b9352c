// Test helper: a push service on loopback, as a browser's vendor runs one (FCM, Mozilla, Apple).
// It records every request, checks its VAPID Authorization (RFC 8292: an ES256 JWT whose `aud` is
// this service's origin, verified with the key the header names) and can answer a chosen status,
// hang, or be stopped. A device is made as a browser makes one (devicePushKeys): a P-256 key pair
// and a 16-byte auth secret; decryptPush() opens a request's body with them (RFC 8291, aes128gcm),
// written here from the RFC with node:crypto alone, apart from web-push's own code.
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto'
import { once } from 'node:events'
import { type IncomingHttpHeaders, type Server, type ServerResponse, createServer } from 'node:http'

export type PushRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer; vapid: VapidCheck; answered: number | 'hang' }
export type VapidCheck = { valid: boolean; aud?: string; sub?: string; exp?: number; publicKey?: string; why?: string }

export type TestPushService = {
  origin: string
  /** The endpoint of a device `name` at this service. */
  endpoint(name: string): string
  requests: PushRequest[]
  /** Per device name: the answer to its next requests (201 by default); 'hang' never answers. */
  answers: Map<string, number | 'hang'>
  stop(): Promise<void>
}

const b64url = (b: Buffer) => b.toString('base64url')

/** A device's subscription keys, as PushManager.subscribe() makes them. */
export function devicePushKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return { ecdh, auth, p256dh: b64url(ecdh.getPublicKey()), authText: b64url(auth) }
}
export type DevicePushKeys = ReturnType<typeof devicePushKeys>

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

/** RFC 8291 §3.4 and RFC 8188: the plaintext of an aes128gcm body for the device with `keys`. */
export function decryptPush(body: Buffer, keys: DevicePushKeys): string {
  const salt = body.subarray(0, 16)
  const rs = body.readUInt32BE(16)
  const idLength = body[20]
  const serverPublic = body.subarray(21, 21 + idLength)
  const records = body.subarray(21 + idLength)
  if (records.length > rs) throw new Error('more than one record')
  const ecdhSecret = keys.ecdh.computeSecret(serverPublic)
  const prkKey = hmac(keys.auth, ecdhSecret)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic, Buffer.from([1])])
  const ikm = hmac(prkKey, keyInfo)
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(records.subarray(records.length - 16))
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT's ES256 signature checked with k. */
export function checkVapid(header: string | undefined, origin: string, now = Date.now()): VapidCheck {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '')
  if (!match) return { valid: false, why: 'no vapid Authorization' }
  const [, jwt, k] = match
  const [head, claims, signature] = jwt.split('.')
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string; typ?: string }
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string; sub?: string; exp?: number }
  const raw = Buffer.from(k, 'base64url')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  })
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
  const exp = payload.exp ?? 0
  const why = !signed
    ? 'bad signature'
    : header64.alg !== 'ES256'
      ? 'not ES256'
      : payload.aud !== origin
        ? `aud ${payload.aud} is not ${origin}`
        : exp * 1000 <= now || exp * 1000 > now + 24 * 3_600_000
          ? 'exp outside the next 24 hours'
          : !payload.sub?.startsWith('mailto:')
            ? 'sub is not a mailto:'
            : undefined
  return { valid: why === undefined, aud: payload.aud, sub: payload.sub, exp, publicKey: k, why }
}

export async function startTestPushService(): Promise<TestPushService> {
  const requests: PushRequest[] = []
  const answers = new Map<string, number | 'hang'>()
  const held = new Set<ServerResponse>()
  let origin = ''
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = req.url ?? ''
      const answer = answers.get(path.split('/').pop() ?? '') ?? 201
      requests.push({
        path,
        headers: req.headers,
        body: Buffer.concat(chunks),
        vapid: checkVapid(req.headers.authorization, origin),
        answered: answer,
      })
      if (answer === 'hang') {
        held.add(res)
        return
      }
      res.writeHead(answer).end()
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  origin = `http://127.0.0.1:${address.port}`
  return {
    origin,
    endpoint: (name) => `${origin}/push/v1/${name}`,
    requests,
    answers,
    async stop() {
      for (const res of held) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
