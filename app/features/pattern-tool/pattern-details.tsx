// One column of the preview: the drawn pattern, its name, description, uses and difficulty.
import type { ReactNode } from 'react'
import type { PatternToolWords } from '#content/pages/tool-schemas'
import { type ColorId, type GroutId, type PatternId } from '#content/tile-patterns'
import { patternById } from '#domain/tile-patterns'
import { DifficultyBadge } from './difficulty-badge'
import { PatternSvg, patternLabel } from './pattern-svg'

export function PatternDetails({
  pattern,
  color,
  grout,
  words,
  control,
}: {
  pattern: PatternId
  color: ColorId
  grout: GroutId
  words: Pick<PatternToolWords, 'bestFor' | 'difficulty' | 'picture'>
  /** Shown above the picture: the 'Compare with' choice in the second column. */
  control?: ReactNode
}) {
  const p = patternById(pattern)
  return (
    <div className="flex flex-col gap-4">
      {control}
      <PatternSvg
        pattern={pattern}
        color={color}
        grout={grout}
        label={patternLabel(words.picture, pattern, color, grout)}
        className="rounded-lg border border-line shadow-sm"
      />
      <div>
        <h3 className="heading-3">{p.name}</h3>
        <p className="mt-2 text-slate">{p.description}</p>
      </div>
      <div>
        <p className="font-600 text-ink">{words.bestFor}</p>
        <ul className="list-none pl-0 mt-2 space-y-1.5">
          {p.bestFor.map((use) => (
            <li key={use} className="flex items-start gap-2 text-slate">
              <span className="i-lucide-check mt-1 shrink-0 text-terracotta" aria-hidden="true" />
              {use}
            </li>
          ))}
        </ul>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-ink">
        <span className="font-600">{words.difficulty}</span> <DifficultyBadge difficulty={p.difficulty} />
      </p>
    </div>
  )
}
