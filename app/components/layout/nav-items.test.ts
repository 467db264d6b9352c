import { describe, expect, it } from 'vitest'
import { headerSections } from '#content/navigation'
import { isCurrentSection } from './nav-items'

const current = (pathname: string) => headerSections.filter((item) => isCurrentSection(item, pathname)).map((item) => item.label)

describe('isCurrentSection', () => {
  it('marks the page itself, and only it, on section pages', () => {
    expect(current('/')).toEqual(['Home'])
    expect(current('/about')).toEqual(['About'])
    expect(current('/tile-cost-calculator')).toEqual(['Calculator'])
    expect(current('/contact/')).toEqual(['Contact'])
  })

  it('marks Blog on every article page', () => {
    expect(current('/blog')).toEqual(['Blog'])
    expect(current('/blog/kitchen-backsplash-ideas-2025')).toEqual(['Blog'])
  })

  it('marks Services on the local service-area pages', () => {
    expect(current('/tile-installation-portland')).toEqual(['Services'])
    expect(current('/tile-contractor-lake-oswego')).toEqual(['Services'])
  })

  it('marks nothing on pages outside the sections', () => {
    expect(current('/privacy-policy')).toEqual([])
    expect(current('/blogs')).toEqual([])
    expect(current('/blog/a/b')).toEqual([])
  })
})
