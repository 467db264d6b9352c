import { describe, expect, it } from 'vitest'
import { loggedPath, scrubSecretPaths, secretPattern } from './log-secrets'

const token = 's4nQAiOAGt1R8AYlUcTI0kU7qzJKiOUI45-YA8dZip8'

describe('secret paths in the log', () => {
  it('names a visit link and the calendar feed by pattern, whatever their spelling', () => {
    for (const url of [
      `/visit/${token}`,
      `/visit/${token}/`,
      `/visit/${token}?sent=move`,
      `//visit//${token}`,
      `/%76isit/${token}`,
      `/VISIT/${token}`,
      `\\visit\\${token}`,
    ]) {
      expect(loggedPath(url), url).toBe('/visit/:token')
    }
    for (const url of [`/api/inbox/calendar/${token}.ics`, `/api/inbox/calendar/${token}.ics/`, `/api/inbox/calendar%2F${token}.ics`]) {
      expect(loggedPath(url), url).toBe('/api/inbox/calendar/:secret')
    }
  })

  it('names a quote link and its posts by pattern, whatever their spelling, but not a desk path that holds /quote/', () => {
    for (const url of [
      `/quote/${token}`,
      `/quote/${token}/accept`,
      `/quote/${token}?option=1&addOns=0`,
      `//quote//${token}`,
      `/%71uote/${token}`,
      `/QUOTE/${token}/decline`,
    ]) {
      expect(loggedPath(url), url).toBe('/quote/:token')
    }
    expect(loggedPath('/quote')).toBe('/quote')
    expect(loggedPath('/quote/')).toBe('/quote/')
    expect(loggedPath('/api/inbox/leads/7/quote/2.pdf')).toBe('/api/inbox/leads/7/quote/2.pdf')
    const line = `{"msg":"failed https://www.startile.example/quote/${token}/accept and \"/quote/${token}\"","url":"/api/inbox/leads/7/quote/2"}\n`
    const scrubbed = scrubSecretPaths(line)
    expect(scrubbed).not.toContain(token)
    expect(scrubbed).toContain('https://www.startile.example/quote/:token/accept')
    expect(scrubbed).toContain('/api/inbox/leads/7/quote/2')
  })

  it('leaves every other path as it is, without its query', () => {
    expect(loggedPath('/api/quote?x=1')).toBe('/api/quote')
    expect(loggedPath('/visit/')).toBe('/visit/')
    expect(loggedPath('/api/inbox/leads/7')).toBe('/api/inbox/leads/7')
    expect(secretPattern('/about')).toBeUndefined()
  })

  it('rewrites a secret path that a message quotes', () => {
    const line = `{"msg":"Reply was already sent, in the \\"/visit/${token}\\" route","route":"/api/inbox/calendar/:file"}\n`
    const scrubbed = scrubSecretPaths(line)
    expect(scrubbed).not.toContain(token)
    expect(scrubbed).toContain('/visit/:token')
    expect(scrubbed).toContain('"/api/inbox/calendar/:secret"')
  })
})
