// The small row of trust signals shown near every call to action (design.md).
import { useSite } from '~/lib/site'

export function TrustBadges({ tone = 'light', className = '' }: { tone?: 'light' | 'dark'; className?: string }) {
  const site = useSite()
  const badges = [
    { icon: 'i-lucide-shield-check', text: 'Licensed & Insured' },
    { icon: 'i-lucide-award', text: `${site.yearsLabel} Years Experience` },
    { icon: 'i-lucide-clock', text: `Reply Within ${site.replyHours} Hours` },
  ]
  const text = tone === 'dark' ? 'text-white' : 'text-ink'
  const icon = tone === 'dark' ? 'text-gold' : 'text-terracotta'
  return (
    <ul className={`flex flex-wrap gap-x-5 gap-y-2 text-sm font-500 ${text} ${className}`} aria-label="Why homeowners trust us">
      {badges.map((b) => (
        <li key={b.text} className="inline-flex items-center gap-1.5">
          <span className={`${b.icon} ${icon}`} aria-hidden="true" />
          {b.text}
        </li>
      ))}
    </ul>
  )
}
