// The project dialog: title, category, the images as a slideshow and 'Request Similar Project'.
// The home page's gallery plays by itself; the portfolio and quote pages' detail adds the summary.
import { ButtonLink } from '../ui/button'
import { Modal } from '../ui/dialog'
import type { ImageData } from '../ui/image-data'
import { CategoryBadge } from './category-badge'
import { gallerySlides } from './gallery'
import { Slideshow } from './slideshow'

/** A project as the pages pass it from their loaders (images resolved at build time). */
export type ProjectView = {
  id: number
  title: string
  category: string
  summary: string
  images: ImageData[]
}

export function ProjectDialog({
  project,
  open,
  onClose,
  onExitComplete,
  autoplay = false,
  showSummary = false,
}: {
  project: ProjectView | null
  open: boolean
  onClose: () => void
  onExitComplete?: () => void
  autoplay?: boolean
  showSummary?: boolean
}) {
  if (!project) return null
  const slides = gallerySlides(project)
  return (
    <Modal
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      title={project.title}
      eyebrow={<CategoryBadge category={project.category} />}
      closeLabel="Close project gallery"
      footer={
        <ButtonLink href="/contact" onClick={onClose}>
          <span className="i-lucide-send" aria-hidden="true" />
          Request Similar Project
        </ButtonLink>
      }
    >
      {showSummary ? <p className="mb-4 max-w-prose text-slate">{project.summary}</p> : null}
      <Slideshow key={project.id} slides={slides} label={`${project.title}: project images`} autoplay={autoplay} />
    </Modal>
  )
}
