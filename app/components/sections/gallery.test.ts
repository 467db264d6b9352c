import { describe, expect, it } from 'vitest'
import type { ImageData } from '../../lib/image-data'
import { categoryFromParam, categoryParam, filterProjects, gallerySlides, nextIndex, previousIndex, slideCounter } from './gallery'

const imageData = (id: string, alt = `Alt of ${id}`): ImageData => ({
  id,
  alt,
  width: 1200,
  height: 800,
  widths: [480, 1200],
  color: '#cccccc',
})

describe('gallerySlides', () => {
  it('keeps ImageData objects with their own alt text', () => {
    const slides = gallerySlides({ title: 'Kitchen', images: [imageData('a'), imageData('b')] })
    expect(slides.map((s) => [s.image?.id, s.alt])).toEqual([
      ['a', 'Alt of a'],
      ['b', 'Alt of b'],
    ])
  })

  it('gives plain strings the title plus "Image n" as alt text', () => {
    const slides = gallerySlides({ title: 'Blue Bath', images: ['/one.jpg', '/two.jpg'] })
    expect(slides).toEqual([
      { key: '0:/one.jpg', src: '/one.jpg', alt: 'Blue Bath Image 1' },
      { key: '1:/two.jpg', src: '/two.jpg', alt: 'Blue Bath Image 2' },
    ])
  })

  it('keeps the alt of {src, alt} objects and fills a missing one', () => {
    const slides = gallerySlides({
      title: 'Floor',
      images: [{ src: '/a.jpg', alt: 'Oak-look plank' }, { src: '/b.jpg' }, { src: '/c.jpg', alt: ' ' }],
    })
    expect(slides.map((s) => s.alt)).toEqual(['Oak-look plank', 'Floor Image 2', 'Floor Image 3'])
  })

  it('accepts a mixed list', () => {
    const slides = gallerySlides({ title: 'Mix', images: [imageData('x'), '/y.jpg', { src: '/z.jpg', alt: 'Zed' }] })
    expect(slides.map((s) => s.alt)).toEqual(['Alt of x', 'Mix Image 2', 'Zed'])
  })

  it('shows the single main image when there is no image list', () => {
    expect(gallerySlides({ title: 'Solo', image: '/solo.jpg' })).toEqual([{ key: '0:/solo.jpg', src: '/solo.jpg', alt: 'Solo' }])
    expect(gallerySlides({ title: 'Solo', image: '/solo.jpg', alt: 'A lone shower', images: [] })[0].alt).toBe('A lone shower')
    expect(gallerySlides({ title: 'Solo', image: imageData('main') })[0].image?.id).toBe('main')
  })

  it('is empty when the project has no image at all', () => {
    expect(gallerySlides({ title: 'Nothing' })).toEqual([])
  })
})

describe('slideshow indexes', () => {
  it('loops forwards and backwards', () => {
    expect(nextIndex(0, 3)).toBe(1)
    expect(nextIndex(2, 3)).toBe(0)
    expect(previousIndex(0, 3)).toBe(2)
    expect(previousIndex(1, 3)).toBe(0)
    expect(nextIndex(0, 0)).toBe(0)
  })

  it('counts only when there is more than one image', () => {
    expect(slideCounter(0, 4)).toBe('1 / 4')
    expect(slideCounter(3, 4)).toBe('4 / 4')
    expect(slideCounter(0, 1)).toBeNull()
    expect(slideCounter(0, 0)).toBeNull()
  })
})

describe('filterProjects', () => {
  const projects = [
    { id: 1, category: 'Kitchens' },
    { id: 2, category: 'Custom' },
    { id: 3, category: 'Kitchens' },
    { id: 4, category: 'Bathrooms' },
  ]

  it('keeps every project for All', () => {
    expect(filterProjects(projects, 'All').map((p) => p.id)).toEqual([1, 2, 3, 4])
  })

  it('keeps only the projects of the chosen category, in order', () => {
    expect(filterProjects(projects, 'Kitchens').map((p) => p.id)).toEqual([1, 3])
    expect(filterProjects(projects, 'Bathrooms').map((p) => p.id)).toEqual([4])
  })

  it('is empty (the page then shows the empty message) for a category with no project', () => {
    expect(filterProjects(projects, 'Flooring')).toEqual([])
    expect(filterProjects(projects, 'Patios')).toEqual([])
    expect(filterProjects([], 'Kitchens')).toEqual([])
    expect(filterProjects([], 'All')).toEqual([])
  })
})

describe('category in the address', () => {
  const categories = ['All', 'Kitchens', 'Bathrooms', 'Flooring', 'Custom']

  it('reads ?category= case-insensitively, with All as the default', () => {
    expect(categoryFromParam(null, categories)).toBe('All')
    expect(categoryFromParam('', categories)).toBe('All')
    expect(categoryFromParam('kitchens', categories)).toBe('Kitchens')
    expect(categoryFromParam('FLOORING', categories)).toBe('Flooring')
  })

  it('keeps an unknown value, which then matches no project', () => {
    expect(categoryFromParam('patios', categories)).toBe('patios')
  })

  it('writes the lower-case value, and none for All', () => {
    expect(categoryParam('Kitchens')).toBe('kitchens')
    expect(categoryParam('All')).toBeNull()
  })
})
