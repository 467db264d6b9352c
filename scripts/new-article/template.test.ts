import { describe, expect, it } from 'vitest'
import { imageCatalogue } from '#content/images'
import { newImageEntry, slugOf, templateOf } from './template'

describe('a new article', () => {
  it('takes its address from its title', () => {
    expect(slugOf('Regrouting a Shower')).toBe('regrouting-a-shower')
    expect(slugOf("  What's Next? Café Floors & Backsplashes, 2026 ")).toBe('whats-next-cafe-floors-and-backsplashes-2026')
    expect(slugOf('¿¡!!')).toBe('')
  })

  it('quotes the title as YAML and adds a search-result title when the title is over 60 characters', () => {
    const base = {
      date: '2026-03-01',
      category: 'Expert Tips',
      categories: ['Expert Tips'],
      topic: 'grout',
      topicsInUse: ['grout'],
      image: 'x',
    }
    expect(templateOf({ ...base, title: "The Installer's Guide" })).toContain("title: 'The Installer''s Guide'\n")
    const long = templateOf({ ...base, title: 'A Very Long Title About Regrouting a Shower Without Removing One Single Tile' })
    expect(long).toMatch(/^seoTitle: 'A Very Long Title About Regrouting a Shower Without Removing' #/m)
  })

  it("puts its picture at the end of the articles' part of the catalogue", () => {
    const source = [
      'export const imageCatalogue = parseContent(',
      '  // ---- articles ----',
      "  { id: 'article-a' },",
      '',
      '  // ---- project 1 ----',
      "  { id: 'project-1-1' },",
      '])',
    ].join('\n')
    const entry = { ...imageCatalogue[0], id: 'article-new' }
    const out = newImageEntry(source, entry)
    expect(out.indexOf('"id":"article-new"')).toBeGreaterThan(out.indexOf("'article-a'"))
    expect(out.indexOf('"id":"article-new"')).toBeLessThan(out.indexOf('// ---- project 1'))
  })
})
