// Claim figures as cards: a large value over its label ("10+" / "Years Experience").
export type StatView = { value: string; label: string }

export function StatCards({ stats }: { stats: StatView[] }) {
  const cols = stats.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-4'
  return (
    <ul className={`grid gap-6 ${cols}`}>
      {stats.map((s) => (
        <li key={s.label} className="card flex flex-col items-center justify-center p-6 text-center">
          {/* A long value (the licence number) gets a smaller size so it stays on one line. */}
          <span className={`font-display font-700 text-terracotta ${s.value.length > 6 ? 'text-xl' : 'text-5xl'}`}>{s.value}</span>
          <span className="mt-2 font-600 text-ink">{s.label}</span>
        </li>
      ))}
    </ul>
  )
}
