// Sticky navigation: the current section (nav-items.ts) is marked aria-current="page" and highlighted.
// Below the lg breakpoint a menu button shows the list; choosing an item or Escape closes it.
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useSite } from '~/lib/site'
import { ButtonLink } from '../ui/button'
import { Logo } from './logo'
import { isCurrentSection, navItems } from './nav-items'

const linkClass = (isActive: boolean) =>
  `focus block rounded-md px-3 py-2 font-500 no-underline ${
    isActive ? 'text-terracotta bg-terracotta/8 underline decoration-2 underline-offset-6' : 'text-ink hover:text-terracotta'
  }`

export function SiteHeader() {
  const site = useSite()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur-sm">
      <div className="container flex h-16 items-center justify-between gap-4">
        <Link to="/" className="focus rounded-md no-underline" aria-label={`${site.name}, home`}>
          <Logo name={site.name} />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-2">
          <button
            ref={buttonRef}
            type="button"
            className="focus order-last grid h-11 w-11 place-items-center rounded-lg text-ink hover:bg-ink/5 lg:hidden"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((o) => !o)}
          >
            <span className={open ? 'i-lucide-x' : 'i-lucide-menu'} aria-hidden="true" />
          </button>
          <ul
            id={listId}
            className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-16 flex-col gap-1 border-b border-line bg-paper p-4 shadow-md lg:(static flex flex-row border-0 bg-transparent p-0 shadow-none)`}
          >
            {navItems.map((item) => {
              const current = isCurrentSection(item, pathname)
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    prefetch="intent"
                    aria-current={current ? 'page' : undefined}
                    className={linkClass(current)}
                    onClick={() => setOpen(false)}
                  >
                    {item.label}
                  </Link>
                </li>
              )
            })}
          </ul>
          <ButtonLink
            href="/quote"
            size="sm"
            className="whitespace-nowrap aria-[current=page]:(ring-2 ring-gold ring-offset-2 ring-offset-paper)"
            aria-current={pathname === '/quote' ? 'page' : undefined}
          >
            Get Free Quote
          </ButtonLink>
        </nav>
      </div>
    </header>
  )
}
