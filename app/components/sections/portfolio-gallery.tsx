// The portfolio's working part, one island (islands/): the category filter and the project cards.
// The chosen category lives in ?category= (a history entry each, so back and forward go through
// the filters), and a filtered view can be shared; the prerendered page shows every project, and
// the address's filter applies once hydrated.
import { useEffect, useState } from 'react'
import type { PortfolioPage } from '#content/pages/page-schemas'
import { categoryFromParam, categoryParam, filterProjects } from './gallery'
import { PortfolioFilter } from './portfolio-filter'
import type { ProjectView } from './project-dialog'
import { ProjectGrid } from './project-grid'

export function PortfolioGallery({
  projects,
  categories,
  words,
}: {
  projects: ProjectView[]
  categories: string[]
  words: Pick<PortfolioPage['projects'], 'empty' | 'grid'>
}) {
  const [category, setCategory] = useState('All')
  useEffect(() => {
    const fromAddress = () => setCategory(categoryFromParam(new URLSearchParams(window.location.search).get('category'), categories))
    // The address is only known in the browser: the prerendered first render shows them all.
    fromAddress()
    window.addEventListener('popstate', fromAddress)
    return () => window.removeEventListener('popstate', fromAddress)
  }, [categories])
  const shown = filterProjects(projects, category)

  function choose(next: string) {
    setCategory(next)
    const params = new URLSearchParams(window.location.search)
    const value = categoryParam(next)
    if (value) params.set('category', value)
    else params.delete('category')
    const query = params.toString()
    window.history.pushState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`)
  }

  return (
    <>
      <PortfolioFilter categories={categories} current={category} onChoose={choose} count={shown.length} />
      <div className="mt-8">
        {shown.length > 0 ? (
          <ProjectGrid projects={shown} variant="card" words={words.grid} />
        ) : (
          <p className="card p-8 text-center text-lg text-slate">{words.empty}</p>
        )}
      </div>
    </>
  )
}
