// The left panel's three radio groups: native radios in fieldsets (arrow keys work natively),
// visually hidden and drawn as tiles, cards and pills through `peer` styles.
import { grouts, tileColors, tilePatterns, type ColorId, type GroutId, type PatternId } from '#content/tile-patterns'
import { DifficultyBadge } from './difficulty-badge'
import { PatternSvg } from './pattern-svg'

const legend = 'font-display text-xl font-600 text-ink'
const picked =
  'peer-checked:(border-terracotta ring-2 ring-terracotta) peer-focus-visible:(outline outline-3 outline-offset-2 outline-deep)'

type Props<T> = { value: T; onChange: (value: T) => void }

export function ColorChoice({ value, onChange, pattern, grout }: Props<ColorId> & { pattern: PatternId; grout: GroutId }) {
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className={`p-0 ${legend}`}>Tile Color</legend>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
        {tileColors.map((c) => (
          <label key={c.id} className="relative cursor-pointer">
            <input
              type="radio"
              name="tile-color"
              value={c.id}
              checked={value === c.id}
              onChange={() => onChange(c.id)}
              className="peer sr-only"
            />
            <span className={`block overflow-hidden rounded-lg border border-line bg-white hover:shadow-md ${picked}`}>
              <PatternSvg pattern={pattern} color={c.id} grout={grout} size="swatch" />
              <span className="block px-2 py-1.5 text-center text-sm font-600 text-ink">{c.name}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function PatternChoice({ value, onChange, color, grout }: Props<PatternId> & { color: ColorId; grout: GroutId }) {
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className={`p-0 ${legend}`}>Pattern</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {tilePatterns.map((p) => (
          <label key={p.id} className="relative cursor-pointer">
            <input
              type="radio"
              name="tile-pattern"
              value={p.id}
              checked={value === p.id}
              onChange={() => onChange(p.id)}
              aria-labelledby={`pattern-${p.id}-name`}
              aria-describedby={`pattern-${p.id}-description pattern-${p.id}-difficulty`}
              className="peer sr-only"
            />
            <span className={`flex h-full gap-3 rounded-lg border border-line bg-white p-3 hover:shadow-md ${picked}`}>
              <span className="block w-24 shrink-0 self-start overflow-hidden rounded-md">
                <PatternSvg pattern={p.id} color={color} grout={grout} size="small" />
              </span>
              <span className="flex flex-col gap-1">
                <span id={`pattern-${p.id}-name`} className="font-600 text-ink">
                  {p.name}
                </span>
                <span id={`pattern-${p.id}-description`} className="text-sm text-slate">
                  {p.description}
                </span>
                <span className="mt-auto pt-1">
                  <DifficultyBadge id={`pattern-${p.id}-difficulty`} difficulty={p.difficulty} />
                </span>
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function GroutChoice({ value, onChange }: Props<GroutId>) {
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className={`p-0 ${legend}`}>Grout Color</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {grouts.map((g) => (
          <label key={g.id} className="relative cursor-pointer">
            <input
              type="radio"
              name="grout"
              value={g.id}
              checked={value === g.id}
              onChange={() => onChange(g.id)}
              className="peer sr-only"
            />
            <span
              className={`inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-600 capitalize text-ink hover:bg-paper ${picked}`}
            >
              {g.name}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
