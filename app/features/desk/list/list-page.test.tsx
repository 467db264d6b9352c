// The list's page links carry the keyset cursor in the list's own address, with the filter and
// search kept; the plain list of one page has none. Rendered in a memory router, as the desk's.
import { renderToString } from 'react-dom/server'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ListAnswer } from '#domain/desk-contract'
import { DeskLeadList } from './list-page'
import type { ListQuery } from './list-query'

const counts = { New: 1, Contacted: 0, 'Visit booked': 0, Quoted: 0, Won: 0, Lost: 0, Spam: 0, all: 1 }
const row: ListAnswer['leads'][number] = {
  id: 7,
  name: 'Pat Doe',
  form: 'quote',
  projectType: 'Shower Walls',
  place: null,
  zip: '97030',
  inArea: true,
  photoCount: 2,
  estimate: false,
  visitRequest: false,
  createdAt: new Date().toISOString(),
  status: 'New',
  opened: false,
  visit: null,
  quote: 'viewed',
}
const insights = { firstContact: { medianMinutes: null, count: 0 }, sources: [] }

function render(page: ListAnswer['page'], query: ListQuery = { status: 'New', q: 'pat' }) {
  const listing: ListAnswer = { leads: [row], counts, countsCapped: false, health: { failing: 0, lastError: null, photosRefused: 0 }, page }
  const element = <DeskLeadList listing={listing} insights={insights} query={query} />
  const router = createMemoryRouter([{ path: '/inbox', element }], { initialEntries: ['/inbox'] })
  return renderToString(<RouterProvider router={router} />)
}

describe('the list page', () => {
  it('links each lead to /inbox/leads/:id and pages with Older and Newer in its own address', () => {
    const html = render({ older: 'c-old', newer: 'c-new' })
    expect(html).toContain('href="/inbox/leads/7"')
    expect(html).toContain('href="/inbox?status=New&amp;q=pat&amp;before=c-old"')
    expect(html).toContain('href="/inbox?status=New&amp;q=pat&amp;after=c-new"')
    expect(html).toContain('>Older<')
    expect(html).toContain('>Newer<')
    expect(html).toContain('href="/api/inbox/leads.csv?status=New&amp;q=pat"')
  })

  it('shows no page links on the only page', () => {
    const html = render({ older: null, newer: null })
    expect(html).not.toContain('>Older<')
    expect(html).not.toContain('>Newer<')
  })
})
