// What reaches satori: each built page's card input, rendered to the element tree the card
// draws. Its words are plain text, and its logo is the header's own star mark.
import { siteSettings } from '#config/site'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ReactElement } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { starMark } from '../../app/components/layout/star-mark'
import { ogCard } from '../../scripts/og-card'
import { cardJobs, type CardJob } from '../../scripts/og-images'
import { renderCard } from '../../scripts/og-render'
import { requireBuild } from '../helpers/built-site'

const dist = siteSettings().distDir
let jobs: CardJob[] = []

type Walked = { texts: string[]; paths: string[] }
function walk(node: unknown, out: Walked = { texts: [], paths: [] }): Walked {
  if (typeof node === 'string' || typeof node === 'number') out.texts.push(String(node))
  else if (Array.isArray(node)) node.forEach((n) => walk(n, out))
  else if (node && typeof node === 'object' && 'props' in node) {
    const el = node as ReactElement<{ children?: unknown; d?: string }>
    if (el.type === 'path' && el.props.d) out.paths.push(el.props.d)
    walk(el.props.children, out)
  }
  return out
}

beforeAll(() => {
  requireBuild(dist)
  jobs = cardJobs(dist)
})

describe('share cards', () => {
  it('give satori plain text only: no &amp;, &#, * or _ on any card', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(26)
    for (const job of jobs) {
      const { texts } = walk(ogCard(job.input))
      expect(texts.join(' '), job.out).toContain(job.input.title)
      for (const t of texts) expect(t, job.out).not.toMatch(/&amp;|&#|\*|_/)
    }
    const diy = jobs.find((j) => j.out.includes('fix-cracked-grout'))
    expect(diy?.input.subtitle).toMatch(/^DIY & Maintenance · /)
  })

  it("draw the header's star logo on every card", () => {
    const header = /<header[\s\S]*?<\/header>/.exec(readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[0] ?? ''
    for (const d of starMark.tiles) expect(header).toContain(`d="${d}"`)
    for (const job of jobs) expect(walk(ogCard(job.input)).paths, job.out).toEqual(expect.arrayContaining([...starMark.tiles, starMark.seams]))
  })

  it('render through satori with the logo', async () => {
    const png = await renderCard(jobs.find((j) => j.out.includes('fix-cracked-grout'))!.input)
    expect(png.subarray(1, 4).toString()).toBe('PNG')
  }, 60_000)

  it('refuse text that is not plain', async () => {
    await expect(renderCard({ ...jobs[0].input, title: 'DIY &amp; Maintenance' })).rejects.toThrow(/plain text/)
    await expect(renderCard({ ...jobs[0].input, title: '**Bold** idea' })).rejects.toThrow(/plain text/)
  })
})
