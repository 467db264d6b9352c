// Reads every built page as a visitor (and a screen reader) meets it: the words on the page, the
// title and the alt and aria-label texts, and checks that they are true and in US English.
import { siteSettings } from '#config/site'
import { beforeAll, describe, expect, it } from 'vitest'
import { business } from '#content/business'
import { yearsLabel } from '#domain/business-labels'
import { readBuiltPages, type BuiltPage } from '../../scripts/site-pages'
import { britishSpellings } from '../helpers/us-english'
import { requireBuild } from '../helpers/built-site'
import { visibleText } from '../helpers/visible-text'

const dist = siteSettings().distDir
let pages: BuiltPage[] = []

beforeAll(() => {
  requireBuild(dist)
  pages = readBuiltPages(dist).filter((p) => !p.isRedirect)
})

describe('the visible words of every built page', () => {
  it('are US English: no British spellings (colour, licence, neighbour, favourite, centre, grey...)', () => {
    expect(pages.length).toBeGreaterThan(25)
    const found = pages.flatMap((p) => britishSpellings(visibleText(p.html)).map((w) => `${p.path}: ${w}`))
    expect(found).toEqual([])
  })

  it('give one figure for years of experience, computed from the founding year', () => {
    const figures = new Set<string>()
    for (const p of pages) {
      const text = visibleText(p.html)
      for (const m of text.matchAll(/(\d+\+?)\s*(?:years? experience|years of)/gi)) figures.add(`${m[1]}`)
    }
    expect([...figures]).toEqual([yearsLabel])
  })

  it('name the office by the city of the address, never Portland as headquarters', () => {
    const contact = visibleText(pages.find((p) => p.path === '/contact')!.html)
    expect(contact).not.toMatch(/\bHQ\b|headquarters/i)
    const office = pages.find((p) => p.path === '/contact')!.html
    expect(office).toMatch(new RegExp(`<h3[^>]*>${business.address.city}</h3>\\s*<span[^>]*>Office</span>`))
  })

  it('state the photo retention the server enforces, from the one setting in content/business.ts', () => {
    const privacy = visibleText(pages.find((p) => p.path === '/privacy-policy')!.html)
    expect(privacy).toContain(`Photos sent with a quote request are kept for ${business.photoRetentionDays} days`)
  })

  it('call the generated portfolio pictures what they are: no promise of photos of the work', () => {
    // The photos a visitor sends with a quote request are theirs, not ours: the quote form asks for
    // them and the privacy policy says how they are kept. Every other mention counts.
    const visitorsPhotos = /photos? of the space|quote request|store a photo|keep your photos?|request received without photos/i
    const words = (html: string) =>
      visibleText(html.replace(/<form\b[^>]*action="\/api\/quote"[\s\S]*?<\/form>/, ''))
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => !visitorsPhotos.test(sentence))
        .join(' ')
    const found = pages.filter((p) => !p.path.startsWith('/blog/')).flatMap((p) => (/\bphotos?\b/i.test(words(p.html)) ? [p.path] : []))
    expect(found).toEqual([])
  })

  it('show a rating claim with filled stars and a text equivalent', () => {
    for (const p of pages.filter((p) => /4\.9\/5|five-star/i.test(visibleText(p.html)))) {
      const stars = /<span role="img" aria-label="([^"]+)"[^>]*>((?:<svg[^>]*><path[^>]*>(?:<\/path>)?<\/svg>){5})<\/span>/.exec(p.html)
      expect(stars, p.path).not.toBeNull()
      expect(stars![1], p.path).toMatch(/out of 5|five stars/i)
      expect(stars![2].match(/fill="currentColor"/g), p.path).toHaveLength(5)
      expect(p.html, p.path).not.toContain('i-lucide-star')
    }
    expect(pages.filter((p) => /4\.9\/5|five-star/i.test(visibleText(p.html))).length).toBeGreaterThanOrEqual(5)
  })
})
