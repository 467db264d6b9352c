// The header's sections. A section is current on its own page and on the pages under it: "Blog"
// on every article, "Services" on the local service-area pages (Portland and the four cities).
export const navItems = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Services', to: '/services', also: [/^\/tile-installation-portland$/, /^\/tile-contractor-[a-z-]+$/] },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Blog', to: '/blog', also: [/^\/blog\/[^/]+$/] },
  { label: 'Calculator', to: '/tile-cost-calculator' },
  { label: 'Contact', to: '/contact' },
] as const

type NavItem = { to: string; also?: readonly RegExp[] }

/** Whether `pathname` (slashless, as the site serves it) belongs to the item's section. */
export function isCurrentSection(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return path === item.to || (item.also ?? []).some((re) => re.test(path))
}
