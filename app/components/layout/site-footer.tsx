import { Link } from 'react-router'
import type { SharedCopy } from '#content/pages/schemas'
import { useSite } from '~/lib/site'
import { Logo } from './logo'
import { fillSlots } from '#domain/slots'

const footLink = 'focus rounded-sm text-white/85 underline-offset-4 hover:(text-white underline)'

/** `words.socialLink` names each profile for screen readers: {network} is filled in here. */
export function SiteFooter({ words }: { words: SharedCopy['footer'] }) {
  const site = useSite()
  const year = new Date().getFullYear()
  return (
    <footer className="bg-deep text-white">
      <div className="container grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo name={site.name} tone="light" />
          <p className="mt-4 text-white/85">{site.blurb}</p>
          <p className="mt-3 font-600">{words.licence}</p>
        </div>
        <FooterList title={words.services} links={site.nav.footerServices} />
        <FooterList title={words.areas} links={site.nav.footerAreas} />
        <div>
          <h2 className="font-display text-xl font-600">{words.contact}</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a href={site.phone.href} className={footLink}>
                <span className="i-lucide-phone mr-2" aria-hidden="true" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={site.email.href} className={footLink}>
                <span className="i-lucide-mail mr-2" aria-hidden="true" />
                {site.email.address}
              </a>
            </li>
            <li className="text-white/85">
              <span className="i-lucide-map-pin mr-2" aria-hidden="true" />
              {site.city}, {site.region}
            </li>
          </ul>
          <ul className="mt-5 flex gap-3" aria-label={words.social}>
            {site.social.map((s) => (
              <li key={s.network}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="focus grid h-11 w-11 place-items-center rounded-full border border-white/40 text-white hover:bg-white/10"
                  aria-label={fillSlots(words.socialLink, { network: s.network })}
                >
                  <span className={s.network === 'Facebook' ? 'i-lucide-facebook' : 'i-lucide-instagram'} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="container flex flex-col gap-2 py-5 text-sm text-white/85 sm:flex-row sm:justify-between">
          <p suppressHydrationWarning>
            © {year} {site.name}. {words.rights}
          </p>
          <Link to={words.privacy.href} className={footLink}>
            {words.privacy.label}
          </Link>
        </div>
      </div>
    </footer>
  )
}

function FooterList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="font-display text-xl font-600">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.to} className={footLink}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
