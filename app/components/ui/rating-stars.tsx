// Filled stars for the owner's rating claims ("4.9/5", "five-star"): an outline star reads as
// "no rating", so each star is a solid shape, and the row has one label for screen readers.
const star = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z'

export function RatingStars({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={`inline-flex gap-0.5 text-gold ${className}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 24 24" className="h-[1.1em] w-[1.1em]" aria-hidden="true" focusable="false">
          <path d={star} fill="currentColor" />
        </svg>
      ))}
    </span>
  )
}
