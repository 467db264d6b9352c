import { describe, expect, it } from 'vitest'
import { imageCatalogue } from './images'
import { parseContent } from './parse'
import { imageCatalogueSchema } from './schemas'

const projectCounts = [5, 4, 4, 4, 4, 3, 4, 4, 3, 5, 3]

describe('image catalogue', () => {
  it('parses, and holds every picture the site shows', () => {
    const ids = new Set(imageCatalogue.map((e) => e.id))
    const expected = [
      ...[
        'home',
        'about',
        'services',
        'portfolio',
        'contact',
        'quote',
        'blog',
        'portland',
        'beaverton',
        'tigard',
        'gresham',
        'lake-oswego',
        'calculator',
        'patterns',
      ].map((h) => `hero-${h}`),
      ...['kitchen', 'bathroom', 'flooring', 'custom'].map((s) => `service-${s}`),
      'about-story',
      ...projectCounts.flatMap((n, i) => Array.from({ length: n }, (_, k) => `project-${i + 1}-${k + 1}`)),
    ]
    for (const id of expected) expect(ids.has(id), id).toBe(true)
    expect(imageCatalogue.filter((e) => e.id.startsWith('article-'))).toHaveLength(9)
    expect(imageCatalogue.filter((e) => e.id.startsWith('hero-')).every((e) => e.aspect === 'hero')).toBe(true)
    expect(imageCatalogue.filter((e) => !e.id.startsWith('hero-')).every((e) => e.aspect === 'card')).toBe(true)
  })

  it('gives every image a unique id and its own alt text', () => {
    expect(new Set(imageCatalogue.map((e) => e.id)).size).toBe(imageCatalogue.length)
    expect(new Set(imageCatalogue.map((e) => e.alt)).size).toBe(imageCatalogue.length)
  })

  it('rejects a duplicate id and alt text that starts with "image of"', () => {
    const entry = imageCatalogue[0]!
    expect(() => parseContent('test', imageCatalogueSchema, [entry, entry])).toThrow(/duplicate image id "hero-home"/)
    expect(() => parseContent('test', imageCatalogueSchema, [{ ...entry, alt: 'Image of a white marble backsplash' }])).toThrow(/alt text/)
  })
})
