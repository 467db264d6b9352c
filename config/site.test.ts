import { describe, expect, it } from 'vitest'
import { documentedVariables } from '../tests/helpers/settings-tables'
import { buildEnvSchema, readSiteSettings } from './site'

describe('the site and build settings', () => {
  it('read the build day, trimmed, and leave it unset by default', () => {
    expect(readSiteSettings({ BUILD_DATE: ' 2026-03-01 ' }).buildDate).toBe('2026-03-01')
    expect(readSiteSettings({}).buildDate).toBeUndefined()
    expect(readSiteSettings({ NODE_ENV: 'development' }).showsUnpublished).toBe(true)
    expect(readSiteSettings({}).showsUnpublished).toBe(false)
  })

  it.each([
    [{ BUILD_DATE: '2025-3-1' }, "BUILD_DATE must be a date YYYY-MM-DD, got '2025-3-1'"],
    [{ BUILD_DATE: '2025-02-30' }, "BUILD_DATE must be a date YYYY-MM-DD, got '2025-02-30'"],
  ])('names the variable and the value it refuses: %o', (env, message) => {
    expect(() => readSiteSettings(env)).toThrow(message)
  })

  it('documents every variable the build reads in docs/settings.md', () => {
    const documented = [
      ...documentedVariables('docs/settings.md', '## The site'),
      ...documentedVariables('docs/settings.md', '## The build'),
    ]
    expect(documented.sort()).toEqual(Object.keys(buildEnvSchema.shape).sort())
  })
})
