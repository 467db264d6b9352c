import type { Difficulty } from '#content/tile-patterns'

const tone: Record<Difficulty, string> = {
  Easy: 'bg-deep/10 text-deep',
  Moderate: 'bg-gold/25 text-ink',
  Advanced: 'bg-terracotta text-white',
}

export function DifficultyBadge({ difficulty, id }: { difficulty: Difficulty; id?: string }) {
  return (
    <span id={id} className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-600 ${tone[difficulty]}`}>
      {difficulty}
    </span>
  )
}
