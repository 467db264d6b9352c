// A passkey ceremony's two round trips, for the sign-in, welcome and people pages: the server's
// options, the browser's authenticator answering them, the answer sent back to be verified. The
// caller turns how it ended into its own words.
import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { postJson } from './api'
import type { DeskAnswers } from '#domain/desk-contract'
import { deskApi } from '#domain/desk-contract'

/** Done; refused by the server at `step` with its HTTP status; or stopped in the browser (cancelled, no authenticator). */
export type CeremonyResult = { ok: true } | { ok: false; step: 'options' | 'verify'; status: number } | { ok: false; step: 'browser' }

/** `extra` goes with both requests (an invitation's token; the device's name with the answer). */
export async function passkeyCeremony(
  kind: 'sign-in' | 'register',
  extra: { options?: Record<string, unknown>; verify?: Record<string, unknown> } = {},
): Promise<CeremonyResult> {
  const signIn = kind === 'sign-in'
  const options = signIn
    ? await postJson<'signInOptions'>(deskApi.signInOptions(), extra.options ?? {})
    : await postJson<'registerOptions'>(deskApi.registerOptions(), extra.options ?? {})
  if (!options.ok) return { ok: false, step: 'options', status: options.status }
  let response: unknown
  try {
    // The options' type follows the kind (the contract types each endpoint's answer).
    response = signIn
      ? await startAuthentication({ optionsJSON: options.data as DeskAnswers['signInOptions'] })
      : await startRegistration({ optionsJSON: options.data as DeskAnswers['registerOptions'] })
  } catch {
    return { ok: false, step: 'browser' }
  }
  const verified = await postJson<'signInVerify'>(signIn ? deskApi.signInVerify() : deskApi.registerVerify(), { ...extra.verify, response })
  return verified.ok ? { ok: true } : { ok: false, step: 'verify', status: verified.status }
}
