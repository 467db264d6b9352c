// Every change on People and devices, made by the route's action (routes/inbox/people.tsx) as the
// lead page makes its own: a form names its intent, the action calls the contract's endpoint, and the
// router then loads the people again. An ended session (401) throws the redirect to sign in,
// which brings the person back to this page.
import { href, redirect, redirectDocument } from 'react-router'
import { inboxWords } from '#content/pages/inbox'
import { deskAlertWords } from '#content/pages/desk-alerts'
import { ownerCalendarWords } from '#content/pages/owner-calendar'
import { deskRoles } from '#domain/desk-people'
import { fillSlots } from '#domain/slots'
import { routeCall, signInFor } from './api'
import { passkeyCeremony } from './passkey-ceremony'
import { currentSubscription, subscribeDevice } from './alerts/desk-worker'

/** What a change shows: its sentence, and what a panel keeps from it (the calendar's new address, the privacy count found). */
/** The fields of one change, its intent among them, posted to the route's action. */
export type PeopleChange = Record<string, string | number>
/** Posts a change to the page's action (from a button; a form posts itself). */
export type SubmitChange = (change: PeopleChange) => void

export type PeopleActionResult = {
  message: string
  calendarUrl?: string
  privacy?: { match: string; count: number }
  invited?: boolean
}

const words = inboxWords.people
const alertWords = deskAlertWords.panel
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()
const said = (r: { ok: boolean; error?: string }, done: string) => (r.ok ? done : (r.error ?? ''))

export async function peopleAction(request: Request): Promise<PeopleActionResult | Response> {
  const form = await request.formData()
  const intent = text(form, 'intent')
  const id = text(form, 'id')
  const email = text(form, 'email')

  if (intent === 'add-passkey') {
    const result = await passkeyCeremony('register')
    if (!result.ok && result.step !== 'browser' && result.status === 401) throw redirect(signInFor(request.url))
    return { message: result.ok ? words.added : inboxWords.welcome.failed }
  }
  if (intent === 'remove-passkey') return { message: said(await routeCall(request, 'removePasskey', { params: { id } }), words.removed) }
  if (intent === 'remove-person') return { message: said(await routeCall(request, 'removePerson', { params: { id } }), words.removed) }
  if (intent === 'role') {
    const role = deskRoles.find((r) => r === text(form, 'role'))
    if (!role) return { message: inboxWords.api.unreadable }
    const r = await routeCall(request, 'role', { params: { id }, body: { role } })
    return { message: said(r, fillSlots(words.roleChanged, { email, role: words.roleNames[role] })) }
  }
  if (intent === 'revoke-invitation') {
    const r = await routeCall(request, 'revokeInvitation', { params: { id } })
    return { message: said(r, fillSlots(words.revoked, { email })) }
  }
  if (intent === 'invite') {
    const role = deskRoles.find((r) => r === text(form, 'role')) ?? 'helper'
    const r = await routeCall(request, 'invitations', { body: { email, role } })
    return r.ok ? { message: fillSlots(words.invited, { email, link: r.data.link }), invited: true } : { message: r.error }
  }
  if (intent === 'sign-out-everywhere') {
    await routeCall(request, 'signOutEverywhere')
    // A new document, as after signing out (routes/inbox/layout.tsx): nothing loaded outlives the session.
    return redirectDocument(href('/inbox/sign-in'))
  }
  if (intent === 'make-calendar') {
    const r = await routeCall(request, 'makeCalendarFeed')
    return r.ok ? { message: ownerCalendarWords.section.made, calendarUrl: r.data.url } : { message: r.error }
  }
  if (intent === 'revoke-calendar')
    return { message: said(await routeCall(request, 'revokeCalendarFeed'), ownerCalendarWords.section.revoked) }
  if (intent === 'privacy-find') {
    const match = text(form, 'match')
    const r = await routeCall(request, 'privacyFind', { body: { match } })
    return r.ok ? { message: '', privacy: { match, count: r.data.count } } : { message: r.error }
  }
  if (intent === 'privacy-delete') {
    const r = await routeCall(request, 'privacyDelete', { body: { match: text(form, 'match'), count: Number(text(form, 'count')) } })
    // A lead with a signed contract keeps it and its records for their periods: the answer says why (record 039).
    if (!r.ok) return { message: r.error }
    const done = fillSlots(words.privacyDone, { count: r.data.deleted })
    return { message: r.data.keptWhy ? `${done} ${r.data.keptWhy}` : done }
  }
  if (intent === 'alerts-on') return alertsOn(request, text(form, 'publicKey'))
  if (intent === 'alerts-off') {
    const subscription = await currentSubscription().catch(() => null)
    if (subscription) {
      // The server forgets it first: with the session ended, the device keeps it until sign-in brings the person back.
      await routeCall(request, 'alertsOff', { body: { endpoint: subscription.endpoint } })
      await subscription.unsubscribe().catch(() => false)
    }
    return { message: alertWords.turnedOff }
  }
  return { message: '' }
}

/** Asks the browser's permission, subscribes this device with the server's key, and stores the subscription. */
async function alertsOn(request: Request, publicKey: string): Promise<PeopleActionResult> {
  let subscription: PushSubscriptionJSON
  try {
    const made = await subscribeDevice(publicKey)
    if (made === 'denied') return { message: alertWords.denied }
    subscription = made.toJSON()
  } catch {
    return { message: alertWords.failed }
  }
  // The server's schema checks the subscription (an https endpoint and its keys).
  const { endpoint = '', keys = {} } = subscription
  const body = { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } }
  return { message: said(await routeCall(request, 'alertsOn', { body }), alertWords.turnedOn) }
}
