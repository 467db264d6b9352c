// Which header section a page belongs to: "Blog" on every article, "Services" on the local
// service-area pages (the sections themselves are listed in content/navigation.ts).
import type { NavSection } from '#content/navigation'

/** Whether `pathname` (slashless, as the site serves it) belongs to the section. */
export function isCurrentSection(section: NavSection, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === section.to) return true
  return (section.also ?? []).some((other) =>
    other.endsWith('/') ? path.startsWith(other) && !path.slice(other.length).includes('/') : path === other,
  )
}
