// The small row of trust signals shown near every call to action (design.md); the words are the
// site's (content/pages/shared.ts), so the badges read the same on every page and in every island.
import { useSite } from '~/lib/site'

export function TrustBadges({ tone = 'light', className = '' }: { tone?: 'light' | 'dark'; className?: string }) {
  const { label, badges } = useSite().words.trustBadges
  const text = tone === 'dark' ? 'text-white' : 'text-ink'
  const icon = tone === 'dark' ? 'text-gold' : 'text-terracotta'
  return (
    <ul className={`flex flex-wrap gap-x-5 gap-y-2 text-sm font-500 ${text} ${className}`} aria-label={label}>
      {badges.map((b) => (
        <li key={b.text} className="inline-flex items-center gap-1.5">
          <span className={`i-lucide-${b.icon} ${icon}`} aria-hidden="true" />
          {b.text}
        </li>
      ))}
    </ul>
  )
}
