// The business's social profiles, opening in a new tab (said so to screen readers).
import { useSite } from '~/lib/site'

const icons: Record<string, string> = { Facebook: 'i-lucide-facebook', Instagram: 'i-lucide-instagram' }

export function SocialLinks({ label, newTab, className = '' }: { label: string; newTab: string; className?: string }) {
  const site = useSite()
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`} aria-label={label}>
      {site.social.map((s) => (
        <li key={s.network}>
          <a
            href={s.url}
            target="_blank"
            rel="noopener noreferrer"
            className="focus inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-600 text-white underline-offset-4 hover:underline"
          >
            <span className={`${icons[s.network] ?? 'i-lucide-external-link'} text-lg`} aria-hidden="true" />
            {s.network}
            <span className="sr-only">{` ${newTab}`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
