// A passkey ceremony's two round trips, for the sign-in, welcome and people pages: the server's
// options, the browser's authenticator answering them, the answer sent back to be verified. The
// caller turns how it ended into its own words.
import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { callDesk } from './api'

/** Done; refused by the server at `step` with its HTTP status; or stopped in the browser (cancelled, no authenticator). */
export type CeremonyResult = { ok: true } | { ok: false; step: 'options' | 'verify'; status: number } | { ok: false; step: 'browser' }

/** Signing in, or registering a passkey: with an invitation's token (sent with both requests) and the device's name, or for the signed-in person. */
export async function passkeyCeremony(
  kind: 'sign-in' | 'register',
  invited: { token?: string; label?: string } = {},
): Promise<CeremonyResult> {
  if (kind === 'sign-in') {
    const options = await callDesk('signInOptions')
    if (!options.ok) return { ok: false, step: 'options', status: options.status }
    const response = await startAuthentication({ optionsJSON: options.data }).catch(() => undefined)
    if (!response) return { ok: false, step: 'browser' }
    return verified(await callDesk('signInVerify', { body: { response } }))
  }
  const options = await callDesk('registerOptions', { body: { token: invited.token } })
  if (!options.ok) return { ok: false, step: 'options', status: options.status }
  const response = await startRegistration({ optionsJSON: options.data }).catch(() => undefined)
  if (!response) return { ok: false, step: 'browser' }
  return verified(await callDesk('registerVerify', { body: { ...invited, response } }))
}

const verified = (result: { ok: boolean; status: number }): CeremonyResult =>
  result.ok ? { ok: true } : { ok: false, step: 'verify', status: result.status }
