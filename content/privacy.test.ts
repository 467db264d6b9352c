// The privacy policy answers what California's CalOPPA asks of every site: how it treats
// Do-Not-Track, and (for the newer signal) Global Privacy Control; and it says there are no
// tracking cookies, which must stay true of the site.
import { describe, expect, it } from 'vitest'
import { privacyPolicy } from './privacy'

const text = privacyPolicy.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]).join('\n')

describe('the privacy policy', () => {
  it('says how the site treats Do Not Track and Global Privacy Control signals', () => {
    expect(text).toMatch(/Do Not Track/)
    expect(text).toMatch(/Global Privacy Control/)
    expect(text).toMatch(/behaves the same whether or not your browser sends either signal/)
  })

  it('says the site sets no tracking cookies', () => {
    expect(text).toMatch(/sets no tracking cookies/)
  })
})

describe('photo retention', () => {
  it('states the period the server enforces, read from the one setting in content/business.ts', () => {
    expect(text).toContain('Photos sent with a quote request are kept for {photoRetentionDays} days')
  })
})
