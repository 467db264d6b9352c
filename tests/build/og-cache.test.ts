// A rebuild with no content change renders no share image: the cards are cached by their inputs.
import { siteSettings } from '#config/site'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { writeOgImages } from '../../scripts/og-images'
import { requireBuild } from '../helpers/built-site'

const dist = siteSettings().distDir

describe('share image cache', () => {
  beforeAll(() => {
    requireBuild(dist)
  })

  it('renders every card once, then none on an unchanged rebuild', async () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'startile-og-'))
    try {
      const first = await writeOgImages(dist, cache)
      expect(first.rendered).toBeGreaterThanOrEqual(26)
      expect(first.reused).toBe(0)
      const second = await writeOgImages(dist, cache)
      expect(second).toEqual({ rendered: 0, reused: first.rendered })
    } finally {
      rmSync(cache, { recursive: true, force: true })
    }
  }, 120_000)
})
