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
