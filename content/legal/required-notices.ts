// Which texts a residential contract needs, and what is wrong with them today: the contract code
// calls requiredNoticesProblems() before it produces a contract and refuses when the list is not
// empty, so a missing text stops the contract instead of being filled in by hand.
import type { Notice } from './notice-schema'
import { notices } from './notices'

export type ContractFacts = {
  /** The lead had an in-home visit, so the Home Solicitation Sales Act's notice may apply (a setting, default on). */
  inHomeVisit: boolean
  /** The home was built before 1978: the Renovate Right acknowledgment is needed before the start. */
  builtBefore1978: boolean
}

export type NoticeProblem = { id: string; problem: string }

/** Always needed for a residential contract over the written-contract threshold. */
export const alwaysRequired = [
  'contract-terms',
  'consumer-protection-notice',
  'notice-of-procedure',
  'lien-information-notice',
  'cancel-next-business-day',
]

export function requiredNoticeIds(facts: ContractFacts): string[] {
  return [
    ...alwaysRequired,
    ...(facts.inHomeVisit ? ['home-solicitation-cancel'] : []),
    ...(facts.builtBefore1978 ? ['renovate-right-acknowledgment'] : []),
  ]
}

/** Every required text that is absent, missing, or lacks its source or date; empty when all are there. */
export function requiredNoticesProblems(
  facts: ContractFacts = { inHomeVisit: true, builtBefore1978: false },
  from: readonly Notice[] = notices,
): NoticeProblem[] {
  const byId = new Map(from.map((n) => [n.id, n]))
  return requiredNoticeIds(facts).flatMap((id): NoticeProblem[] => {
    const notice = byId.get(id)
    if (!notice) return [{ id, problem: 'not in content/legal/notices.ts' }]
    if (notice.status === 'missing')
      return [
        { id, problem: `the official text was not found (${notice.source.name}); copy it from the source before producing a contract` },
      ]
    if (!notice.source.url || !notice.copiedOn || notice.copiedFrom.length === 0)
      return [{ id, problem: 'copied without its source or the date it was copied' }]
    return []
  })
}
