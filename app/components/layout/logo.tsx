// The mark: a four-point star built from four tiles, beside the name in Fraunces.
import { starMark } from './star-mark'

export function StarMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox={starMark.viewBox} className={className} aria-hidden="true" focusable="false">
      <g fill={starMark.gold}>
        {starMark.tiles.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g stroke={starMark.seamColor} strokeWidth={starMark.seamWidth} fill="none" opacity={starMark.seamOpacity}>
        <path d={starMark.seams} />
      </g>
    </svg>
  )
}

export function Logo({ name, tone = 'dark' }: { name: string; tone?: 'dark' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2">
      <StarMark />
      <span className={`font-display text-2xl font-700 ${tone === 'dark' ? 'text-ink' : 'text-white'}`}>{name}</span>
    </span>
  )
}
