// The desk API's endpoints, each written once: its method, its path (the Fastify pattern the server
// registers, whose builder the desk calls: deskApi.lead(7) is /api/inbox/leads/7) and the type of
// its JSON answer (answers.ts), carried by the entry itself. What each accepts is the zod schema of
// the same name in schemas.ts, which only the server imports (zod stays out of the browser).
import type {
  AlertsAnswer,
  CalendarFeedAnswer,
  ChangeAnswer,
  DeskOk,
  DeskQuoteAnswer,
  EarningsAnswer,
  InsightsAnswer,
  InvitationAnswer,
  JobAnswer,
  LeadAnswer,
  ListAnswer,
  PeopleAnswer,
  PrivacyDeleteAnswer,
  PrivacyFindAnswer,
  RegisterOptionsAnswer,
  SaveQuoteAnswer,
  SendQuoteAnswer,
  SignInOptionsAnswer,
  SignOutEverywhereAnswer,
  StateAnswer,
  StopFollowUpsAnswer,
} from './answers'
import type { ListQuery } from './schemas'

/** The answer of an endpoint that sends a file (a photo, the CSV, the calendar), not JSON. */
export type DeskFile = { readonly file: unique symbol }

type Query = Record<string, string | undefined>

/** The names of the path's parameters (`id`, `version`, `kind` of `/leads/:id/quote/:version/:kind`). */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never

/** The value of the path's one parameter (`:id`, `:file`), the values by name of several, or none. */
type PathArgs<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : true extends IsUnion<ParamNames<P>>
    ? [params: PathParams<P>]
    : [value: string | number]

/** The path's parameters by name (`{ id: 7 }` for `/api/inbox/leads/:id`), or none. */
export type PathParams<P extends string> = [ParamNames<P>] extends [never] ? Record<never, never> : Record<ParamNames<P>, string | number>

/**
 * One endpoint: callable as its path builder, with its method and pattern. `answer` is never set: it
 * carries the answer's type, so the server's handler and the desk's call read the same one.
 */
export type DeskRoute<M extends 'GET' | 'POST', P extends string, A, Args extends unknown[] = PathArgs<P>> = ((...args: Args) => string) & {
  readonly method: M
  readonly pattern: P
  readonly answer?: A
}

/** `?a=1&b=2` of the values that are set, or nothing. */
const search = (query: Query = {}) => {
  const set = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
  return set.length ? `?${new URLSearchParams(set).toString()}` : ''
}

/** The path with its parameter (or, by name, its parameters) filled in (escaped), from the pattern alone. */
const fill = (pattern: string, value?: string | number | Record<string, string | number>) =>
  value === undefined
    ? pattern
    : typeof value === 'object'
      ? deskPath(pattern, value)
      : pattern.replace(/:\w+/, encodeURIComponent(String(value)))

/** The address of a call: the pattern's parameters by name, and the query's set values. */
export const deskPath = (pattern: string, params: Record<string, string | number> = {}, query?: Query) =>
  `${pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))}${search(query)}`

const endpoint =
  <M extends 'GET' | 'POST'>(method: M) =>
  <A>() =>
  <P extends string>(pattern: P): DeskRoute<M, P, A> =>
    Object.assign((...args: PathArgs<P>) => fill(pattern, args[0]), { method, pattern })
const get = endpoint('GET')
const post = endpoint('POST')

/** A GET with a query of its own: the list's filter, search and page (ListQuery), the earnings' range. */
const queried =
  <A, Q extends Query>() =>
  <P extends string>(pattern: P): DeskRoute<'GET', P, A, [query?: Q]> =>
    Object.assign((query?: Q) => `${pattern}${search(query)}`, { method: 'GET' as const, pattern })
const listed = <A>() => queried<A, ListQuery & Query>()

/** The earnings' range: 7, 30 or 90 days to today, or from and to (YYYY-MM-DD), both in Portland. */
export type EarningsQuery = { days?: string; from?: string; to?: string }

export const deskApi = {
  state: get<StateAnswer>()('/api/inbox/state'),
  // Leads
  leads: listed<ListAnswer>()('/api/inbox/leads'),
  insights: get<InsightsAnswer>()('/api/inbox/insights'),
  lead: get<LeadAnswer>()('/api/inbox/leads/:id'),
  /** Status, note and visit, against the lead's version. */
  change: post<ChangeAnswer>()('/api/inbox/leads/:id'),
  opened: post<DeskOk>()('/api/inbox/leads/:id/opened'),
  notSpam: post<ChangeAnswer>()('/api/inbox/leads/:id/not-spam'),
  review: post<DeskOk>()('/api/inbox/leads/:id/review'),
  // The written quote (issue 42): its draft, versions, follow-ups and acceptance; saving the draft
  // (owner or helper); sending it (an owner); stopping its follow-ups (an owner); a version's PDF.
  quote: get<DeskQuoteAnswer>()('/api/inbox/leads/:id/quote'),
  saveQuote: post<SaveQuoteAnswer>()('/api/inbox/leads/:id/quote'),
  sendQuote: post<SendQuoteAnswer>()('/api/inbox/leads/:id/quote/send'),
  stopFollowUps: post<StopFollowUpsAnswer>()('/api/inbox/leads/:id/quote/stop'),
  /** `kind`: the quote as sent, or once accepted the signed copy. */
  quotePdf: get<DeskFile>()('/api/inbox/leads/:id/quote/:version/:kind'),
  photo: get<DeskFile>()('/api/inbox/photos/:id'),
  csv: listed<DeskFile>()('/api/inbox/leads.csv'),
  // The job after a signed quote (record 039): its state, the year built, a compliance record, the start date.
  job: get<JobAnswer>()('/api/inbox/leads/:id/job'),
  yearBuilt: post<DeskOk>()('/api/inbox/leads/:id/year-built'),
  /** Owner only. */
  jobRecord: post<DeskOk>()('/api/inbox/leads/:id/job-records'),
  /** Owner only: refused (409) until the rules allow the day. */
  jobStart: post<DeskOk>()('/api/inbox/leads/:id/job-start'),
  // What the site earns (issue 44): entries, requests, visits, quotes and won dollars by landing page and source. Owner only.
  earnings: queried<EarningsAnswer, EarningsQuery>()('/api/inbox/earnings'),
  earningsCsv: queried<DeskFile, EarningsQuery>()('/api/inbox/earnings.csv'),
  privacyFind: post<PrivacyFindAnswer>()('/api/inbox/privacy/find'),
  privacyDelete: post<PrivacyDeleteAnswer>()('/api/inbox/privacy/delete'),
  // People and devices
  people: get<PeopleAnswer>()('/api/inbox/people'),
  invitations: post<InvitationAnswer>()('/api/inbox/invitations'),
  revokeInvitation: post<DeskOk>()('/api/inbox/invitations/:id/revoke'),
  role: post<DeskOk>()('/api/inbox/people/:id/role'),
  removePerson: post<DeskOk>()('/api/inbox/people/:id/remove'),
  removePasskey: post<DeskOk>()('/api/inbox/passkeys/:id/remove'),
  // The owner's calendar: making and stopping one's private address; the feed itself (no session:
  // the secret in the address is the key) at /api/inbox/calendar/<secret>.ics.
  makeCalendarFeed: post<CalendarFeedAnswer>()('/api/inbox/calendar-feed'),
  revokeCalendarFeed: post<DeskOk>()('/api/inbox/calendar-feed/revoke'),
  calendarFeed: get<DeskFile>()('/api/inbox/calendar/:file'),
  // Alerts on each device (push)
  /** The desk's VAPID public key and which devices have alerts on. */
  alerts: get<AlertsAnswer>()('/api/inbox/alerts'),
  /** This device's push subscription, for the signed-in person. */
  alertsOn: post<DeskOk>()('/api/inbox/alerts/on'),
  alertsOff: post<DeskOk>()('/api/inbox/alerts/off'),
  // Passkeys and sessions
  registerOptions: post<RegisterOptionsAnswer>()('/api/inbox/register/options'),
  registerVerify: post<DeskOk>()('/api/inbox/register/verify'),
  signInOptions: post<SignInOptionsAnswer>()('/api/inbox/sign-in/options'),
  signInVerify: post<DeskOk>()('/api/inbox/sign-in/verify'),
  signOut: post<DeskOk>()('/api/inbox/sign-out'),
  signOutEverywhere: post<SignOutEverywhereAnswer>()('/api/inbox/sign-out-everywhere'),
} as const

export type DeskEndpoint = keyof typeof deskApi

/** The endpoints read with a query (the list's, the earnings' range). */
export type ListedEndpoint = {
  [K in DeskEndpoint]: Parameters<(typeof deskApi)[K]> extends []
    ? never
    : // Only the list's query is optional: a path's value or values are required.
      undefined extends Parameters<(typeof deskApi)[K]>[0]
      ? K
      : never
}[DeskEndpoint]

/** The query endpoint `K` is read with. */
export type DeskQuery<K extends ListedEndpoint> = NonNullable<Parameters<(typeof deskApi)[K]>[0]>

/** The parameters of endpoint `K`'s path. */
export type DeskParams<K extends DeskEndpoint> = PathParams<(typeof deskApi)[K]['pattern']>

type AnswerOf<E> = E extends { readonly answer?: infer A } ? A : never

/** Every endpoint's answer, read off its entry; the files' are DeskFile. */
export type DeskAnswerOf<K extends DeskEndpoint> = AnswerOf<(typeof deskApi)[K]>

/** Every JSON endpoint's answer (the photo, the CSV and the calendar are files). */
export type DeskAnswers = { [K in DeskEndpoint as DeskAnswerOf<K> extends DeskFile ? never : K]: DeskAnswerOf<K> }
