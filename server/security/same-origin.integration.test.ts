// A forged post that names a foreign Origin and claims Sec-Fetch-Site: same-origin, against every
// form endpoint outside the desk (the lead forms, the customer's visit page), through the real
// server on SQLite and PostgreSQL: refused with 403 and nothing stored, while the same post from
// the site's own origin goes through.
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { storeTargets } from '../../tests/helpers/databases'
import { standInDesk } from '../../tests/helpers/desk'
import { cleanupsAfterEach, postgresForThisFile } from '../../tests/helpers/postgres-suite'

const pgDb = postgresForThisFile()
const cleanups = cleanupsAfterEach()
const site = 'https://www.startile.example'
const contact = { name: 'Jane Doe', email: 'jane@example.com', phone: '(503) 555-0100', message: '', company_website: '', elapsed_ms: 9000 }

describe.each(storeTargets(pgDb))('a foreign Origin that claims to be same-origin, on $name', (target) => {
  it('is refused by the lead forms and the visit page; the site’s own origin is not', async () => {
    const { store } = await target.open()
    cleanups.push(() => store.close())
    const app = await buildApp({
      distDir: standInDesk(),
      replayStatic: false,
      leads: { store, outbox: { nudge() {} }, siteUrl: site, rateLimit: 0, minFillMs: 0 },
      visits: { store, outbox: { nudge() {} }, siteUrl: site, rateLimit: 0 },
    })
    cleanups.push(() => app.close())
    const post = (url: string, origin: string, type: string, payload: string) =>
      app.inject({ method: 'POST', url, headers: { origin, 'sec-fetch-site': 'same-origin', 'content-type': type }, payload })

    for (const url of ['/api/send-contact-email', '/api/quote']) {
      const forged = await post(url, 'https://evil.example', 'application/json', JSON.stringify({ ...contact, projectType: 'Flooring' }))
      expect(forged.statusCode, url).toBe(403)
    }
    const visit = await post(
      '/visit/some-token-of-a-customer',
      'https://evil.example',
      'application/x-www-form-urlencoded',
      'action=cancel',
    )
    expect(visit.statusCode).toBe(403)
    expect(await store.allLeads()).toEqual([])

    const honest = await post('/api/send-contact-email', site, 'application/json', JSON.stringify(contact))
    expect(honest.statusCode).toBe(201)
    // Past the origin check: an unknown token is the 404 page.
    const honestVisit = await post('/visit/some-token-of-a-customer', site, 'application/x-www-form-urlencoded', 'action=cancel')
    expect(honestVisit.statusCode).toBe(404)
  })
})
