// The visible breadcrumb trail (Home first, the current page last), the twin of the
// BreadcrumbList JSON-LD the page's loader emits. Its own words are the site's (content/pages/shared.ts).
import { Link } from 'react-router'
import { useSite } from '~/lib/site'

export function Breadcrumbs({ trail, className = 'text-sm text-slate' }: { trail: { name: string; path: string }[]; className?: string }) {
  const words = useSite().words.breadcrumbs
  const items = [{ name: words.home, path: '/' }, ...trail]
  return (
    <nav aria-label={words.label} className={className}>
      <ol className="flex flex-wrap items-center gap-2">
        {items.map((c, i) => (
          <li key={c.path} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {i === items.length - 1 ? (
              <span aria-current="page">{c.name}</span>
            ) : (
              <Link to={c.path} className="focus">
                {c.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
