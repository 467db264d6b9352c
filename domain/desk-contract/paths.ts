// The desk API's paths, built in one place: the server registers each endpoint at its `pattern`
// and the desk's pages call the same builder (deskApi.lead(7) is /api/inbox/leads/7), so a path
// renamed here moves on both sides at once.

type Query = Record<string, string | undefined>

/** `?a=1&b=2` of the values that are set, or nothing. */
const search = (query: Query = {}) => {
  const set = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
  return set.length ? `?${new URLSearchParams(set).toString()}` : ''
}

/** A path builder with the Fastify route pattern it is registered at. */
const route = <A extends unknown[]>(pattern: string, build: (...args: A) => string) => Object.assign(build, { pattern })
const fixed = (pattern: string) => route(pattern, () => pattern)

export const deskApi = {
  state: fixed('/api/inbox/state'),
  // Leads
  leads: route('/api/inbox/leads', (query?: Query) => `/api/inbox/leads${search(query)}`),
  insights: fixed('/api/inbox/insights'),
  lead: route('/api/inbox/leads/:id', (id: number) => `/api/inbox/leads/${id}`),
  /** POST: status, note and visit, against the lead's version. */
  change: route('/api/inbox/leads/:id', (id: number) => `/api/inbox/leads/${id}`),
  opened: route('/api/inbox/leads/:id/opened', (id: number) => `/api/inbox/leads/${id}/opened`),
  notSpam: route('/api/inbox/leads/:id/not-spam', (id: number) => `/api/inbox/leads/${id}/not-spam`),
  review: route('/api/inbox/leads/:id/review', (id: number) => `/api/inbox/leads/${id}/review`),
  photo: route('/api/inbox/photos/:id', (id: number) => `/api/inbox/photos/${id}`),
  csv: route('/api/inbox/leads.csv', (query?: Query) => `/api/inbox/leads.csv${search(query)}`),
  privacyFind: fixed('/api/inbox/privacy/find'),
  privacyDelete: fixed('/api/inbox/privacy/delete'),
  // People and devices
  people: fixed('/api/inbox/people'),
  invitations: fixed('/api/inbox/invitations'),
  revokeInvitation: route('/api/inbox/invitations/:id/revoke', (id: number) => `/api/inbox/invitations/${id}/revoke`),
  role: route('/api/inbox/people/:id/role', (id: number) => `/api/inbox/people/${id}/role`),
  removePerson: route('/api/inbox/people/:id/remove', (id: number) => `/api/inbox/people/${id}/remove`),
  removePasskey: route('/api/inbox/passkeys/:id/remove', (id: string) => `/api/inbox/passkeys/${encodeURIComponent(id)}/remove`),
  // The owner's calendar: making and stopping one's private address; the feed itself (no session:
  // the secret in the address is the key) at /api/inbox/calendar/<secret>.ics.
  makeCalendarFeed: fixed('/api/inbox/calendar-feed'),
  revokeCalendarFeed: fixed('/api/inbox/calendar-feed/revoke'),
  calendarFeed: route('/api/inbox/calendar/:file', (secret: string) => `/api/inbox/calendar/${secret}.ics`),
  // Alerts on each device (push)
  /** GET: the desk's VAPID public key and which devices have alerts on. */
  alerts: fixed('/api/inbox/alerts'),
  /** POST: this device's push subscription, for the signed-in person. */
  alertsOn: fixed('/api/inbox/alerts/on'),
  alertsOff: fixed('/api/inbox/alerts/off'),
  // Passkeys and sessions
  registerOptions: fixed('/api/inbox/register/options'),
  registerVerify: fixed('/api/inbox/register/verify'),
  signInOptions: fixed('/api/inbox/sign-in/options'),
  signInVerify: fixed('/api/inbox/sign-in/verify'),
  signOut: fixed('/api/inbox/sign-out'),
  signOutEverywhere: fixed('/api/inbox/sign-out-everywhere'),
} as const

export type DeskEndpoint = keyof typeof deskApi
