import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ContentError, parseContent } from '../parse'
import { noticesSchema, type Notice } from './notice-schema'
import { noticeById, notices } from './notices'
import { alwaysRequired, requiredNoticesProblems } from './required-notices'

const copiedIds = (list: readonly Notice[]) => list.filter((n) => n.status === 'copied').map((n) => n.id)
const sha = (paragraphs: string[]) => createHash('sha256').update(paragraphs.join('\n')).digest('hex').slice(0, 16)

describe('the Oregon notices (content/legal)', () => {
  it('holds no copied text yet: all seven are missing until pasted from their official addresses (2026-11-28)', () => {
    expect(copiedIds(notices)).toEqual([])
    expect(notices.filter((n) => n.status === 'missing').map((n) => n.id)).toEqual([
      'contract-terms',
      'cancel-next-business-day',
      'consumer-protection-notice',
      'notice-of-procedure',
      'lien-information-notice',
      'home-solicitation-cancel',
      'renovate-right-acknowledgment',
    ])
  })

  it('keeps any copied words unchanged: a new paste changes these fingerprints on purpose', () => {
    // Empty today; an entry pasted from its official address adds its fingerprint here.
    const fingerprints = Object.fromEntries(notices.flatMap((n) => (n.status === 'copied' ? [[n.id, sha(n.paragraphs)]] : [])))
    expect(fingerprints).toEqual({})
  })

  it('keeps where the two rules were seen as leads, and their official sources', () => {
    for (const id of ['contract-terms', 'cancel-next-business-day']) {
      const notice = noticeById.get(id)
      if (notice?.status !== 'missing') throw new Error(`${id} is not missing`)
      expect(notice.leads.length).toBeGreaterThanOrEqual(2)
      expect(new URL(notice.source.url).hostname).toMatch(/(sos\.state\.or\.us|oregonlegislature\.gov)$/)
    }
  })

  it('names every missing required text for a contract after an in-home visit', () => {
    expect(requiredNoticesProblems().map((p) => p.id)).toEqual([
      'contract-terms',
      'consumer-protection-notice',
      'notice-of-procedure',
      'lien-information-notice',
      'cancel-next-business-day',
      'home-solicitation-cancel',
    ])
    expect(requiredNoticesProblems()[1].problem).toMatch(/official text was not found.*Consumer Protection Notice/)
  })

  it('asks for the home-solicitation notice only after an in-home visit, the lead acknowledgment only before 1978', () => {
    const ids = (facts: { inHomeVisit: boolean; builtBefore1978: boolean }) => requiredNoticesProblems(facts).map((p) => p.id)
    expect(ids({ inHomeVisit: false, builtBefore1978: false })).not.toContain('home-solicitation-cancel')
    expect(ids({ inHomeVisit: false, builtBefore1978: true })).toContain('renovate-right-acknowledgment')
  })

  it('finds nothing wrong once every required text is copied with its source and date', () => {
    const filled = notices.map(pasted)
    expect(requiredNoticesProblems({ inHomeVisit: true, builtBefore1978: true }, filled)).toEqual([])
    expect(
      requiredNoticesProblems(
        undefined,
        filled.filter((n) => n.id !== 'notice-of-procedure'),
      ),
    ).toEqual([{ id: 'notice-of-procedure', problem: 'not in content/legal/notices.ts' }])
    expect(alwaysRequired).toContain('lien-information-notice')
  })

  it('refuses a copied text without its source, its date or where it was read, or read from a third-party page', () => {
    const good = pasted(noticeById.get('cancel-next-business-day') as Notice)
    expect(() => parseContent('content/legal/notices.ts', noticesSchema, [good])).not.toThrow()
    for (const drop of ['source', 'copiedOn', 'copiedFrom'] as const) {
      const bad = [Object.fromEntries(Object.entries(good).filter(([k]) => k !== drop))]
      expect(() => parseContent('content/legal/notices.ts', noticesSchema, bad)).toThrow(ContentError)
    }
    const thirdParty = { ...good, copiedFrom: [{ url: 'https://oregon.public.law/statutes/ors_701.310', title: 't', asOf: 'a' }] }
    expect(() => parseContent('content/legal/notices.ts', noticesSchema, [thirdParty])).toThrow(/official address/)
    const twice = [good, good]
    expect(() => parseContent('content/legal/notices.ts', noticesSchema, twice)).toThrow(/used twice/)
  })
})

/** A test's stand-in for an entry the operator pasted from its official address: placeholder words, never law text. */
function pasted(n: Notice): Notice {
  if (n.status === 'copied') return n
  return {
    id: n.id,
    title: n.title,
    source: n.source,
    status: 'copied',
    kind: 'form',
    paragraphs: ['(placeholder)'],
    copiedFrom: [{ url: 'https://www.oregon.gov/ccb/pages/contractor-tools.aspx', title: 't', asOf: 'a' }],
    copiedOn: '2026-12-01',
    formatting: 'none',
  }
}
