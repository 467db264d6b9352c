// Projects as a grid of buttons that open the project dialog. Three looks: the home page's tiles
// (title and category on hover or keyboard focus, autoplaying gallery), the portfolio's cards
// (category, title, 'View Project' overlay) and the quote page's square thumbnails.
import { Suspense, lazy, useId, useRef, useState } from 'react'
import type { ProjectGridWords } from '#content/pages/schemas'
import { Picture } from '../ui/picture'
import { CategoryBadge } from './category-badge'
import type { ProjectView } from './project-dialog'

// The dialog and its slideshow (Ark UI's dialog among them) load when a visitor first points at
// or focuses a project, not with the page.
const loadDialog = () => import('./project-dialog')
const ProjectDialog = lazy(() => loadDialog().then((m) => ({ default: m.ProjectDialog })))

export type ProjectGridVariant = 'tile' | 'card' | 'square'

const grids: Record<ProjectGridVariant, string> = {
  tile: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  card: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  square: 'grid grid-cols-2 gap-4 sm:grid-cols-3',
}

export function ProjectGrid({
  projects,
  variant,
  words,
  eagerCount = 0,
  onRequestSimilar,
}: {
  projects: ProjectView[]
  variant: ProjectGridVariant
  /** The page's words for the cards and the dialog (they come with the island's props). */
  words: ProjectGridWords
  /** How many of the first images load eagerly (the rest lazily). */
  eagerCount?: number
  /** 'Request Similar Project' handled on this page; called once the dialog has closed. */
  onRequestSimilar?: (project: ProjectView) => void
}) {
  const [selected, setSelected] = useState<ProjectView | null>(null)
  const [open, setOpen] = useState(false)
  // Run after the dialog is gone, so its focus return to the thumbnail comes first, then ours.
  const requested = useRef<ProjectView | null>(null)
  const show = (p: ProjectView) => {
    setSelected(p)
    setOpen(true)
  }
  const Item = variant === 'tile' ? Tile : variant === 'card' ? Card : Square
  return (
    <>
      <ul className={grids[variant]} onPointerOver={loadDialog} onFocus={loadDialog}>
        {projects.map((p, i) => (
          <li key={p.id}>
            <Item project={p} eager={i < eagerCount} onOpen={() => show(p)} words={words} />
          </li>
        ))}
      </ul>
      {selected ? (
        <Suspense fallback={null}>
          <ProjectDialog
            project={selected}
            words={words}
            open={open}
            onClose={() => setOpen(false)}
            onExitComplete={() => {
              setSelected(null)
              const project = requested.current
              requested.current = null
              if (project) onRequestSimilar?.(project)
            }}
            onRequestSimilar={
              onRequestSimilar
                ? () => {
                    requested.current = selected
                    setOpen(false)
                  }
                : undefined
            }
            autoplay={variant === 'tile'}
            showSummary={variant !== 'tile'}
          />
        </Suspense>
      ) : null}
    </>
  )
}

type ItemProps = { project: ProjectView; eager: boolean; onOpen: () => void; words: ProjectGridWords }

const thirds = '(min-width: 1024px) 390px, (min-width: 640px) 50vw, 100vw'

/** A card that opens the project's dialog. */
const opensDialog = (onOpen: () => void) => ({ type: 'button', onClick: onOpen, 'aria-haspopup': 'dialog' }) as const

function Tile({ project, onOpen }: ItemProps) {
  const id = useId()
  return (
    <button
      {...opensDialog(onOpen)}
      aria-labelledby={`${id}-title ${id}-category`}
      className="focus group relative block w-full overflow-hidden rounded-xl bg-line text-left"
    >
      <Picture
        image={project.images[0]}
        sizes={thirds}
        imgClassName="aspect-[3/2] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transform-none"
      />
      <span className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-ink/95 via-ink/50 to-transparent p-4 text-white opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100 [@media(hover:none)]:opacity-100">
        <span id={`${id}-title`} className="font-display text-lg font-650 leading-snug">
          {project.title}
        </span>
        <span id={`${id}-category`} className="mt-1 text-sm font-500 text-white">
          {project.category}
        </span>
      </span>
    </button>
  )
}

function Card({ project, onOpen, words }: ItemProps) {
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow duration-200 hover:shadow-lg focus-within:shadow-lg">
      <div className="relative">
        <Picture image={project.images[0]} sizes={thirds} imgClassName="aspect-[3/2] h-auto w-full object-cover" />
        <span
          aria-hidden="true"
          className="absolute inset-0 grid place-items-center bg-ink/55 opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-within:opacity-100"
        >
          <span className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 font-600 text-ink">
            <span className="i-lucide-eye" aria-hidden="true" />
            {words.viewProject}
          </span>
        </span>
      </div>
      <div className="flex-1 p-5">
        <CategoryBadge category={project.category} />
        <h3 className="mt-3 font-display text-xl font-650 leading-snug text-ink">
          {/* The button covers the whole card (::after), so the card is one click target. */}
          <button
            type="button"
            onClick={onOpen}
            aria-haspopup="dialog"
            className="focus rounded-sm text-left after:(absolute inset-0 content-empty)"
          >
            {project.title}
          </button>
        </h3>
      </div>
    </article>
  )
}

function Square({ project, eager, onOpen }: ItemProps) {
  const id = useId()
  return (
    <button {...opensDialog(onOpen)} aria-labelledby={`${id}-caption`} className="focus group block w-full rounded-lg text-left">
      <span className="relative block overflow-hidden rounded-lg bg-line">
        <Picture
          image={project.images[0]}
          sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 50vw"
          loading={eager ? 'eager' : 'lazy'}
          imgClassName="aspect-square h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transform-none"
        />
        <span className="absolute left-2 top-2 opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100">
          <CategoryBadge category={project.category} tone="solid" />
        </span>
      </span>
      <span id={`${id}-caption`} className="mt-2 block text-sm font-600 leading-snug text-ink sm:text-base">
        {project.title}
      </span>
    </button>
  )
}
