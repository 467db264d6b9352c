// Pure helpers of the project galleries and the portfolio filter: no React, no browser.
import type { ImageData } from '../../lib/image-data'

/** One image as a project may give it: our ImageData, a `{ src, alt }` object or a bare URL. */
export type SlideSource = ImageData | { src: string; alt?: string } | string

/** What a slideshow renders: either an ImageData (through <Picture>) or a plain URL, always with alt text. */
export type Slide = { key: string; alt: string } & ({ image: ImageData; src?: undefined } | { src: string; image?: undefined })

export type GalleryProject = {
  title: string
  /** The main image, used when the project has no image list. */
  image?: SlideSource
  /** Alt text of the main image; falls back to the title. */
  alt?: string
  images?: readonly SlideSource[]
}

function isImageData(s: SlideSource): s is ImageData {
  return typeof s === 'object' && 'id' in s && 'width' in s
}

function toSlide(source: SlideSource, fallbackAlt: string, position: number): Slide {
  if (typeof source === 'string') return { key: `${position}:${source}`, src: source, alt: fallbackAlt }
  if (isImageData(source)) return { key: `${position}:${source.id}`, image: source, alt: source.alt || fallbackAlt }
  return { key: `${position}:${source.src}`, src: source.src, alt: source.alt?.trim() || fallbackAlt }
}

/**
 * The slides of a project's gallery. Strings get "<title> Image <n>" as alt text; a project
 * without an image list shows its one main image (alt: its `alt`, else its title).
 */
export function gallerySlides(project: GalleryProject): Slide[] {
  if (project.images && project.images.length > 0) {
    return project.images.map((source, i) => toSlide(source, `${project.title} Image ${i + 1}`, i))
  }
  if (project.image !== undefined) return [toSlide(project.image, project.alt?.trim() || project.title, 0)]
  return []
}

/** The index after `i` in a looping slideshow of `count` slides. */
export function nextIndex(i: number, count: number): number {
  return count > 0 ? (i + 1) % count : 0
}

/** The index before `i` in a looping slideshow of `count` slides. */
export function previousIndex(i: number, count: number): number {
  return count > 0 ? (i - 1 + count) % count : 0
}

/** "2 / 5", or null when there is nothing to count (one image or none). */
export function slideCounter(i: number, count: number): string | null {
  return count > 1 ? `${i + 1} / ${count}` : null
}

export const allCategory = 'All'

/** The projects of one category; 'All' keeps every project, an unknown category matches none. */
export function filterProjects<P extends { category: string }>(projects: readonly P[], category: string): P[] {
  if (category === allCategory) return [...projects]
  return projects.filter((p) => p.category === category)
}

/**
 * The category a `?category=` value names ('kitchens' → 'Kitchens'). No value means 'All'; a value
 * naming no category is kept as it is, so the page can say that nothing matches it.
 */
export function categoryFromParam(param: string | null, categories: readonly string[]): string {
  const wanted = param?.trim()
  if (!wanted) return allCategory
  return categories.find((c) => c.toLowerCase() === wanted.toLowerCase()) ?? wanted
}

/** The `?category=` value of a category; null for 'All' (no parameter at all). */
export function categoryParam(category: string): string | null {
  return category === allCategory ? null : category.toLowerCase()
}
