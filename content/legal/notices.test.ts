import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ContentError, parseContent } from '../parse'
import { noticesSchema, type Notice } from './notice-schema'
import { noticeById, notices } from './notices'
import { alwaysRequired, requiredNoticesProblems } from './required-notices'

const copiedIds = (list: readonly Notice[]) => list.filter((n) => n.status === 'copied').map((n) => n.id)
const sha = (paragraphs: string[]) => createHash('sha256').update(paragraphs.join('\n')).digest('hex').slice(0, 16)

describe('the Oregon notices (content/legal)', () => {
  it('holds two texts copied word for word and five still missing, as of 2026-11-28', () => {
    expect(copiedIds(notices)).toEqual(['contract-terms', 'cancel-next-business-day'])
    expect(notices.filter((n) => n.status === 'missing').map((n) => n.id)).toEqual([
      'consumer-protection-notice',
      'notice-of-procedure',
      'lien-information-notice',
      'home-solicitation-cancel',
      'renovate-right-acknowledgment',
    ])
  })

  it('keeps the copied words unchanged: a new copy changes these fingerprints on purpose', () => {
    const fingerprints = Object.fromEntries(notices.flatMap((n) => (n.status === 'copied' ? [[n.id, sha(n.paragraphs)]] : [])))
    expect(fingerprints).toMatchInlineSnapshot(`
      {
        "cancel-next-business-day": "2149993754298723",
        "contract-terms": "f651b4ad444d0773",
      }
    `)
  })

  it('reads OAR 812-012-0110 as the contract checklist, items (a) to (g)', () => {
    const rule = noticeById.get('contract-terms')
    if (rule?.status !== 'copied') throw new Error('contract-terms is not copied')
    expect(rule.paragraphs.map((p) => /^\((\w+)\)/.exec(p)?.[1])).toEqual(['1', 'a', 'b', 'c', 'd', 'e', 'f', 'g', '2'])
    expect(rule.paragraphs[7]).toBe('(g) Price and payment terms.')
  })

  it('names every missing required text for a contract after an in-home visit', () => {
    expect(requiredNoticesProblems().map((p) => p.id)).toEqual([
      'consumer-protection-notice',
      'notice-of-procedure',
      'lien-information-notice',
      'home-solicitation-cancel',
    ])
    expect(requiredNoticesProblems()[0].problem).toMatch(/official text was not found.*Consumer Protection Notice/)
  })

  it('asks for the home-solicitation notice only after an in-home visit, the lead acknowledgment only before 1978', () => {
    const ids = (facts: { inHomeVisit: boolean; builtBefore1978: boolean }) => requiredNoticesProblems(facts).map((p) => p.id)
    expect(ids({ inHomeVisit: false, builtBefore1978: false })).not.toContain('home-solicitation-cancel')
    expect(ids({ inHomeVisit: false, builtBefore1978: true })).toContain('renovate-right-acknowledgment')
  })

  it('finds nothing wrong once every required text is copied with its source and date', () => {
    const filled = notices.map((n) =>
      n.status === 'copied'
        ? n
        : {
            ...n,
            status: 'copied' as const,
            kind: 'form' as const,
            paragraphs: ['x'],
            copiedFrom: [{ url: n.source.url, title: 't', asOf: 'a' }],
            copiedOn: '2026-11-28' as const,
            formatting: 'none',
          },
    )
    expect(requiredNoticesProblems({ inHomeVisit: true, builtBefore1978: true }, filled)).toEqual([])
    expect(
      requiredNoticesProblems(
        undefined,
        filled.filter((n) => n.id !== 'notice-of-procedure'),
      ),
    ).toEqual([{ id: 'notice-of-procedure', problem: 'not in content/legal/notices.ts' }])
    expect(alwaysRequired).toContain('lien-information-notice')
  })

  it('refuses a copied text without its source, its date or where it was read', () => {
    const good = noticeById.get('cancel-next-business-day')
    for (const drop of ['source', 'copiedOn', 'copiedFrom'] as const) {
      const bad = [Object.fromEntries(Object.entries(good ?? {}).filter(([k]) => k !== drop))]
      expect(() => parseContent('content/legal/notices.ts', noticesSchema, bad)).toThrow(ContentError)
    }
    const twice = [good, good]
    expect(() => parseContent('content/legal/notices.ts', noticesSchema, twice)).toThrow(/used twice/)
  })
})
