import { describe, expect, it } from 'vitest'
import { deskRules, isDeskRole } from './desk-people'

const owner = { id: 1, role: 'owner' as const }
const helper = { id: 2, role: 'helper' as const }

describe('who may do what on People and devices', () => {
  it('lets an owner remove anyone and any passkey, and a helper only themselves and their own', () => {
    expect([deskRules.mayRemovePerson(owner, 2), deskRules.mayRemovePerson(owner, 1)]).toEqual([true, true])
    expect([deskRules.mayRemovePerson(helper, 1), deskRules.mayRemovePerson(helper, 2)]).toEqual([false, true])
    expect([deskRules.mayRemovePasskey(helper, 1), deskRules.mayRemovePasskey(helper, 2)]).toEqual([false, true])
  })

  it('lets only an owner change roles and invite an owner; anyone invites a helper', () => {
    expect([deskRules.mayChangeRoles(owner), deskRules.mayChangeRoles(helper)]).toEqual([true, false])
    expect([deskRules.mayInvite(owner, 'owner'), deskRules.mayInvite(helper, 'owner'), deskRules.mayInvite(helper, 'helper')]).toEqual([
      true,
      false,
      true,
    ])
  })

  it('lets an owner revoke any invitation, a helper only their own (never one from the command line)', () => {
    expect([deskRules.mayRevoke(owner, null), deskRules.mayRevoke(owner, 2)]).toEqual([true, true])
    expect([deskRules.mayRevoke(helper, 2), deskRules.mayRevoke(helper, 1), deskRules.mayRevoke(helper, null)]).toEqual([
      true,
      false,
      false,
    ])
  })

  it('knows the two roles and nothing else', () => {
    expect(['owner', 'helper', 'Owner', 'admin', null].map(isDeskRole)).toEqual([true, true, false, false, false])
  })
})
