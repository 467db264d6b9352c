// Test helper: a software passkey authenticator (ES256, "none" attestation, discoverable) that
// answers WebAuthn options the way a browser and a platform authenticator would, so the server's
// passkey endpoints can be tested through inject with real signatures. The browser tests use
// Chromium's own virtual authenticator instead.
import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto'

const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

/** The few CBOR shapes a credential needs: small maps, unsigned and negative integers, text, bytes. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n])
  if (n < 256) return Buffer.from([(major << 5) | 24, n])
  return Buffer.from([(major << 5) | 25, n >> 8, n & 255])
}
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)])
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])])
}

export type SoftCredential = {
  id: Buffer
  privateKey: ReturnType<typeof generateKeyPairSync>['privateKey']
  counter: number
  userHandle: string
}

/**
 * `userVerified: false` is an authenticator that only tests presence (a tap, no fingerprint, face
 * or screen lock): its flags say user present, not user verified.
 */
export function softAuthenticator(origin: string, { userVerified = true } = {}) {
  const uv = userVerified ? 0x04 : 0
  const rpId = new URL(origin).hostname
  const credentials: SoftCredential[] = []
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  return {
    credentials,
    /** A registration response to the server's creation options (of an existing credential again, with `again`). */
    create(options: { challenge: string; user: { id: string } }, again?: SoftCredential) {
      const privateKey = again?.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
      const publicKey = createPublicKey(privateKey)
      const jwk = publicKey.export({ format: 'jwk' })
      const cose = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(String(jwk.x), 'base64url')],
          [-3, Buffer.from(String(jwk.y), 'base64url')],
        ]),
      )
      const id = again?.id ?? randomBytes(16)
      const credential: SoftCredential = again ?? { id, privateKey, counter: 0, userHandle: options.user.id }
      if (!again) credentials.push(credential)
      const idLength = Buffer.from([id.length >> 8, id.length & 255])
      // Flags: user present, user verified (unless told otherwise), attested credential data.
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x41 | uv]), Buffer.alloc(4), Buffer.alloc(16), idLength, id, cose])
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      )
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
    /** An assertion for the server's request options with a credential (the last one made by default). */
    get(options: { challenge: string }, credential = credentials.at(-1)) {
      if (!credential) throw new Error('No credential on this authenticator')
      credential.counter++
      const counter = Buffer.alloc(4)
      counter.writeUInt32BE(credential.counter)
      const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([0x01 | uv]), counter])
      const data = clientData('webauthn.get', options.challenge)
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(data)]), credential.privateKey)
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
  }
}
