// The project dialog: title, category, the images as a slideshow and 'Request Similar Project'.
// The home page's gallery plays by itself; the portfolio and quote pages' detail adds the summary.
// 'Request Similar Project' leads to /contact, or, given onRequestSimilar, stays on the page (the
// quote page's own form).
import type { ProjectGridWords } from '#content/pages/schemas'
import { Button, ButtonLink } from '../ui/button'
import { Modal } from '../ui/dialog'
import type { ImageData } from '../../lib/image-data'
import { CategoryBadge } from './category-badge'
import { gallerySlides } from './gallery'
import { Slideshow } from './slideshow'
import { fillSlots } from '#domain/slots'

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
  words,
  open,
  onClose,
  onExitComplete,
  autoplay = false,
  showSummary = false,
  onRequestSimilar,
}: {
  project: ProjectView | null
  words: ProjectGridWords
  open: boolean
  onClose: () => void
  onExitComplete?: () => void
  autoplay?: boolean
  showSummary?: boolean
  onRequestSimilar?: () => void
}) {
  if (!project) return null
  const slides = gallerySlides(project)
  const label = (
    <>
      <span className="i-lucide-send" aria-hidden="true" />
      {words.requestSimilar}
    </>
  )
  return (
    <Modal
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      title={project.title}
      eyebrow={<CategoryBadge category={project.category} />}
      closeLabel="Close project gallery"
      footer={
        onRequestSimilar ? (
          <Button onClick={onRequestSimilar}>{label}</Button>
        ) : (
          <ButtonLink href="/contact" onClick={onClose}>
            {label}
          </ButtonLink>
        )
      }
    >
      {showSummary ? <p className="mb-4 max-w-prose text-slate">{project.summary}</p> : null}
      <Slideshow key={project.id} slides={slides} label={fillSlots(words.images, { title: project.title })} autoplay={autoplay} />
    </Modal>
  )
}
