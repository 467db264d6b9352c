import { describe, expect, it } from 'vitest'
import { inboxWords } from '#content/pages/inbox'
import { changeNote, changeQueuesMail, sourcesOverWindows } from './lead-change'

describe('a desk change to a lead', () => {
  it('writes a visit set in words before the note sent with it', () => {
    const note = changeNote({ visit: { on: '2026-12-01', time: '09:00' }, note: '  Bring samples ' })
    expect(note?.split('\n')).toHaveLength(2)
    expect(note).toMatch(/Dec 1/)
    expect(note?.endsWith('\nBring samples')).toBe(true)
  })

  it('writes a cleared visit, and nothing for a change with neither a visit nor a note', () => {
    expect(changeNote({ visit: null })).toBe(inboxWords.lead.visit.cleared)
    expect(changeNote({ note: '   ' })).toBeUndefined()
    expect(changeNote({ status: 'Contacted' })).toBeUndefined()
  })

  it('queues the customer’s e-mail for a visit booked or cleared and for a lost lead only', () => {
    expect(changeQueuesMail({ visit: null })).toBe(true)
    expect(changeQueuesMail({ visit: { on: '2026-12-01', time: null } })).toBe(true)
    expect(changeQueuesMail({ status: 'Lost' })).toBe(true)
    expect(changeQueuesMail({ status: 'Won', note: 'done' })).toBe(false)
  })
})

describe('leads by source over two windows', () => {
  it('lists every source of the 90 days with zeros for one absent from the 30', () => {
    expect(
      sourcesOverWindows(
        [{ source: 'google', leads: 2, won: 1, wonCents: 450_000 }],
        [
          { source: 'google', leads: 5, won: 2, wonCents: 1_275_050 },
          { source: 'direct', leads: 3, won: 0, wonCents: 0 },
        ],
      ),
    ).toEqual([
      { source: 'google', leads30: 2, won30: 1, wonCents30: 450_000, leads90: 5, won90: 2, wonCents90: 1_275_050 },
      { source: 'direct', leads30: 0, won30: 0, wonCents30: 0, leads90: 3, won90: 0, wonCents90: 0 },
    ])
  })
})
