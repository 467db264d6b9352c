import { describe, expect, expectTypeOf, it } from 'vitest'
import type * as z from 'zod'
import {
  type DeskAnswers,
  type DeskEndpoint,
  type DeskParams,
  type ListAnswer,
  type ListedEndpoint,
  deskApi,
  deskPath,
} from './desk-contract'
import { changeBody, deskSchemas, listQuery, privacyDeleteBody, registerOptionsBody, rowParams } from './desk-contract/schemas'
import type { LeadStatus, LeadVisit } from './lead-record'

describe('the desk API contract', () => {
  it('builds each path that its own route pattern matches', () => {
    const samples: Partial<Record<DeskEndpoint, string>> = {
      lead: deskApi.lead(7),
      change: deskApi.change(7),
      opened: deskApi.opened(7),
      notSpam: deskApi.notSpam(7),
      review: deskApi.review(7),
      photo: deskApi.photo(7),
      revokeInvitation: deskApi.revokeInvitation(7),
      role: deskApi.role(7),
      removePerson: deskApi.removePerson(7),
      removePasskey: deskApi.removePasskey('AbC_-9'),
    }
    expect(deskApi.lead(7)).toBe('/api/inbox/leads/7')
    for (const [name, path] of Object.entries(samples)) {
      const pattern = deskApi[name as DeskEndpoint].pattern
      expect(path, name).toMatch(new RegExp(`^${pattern.replace(':id', '[^/]+')}$`))
      expect(path, name).not.toContain(':id')
    }
    for (const name of Object.keys(deskApi) as DeskEndpoint[]) expect(deskApi[name].pattern, name).toMatch(/^\/api\/inbox\//)
  })

  it('gives each entry one method, and fills its pattern by the parameter names it names', () => {
    expect([deskApi.lead.method, deskApi.change.method, deskApi.lead.pattern === deskApi.change.pattern]).toEqual(['GET', 'POST', true])
    expect(deskPath(deskApi.removePasskey.pattern, { id: 'a/b' })).toBe(deskApi.removePasskey('a/b'))
    expect(deskApi.quotePdf({ id: 7, version: 2, kind: 'signed' })).toBe('/api/inbox/leads/7/quote/2/signed')
    expect(deskPath(deskApi.leads.pattern, {}, { q: 'ann', status: '' })).toBe('/api/inbox/leads?q=ann')
    expectTypeOf<DeskParams<'lead'>>().toEqualTypeOf<Record<'id', string | number>>()
    expectTypeOf<DeskParams<'calendarFeed'>>().toEqualTypeOf<Record<'file', string | number>>()
  })

  it('puts only the set filters in the list and CSV query, escaped', () => {
    expect(deskApi.leads()).toBe('/api/inbox/leads')
    expect(deskApi.leads({ status: 'Visit booked', q: 'a&b', before: undefined, after: '' })).toBe(
      '/api/inbox/leads?status=Visit+booked&q=a%26b',
    )
    expect(deskApi.csv({ q: 'ann' })).toBe('/api/inbox/leads.csv?q=ann')
    expect(deskApi.removePasskey('a/b')).toBe('/api/inbox/passkeys/a%2Fb/remove')
  })

  it('reads a row id only written plainly, within PostgreSQL integer', () => {
    expect(rowParams.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 })
    for (const id of ['0', '007', '-1', '1e3', '1.0', ' 1', '2147483648', '99999999999', ''])
      expect(rowParams.safeParse({ id }).success, id).toBe(false)
  })

  it("reads the list's query: an empty status is no filter, an unknown one or a long cursor is refused", () => {
    expect(listQuery.parse({ status: '', q: 'ann' })).toEqual({ status: undefined, q: 'ann' })
    expect(listQuery.parse({ status: 'Won', before: 'x'.repeat(200) }).status).toBe('Won')
    expect(listQuery.safeParse({ status: 'Bogus' }).success).toBe(false)
    expect(listQuery.safeParse({ status: ['Won', 'Lost'] }).success).toBe(false)
    expect(listQuery.safeParse({ after: 'x'.repeat(201) }).success).toBe(false)
  })

  it('reads the bodies the desk sends, and refuses what it never sends', () => {
    expect(registerOptionsBody.parse(undefined)).toEqual({})
    expect(privacyDeleteBody.safeParse({ match: 'ann@example.com' }).success).toBe(false)
    expect(changeBody.safeParse({ version: 1, visit: { on: '2026-02-30', time: null } }).success).toBe(false)
    expect(changeBody.parse({ version: 2, visit: { on: '2026-11-26', time: '09:30' } }).visit).toEqual({ on: '2026-11-26', time: '09:30' })
    expect(deskSchemas.invitations.body.parse({ email: 'a@example.com' })).toEqual({ email: 'a@example.com', role: 'helper' })
  })

  it('gives every JSON endpoint an answer type, and the types the store and pages use', () => {
    // Every endpoint but the photo, the CSVs, the calendar and the quote's PDF (files) answers JSON that the contract types.
    expectTypeOf<Exclude<DeskEndpoint, keyof DeskAnswers>>().toEqualTypeOf<'photo' | 'csv' | 'earningsCsv' | 'calendarFeed' | 'quotePdf'>()
    expectTypeOf<keyof DeskAnswers>().toExtend<DeskEndpoint>()
    expectTypeOf<keyof typeof deskSchemas>().toExtend<DeskEndpoint>()
    expectTypeOf<z.output<typeof rowParams>>().toEqualTypeOf<{ id: number }>()
    expectTypeOf<z.output<typeof listQuery>['status']>().toEqualTypeOf<LeadStatus | undefined>()
    expectTypeOf<z.output<typeof changeBody>['visit']>().toEqualTypeOf<LeadVisit | null | undefined>()
    expectTypeOf<keyof ListAnswer['counts']>().toEqualTypeOf<LeadStatus | 'all'>()
    expectTypeOf(deskApi.lead).parameters.toEqualTypeOf<[value: string | number]>()
    // A path of several parameters takes them by name; only a query (the list's, the earnings' range) is optional.
    expectTypeOf(deskApi.quotePdf).parameters.toEqualTypeOf<[params: Record<'id' | 'version' | 'kind', string | number>]>()
    expectTypeOf<ListedEndpoint>().toEqualTypeOf<'leads' | 'csv' | 'earnings' | 'earningsCsv'>()
  })
})
