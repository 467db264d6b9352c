// The desk's job endpoints (issue 43, record 039), in the signed-in scope: the job's state (the
// contract date, the year and its flags, the lien notice to print, the records, the windows and the
// earliest start), the year built (anyone signed in), a compliance record and the start date (owners
// only). A start date the rules refuse is a 409 with the sentence of content/job-words.ts; setting
// one queues the customer's e-mail with its calendar file.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { jobWords, yearFlags as flagWords } from '#content/job-words'
import { noticeById } from '#content/legal/notices'
import { requiredNoticesProblems } from '#content/legal/required-notices'
import { business } from '#content/business'
import { inboxWords } from '#content/pages/inbox'
import { type JobFacts, type StartRefusal, startRefusal, startWindows } from '#domain/job-start'
import { fillSlots } from '#domain/slots'
import { businessDay, visitDateWords } from '#domain/visit-plan'
import { latestYear, yearFlags } from '#domain/year-built'
import type { DeskStore } from './desk-store'
import type { JobState } from './job-queries'
import { signedIn } from './door'
import { deskRoute } from '../net/typed-routes'

type Options = { deskStore: DeskStore; outbox: { nudge(): void }; now: () => Date; homeSolicitationNotice: boolean }

const refusals = jobWords.refusals
const tz = business.replyPromise.timeZone
const notFound = (reply: FastifyReply) => reply.code(404).send({ ok: false, error: inboxWords.api.notFound })
const unreadable = { config: { invalid: jobWords.refusals.method } }

/** A refusal's sentence; dates in words. */
export function refusalSentence(refusal: StartRefusal): string {
  if (refusal.reason === 'tooEarly') return fillSlots(refusals.tooEarly, { date: visitDateWords(refusal.earliest) })
  if (refusal.reason === 'holidays') return fillSlots(refusals.holidays, { year: refusal.year })
  return refusals[refusal.reason]
}

export async function inboxJobRoutes(scope: FastifyInstance, { deskStore, outbox, now, homeSolicitationNotice }: Options): Promise<void> {
  const factsOf = (state: JobState): JobFacts => ({
    contractDay: state.acceptedAt ? businessDay(new Date(state.acceptedAt), tz) : null,
    yearBuilt: state.yearBuilt,
    homeSolicitation: homeSolicitationNotice && state.hadVisit,
    records: state.records,
  })
  const mayRecord = (role: string) => role === 'owner'

  deskRoute(scope, 'job', async (request, reply) => {
    const me = signedIn(request).person
    const state = await deskStore.jobState(request.params.id)
    if (!state) return notFound(reply)
    const facts = factsOf(state)
    const today = businessDay(now(), tz)
    const plan = startWindows(facts, today)
    // Any day far ahead: what stops a start now other than the windows (a step not recorded).
    const blocked = startRefusal(facts, '2100-12-31', today)
    const lien = noticeById.get('lien-information-notice')
    const problems = requiredNoticesProblems({ inHomeVisit: facts.homeSolicitation, builtBefore1978: (state.yearBuilt ?? 0) < 1978 })
    return {
      mayRecord: mayRecord(me.role),
      yearBuilt: state.yearBuilt,
      flags: yearFlags(state.yearBuilt).map((key) => ({ key, text: flagWords[key] })),
      contractDay: facts.contractDay,
      contractBlocked: problems.length > 0 ? jobWords.noticesMissing : null,
      lienNotice: {
        title: lien?.title ?? 'Information Notice to Owner About Construction Liens',
        sourceName: lien?.source.name ?? '',
        sourceUrl: lien?.source.url ?? 'https://www.oregon.gov/ccb',
        paragraphs: lien?.status === 'copied' ? lien.paragraphs : null,
      },
      records: state.records.map((r) => ({ ...r, methodLabel: jobWords.methods[r.method] ?? r.method })),
      windows: 'reason' in plan ? null : { ...plan.windows, earliest: plan.earliest },
      startBlocked: blocked ? refusalSentence(blocked) : null,
      startOn: state.startOn,
      today,
    }
  })

  deskRoute(scope, 'yearBuilt', { config: { invalid: refusals.year } }, async (request, reply) => {
    signedIn(request)
    const { year } = request.body
    if (year !== null && year > latestYear(now())) return reply.code(400).send({ ok: false, error: refusals.year })
    if (!(await deskStore.setYearBuilt(request.params.id, year))) return notFound(reply)
    return { ok: true }
  })

  deskRoute(scope, 'jobRecord', unreadable, async (request, reply) => {
    const me = signedIn(request).person
    if (!mayRecord(me.role)) return reply.code(403).send({ ok: false, error: refusals.ownerOnly })
    const body = request.body
    if (body.on > businessDay(now(), tz)) return reply.code(400).send({ ok: false, error: refusals.futureDate })
    const record = { ...body, inspector: body.kind === 'asbestos-survey' ? body.inspector : null, note: body.note || null }
    if (!(await deskStore.addJobRecord(request.params.id, record, me.email, now()))) return notFound(reply)
    return { ok: true }
  })

  deskRoute(scope, 'jobStart', async (request, reply) => {
    const me = signedIn(request).person
    if (!mayRecord(me.role)) return reply.code(403).send({ ok: false, error: refusals.ownerOnly })
    const today = businessDay(now(), tz)
    const result = await deskStore.setJobStart(
      request.params.id,
      request.body.on,
      (state) => startRefusal(factsOf(state), request.body.on, today),
      now(),
    )
    if (!result.ok)
      return result.refusal === 'missing' ? notFound(reply) : reply.code(409).send({ ok: false, error: refusalSentence(result.refusal) })
    outbox.nudge()
    return { ok: true }
  })
}
