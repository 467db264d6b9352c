// The mark: a four-point star built from four tiles, beside the name in Fraunces.
export function StarMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <g fill="#e0a526">
        <path d="M16 1 L19.5 12.5 L16 16 L12.5 12.5 Z" />
        <path d="M31 16 L19.5 19.5 L16 16 L19.5 12.5 Z" />
        <path d="M16 31 L12.5 19.5 L16 16 L19.5 19.5 Z" />
        <path d="M1 16 L12.5 12.5 L16 16 L12.5 19.5 Z" />
      </g>
      <g stroke="#1c2430" strokeWidth="0.8" fill="none" opacity="0.55">
        <path d="M16 1 L16 31 M1 16 L31 16" />
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
