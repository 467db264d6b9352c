// The static guide under the tool: popular patterns, pattern versus room
// size, installation complexity and pro tips. Prerendered text; nothing here hydrates state.
import { DifficultyBadge } from './difficulty-badge'
import type { Difficulty } from '#content/tile-patterns'

const popular = [
  {
    name: 'Herringbone',
    text: 'The most requested floor and backsplash pattern this year, in wood-look planks, marble and slim subway tile.',
  },
  {
    name: 'Chevron',
    text: 'Herringbone’s crisper cousin: the tiles meet in a clean point, making a bold arrow that leads the eye down a hall or up a wall.',
  },
  {
    name: 'Grid/Stack',
    text: 'Stacked tile with straight, continuous joints. Paired with large-format porcelain it gives a calm, modern surface.',
  },
  {
    name: 'Hexagon',
    text: 'From penny-sized mosaics on shower floors to large hexagons in entries, the honeycomb keeps growing in popularity.',
  },
]

const roomSizes = [
  {
    room: 'Small rooms',
    text: 'Diagonal layouts and light colors make a powder room or laundry feel larger. Busy, small-scale patterns can crowd a tiny floor.',
  },
  {
    room: 'Medium rooms',
    text: 'Brick, herringbone and hexagon all work. Choose the tile size so that several full repeats of the pattern fit across the room.',
  },
  {
    room: 'Large rooms',
    text: 'Large-format tile in a grid or a wide herringbone keeps an open space calm; save the boldest pattern for one feature area.',
  },
]

const complexity: { level: Difficulty; patterns: string; text: string }[] = [
  {
    level: 'Easy',
    patterns: 'Grid, Brick',
    text: 'Straight cuts at the edges only. The quickest layouts to set and the most forgiving on cost.',
  },
  {
    level: 'Moderate',
    patterns: 'Diagonal, Hexagon',
    text: 'Angled cuts along every wall and careful layout lines; expect more cutting time and more waste.',
  },
  {
    level: 'Advanced',
    patterns: 'Herringbone, Chevron',
    text: 'Precise layout from a center line, many cut pieces and tight tolerances. Worth a professional installer.',
  },
]

const tips = [
  {
    icon: 'i-lucide-package-plus',
    text: 'Plan 15-20% extra tiles for complex patterns such as herringbone, chevron and diagonal layouts.',
  },
  { icon: 'i-lucide-grid-3x3', text: 'Herringbone needs more grout: it has many more joints per square foot than a grid.' },
  { icon: 'i-lucide-sparkles', text: 'Large-format tile in a grid pattern is easy to clean: fewer grout lines to scrub and seal.' },
  { icon: 'i-lucide-ruler', text: 'A diagonal layout hides uneven walls: the eye follows the tile lines, not the wall.' },
]

export function PatternGuide() {
  return (
    <>
      <section aria-labelledby="popular-heading" className="bg-white section-y">
        <div className="container">
          <h2 id="popular-heading" className="heading-2">
            Popular Tile Patterns in 2025
          </h2>
          <ul className="list-none pl-0 mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {popular.map((p) => (
              <li key={p.name} className="card p-6">
                <h3 className="heading-3">{p.name}</h3>
                <p className="mt-2 text-slate">{p.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="room-size-heading" className="container section-y">
        <h2 id="room-size-heading" className="heading-2">
          Choosing a Pattern for Your Room Size
        </h2>
        <ul className="list-none pl-0 mt-8 grid gap-6 md:grid-cols-3">
          {roomSizes.map((r) => (
            <li key={r.room} className="card p-6">
              <h3 className="heading-3">{r.room}</h3>
              <p className="mt-2 text-slate">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="complexity-heading" className="bg-white section-y">
        <div className="container grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="complexity-heading" className="heading-2">
              Installation Complexity
            </h2>
            <ul className="list-none pl-0 mt-8 space-y-4">
              {complexity.map((c) => (
                <li key={c.level} className="card p-5">
                  <p className="flex flex-wrap items-center gap-3">
                    <DifficultyBadge difficulty={c.level} />
                    <span className="font-600 text-ink">{c.patterns}</span>
                  </p>
                  <p className="mt-2 text-slate">{c.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 id="tips-heading" className="heading-2">
              Pro Tips
            </h2>
            <ul className="list-none pl-0 mt-8 space-y-4" aria-labelledby="tips-heading">
              {tips.map((t) => (
                <li key={t.text} className="flex gap-3">
                  <span className={`${t.icon} mt-0.5 shrink-0 text-2xl text-terracotta`} aria-hidden="true" />
                  <p className="text-ink">{t.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  )
}
