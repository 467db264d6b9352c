// The portfolio's category buttons: toggle buttons (aria-pressed), the chosen one filled.
// A polite live region tells screen-reader users how many projects the filter shows.
export function PortfolioFilter({
  categories,
  current,
  count,
  onChoose,
}: {
  categories: string[]
  current: string
  count: number
  onChoose: (category: string) => void
}) {
  return (
    <div>
      <div role="group" aria-label="Filter projects by category" className="flex flex-wrap gap-2">
        {categories.map((c) => {
          const pressed = c === current
          return (
            <button
              key={c}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChoose(c)}
              className={`focus min-h-11 rounded-full border-2 px-5 font-600 transition-colors duration-200 ${
                pressed ? 'border-terracotta bg-terracotta text-white' : 'border-line bg-white text-ink hover:border-terracotta'
              }`}
            >
              {c}
            </button>
          )
        })}
      </div>
      <p className="sr-only" aria-live="polite">
        {count === 1 ? 'Showing 1 project' : `Showing ${count} projects`}
      </p>
    </div>
  )
}
