// The privacy policy answers what California's CalOPPA asks of every site: how it treats
// Do-Not-Track, and (for the newer signal) Global Privacy Control; and it says there are no
// tracking cookies, which must stay true of the site.
import { describe, expect, it } from 'vitest'
import { privacyPolicy } from './privacy'

const text = privacyPolicy.sections
  .flatMap((s) => [
    s.heading,
    ...s.paragraphs,
    ...(s.list ?? []),
    ...(s.subsections ?? []).flatMap((sub) => [sub.heading, ...sub.paragraphs]),
  ])
  .join('\n')

describe('the privacy policy', () => {
  it('says how the site treats Do Not Track and Global Privacy Control signals', () => {
    expect(text).toMatch(/Do Not Track/)
    expect(text).toMatch(/Global Privacy Control/)
    expect(text).toMatch(
      /If your browser sends either signal, we also set no cookie at all and keep nothing about where your visit came from/,
    )
  })

  it('says the site sets no tracking cookies, and names the one session cookie and what it holds', () => {
    expect(text).toMatch(/sets no tracking cookies/)
    expect(text).toMatch(/"st_visit", a first-party cookie/)
    expect(text).toMatch(/deleted when you close your browser/)
    expect(text).toMatch(/utm_source, utm_medium and utm_campaign/)
  })
})

describe('visit counts', () => {
  it('says what is counted without a cookie, how long the daily code lives, and what an opted-out visit adds', () => {
    expect(text).toMatch(/count visits, without a cookie and without any code running in your browser/)
    expect(text).toMatch(/secret that changes every day/)
    expect(text).toMatch(/the secret and the codes are then deleted together/)
    expect(text).toMatch(/your visit only adds one to the day's count for its page: no code is made/)
  })
})

describe('photo retention', () => {
  it('states the period the server enforces, read from the one setting in content/business.ts', () => {
    expect(text).toContain('Photos sent with a quote request are kept for {photoRetentionDays} days')
  })
})
