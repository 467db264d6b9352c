// A passkey ceremony's two round trips, for the sign-in, welcome and people pages: the server's
// options, the browser's authenticator answering them, the answer sent back to be verified. The
// caller turns how it ended into its own words.
import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { postJson } from './api'

/** Done; refused by the server at `step` with its HTTP status; or stopped in the browser (cancelled, no authenticator). */
export type CeremonyResult = { ok: true } | { ok: false; step: 'options' | 'verify'; status: number } | { ok: false; step: 'browser' }

type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'] | Parameters<typeof startRegistration>[0]['optionsJSON']

/** `extra` goes with both requests (an invitation's token; the device's name with the answer). */
export async function passkeyCeremony(
  kind: 'sign-in' | 'register',
  extra: { options?: Record<string, unknown>; verify?: Record<string, unknown> } = {},
): Promise<CeremonyResult> {
  const options = await postJson<Options>(`/api/inbox/${kind}/options`, extra.options ?? {})
  if (!options.ok) return { ok: false, step: 'options', status: options.status }
  let response: unknown
  try {
    response =
      kind === 'sign-in'
        ? await startAuthentication({ optionsJSON: options.data as Parameters<typeof startAuthentication>[0]['optionsJSON'] })
        : await startRegistration({ optionsJSON: options.data as Parameters<typeof startRegistration>[0]['optionsJSON'] })
  } catch {
    return { ok: false, step: 'browser' }
  }
  const verified = await postJson(`/api/inbox/${kind}/verify`, { ...extra.verify, response })
  return verified.ok ? { ok: true } : { ok: false, step: 'verify', status: verified.status }
}
