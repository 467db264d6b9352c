// Sticky navigation: the current section (nav-items.ts) is marked aria-current="page" and
// highlighted. Below the lg breakpoint the list is a native popover: the menu button opens it,
// Escape or a tap outside closes it, and the browser exposes the button's expanded state, all
// without JavaScript. On a page that hydrates, a client-side navigation closes it too, and the
// button also carries aria-expanded for assistive technology that reads only the attribute.
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { SharedCopy } from '#content/pages/schemas'
import { useSite } from '~/lib/site'
import { ButtonLink } from '../ui/button'
import { Logo } from './logo'
import { isCurrentSection } from './nav-items'

const linkClass = (isActive: boolean) =>
  `focus block rounded-md px-3 py-2 font-500 no-underline ${
    isActive ? 'text-terracotta bg-terracotta/8 underline decoration-2 underline-offset-6' : 'text-ink hover:text-terracotta'
  }`

// Closed, the browser hides a popover (display: none); from lg up this author style shows the
// list inline, and the popover's own box styles (fixed, centred, bordered) are undone.
const listClass =
  'fixed inset-x-0 top-16 bottom-auto m-0 h-auto w-full flex-col gap-1 border-0 border-b border-solid border-line bg-paper p-4 text-ink shadow-md ' +
  'lg:(static flex flex-row w-auto overflow-visible border-0 bg-transparent p-0 shadow-none)'

export function SiteHeader({ words }: { words: SharedCopy['header'] }) {
  const site = useSite()
  const listId = useId()
  const listRef = useRef<HTMLUListElement>(null)
  // Undefined until hydrated: the prerendered button leaves the state to the browser.
  const [expanded, setExpanded] = useState<boolean>()
  const { pathname } = useLocation()

  useEffect(() => {
    const list = listRef.current
    if (!list) return
    setExpanded(list.matches(':popover-open'))
    const onToggle = (e: Event) => setExpanded((e as ToggleEvent).newState === 'open')
    list.addEventListener('toggle', onToggle)
    return () => list.removeEventListener('toggle', onToggle)
  }, [])
  useEffect(() => {
    if (listRef.current?.matches(':popover-open')) listRef.current.hidePopover()
  }, [pathname])

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur-sm">
      <div className="container flex h-16 items-center justify-between gap-4">
        <Link to="/" className="focus rounded-md no-underline" aria-label={words.homeLink}>
          <Logo name={site.name} />
        </Link>
        <nav aria-label={words.nav} className="flex items-center gap-2">
          <button
            type="button"
            popoverTarget={listId}
            className="focus order-last grid h-11 w-11 place-items-center rounded-lg text-ink hover:bg-ink/5 lg:hidden"
            aria-expanded={expanded}
            aria-label="Menu"
          >
            <span className="i-lucide-menu" aria-hidden="true" />
          </button>
          <ul id={listId} ref={listRef} popover="auto" className={listClass}>
            {site.nav.header.map((item) => {
              const current = isCurrentSection(item, pathname)
              return (
                <li key={item.to}>
                  <Link to={item.to} prefetch="intent" aria-current={current ? 'page' : undefined} className={linkClass(current)}>
                    {item.label}
                  </Link>
                </li>
              )
            })}
          </ul>
          <ButtonLink
            href={words.action.href}
            size="sm"
            className="whitespace-nowrap aria-[current=page]:(ring-2 ring-gold ring-offset-2 ring-offset-paper)"
            aria-current={pathname === words.action.href ? 'page' : undefined}
          >
            {words.action.label}
          </ButtonLink>
        </nav>
      </div>
    </header>
  )
}
