// The contact page's side cards: how to reach us (phone, e-mail, area, hours) and the licence.
import type { ReactNode } from 'react'
import type { ContactPage } from '#content/pages/page-schemas'
import { useSite } from '~/lib/site'

export function ContactDetails({ words }: { words: ContactPage['details'] }) {
  const site = useSite()
  return (
    <section aria-labelledby="contact-info-heading" className="card p-6">
      <h2 id="contact-info-heading" className="heading-3">
        {words.heading}
      </h2>
      <dl className="mt-5 space-y-5">
        <Row icon="i-lucide-phone" term={words.phone}>
          <a href={site.phone.href} className="focus rounded-sm font-600">
            {site.phone.display}
          </a>
        </Row>
        <Row icon="i-lucide-mail" term={words.email}>
          <a href={site.email.href} className="focus rounded-sm font-600 break-all">
            {site.email.address}
          </a>
        </Row>
        <Row icon="i-lucide-map-pin" term={words.area}>
          {site.serviceRegion}
        </Row>
        <Row icon="i-lucide-clock" term={words.hours}>
          <ul>
            {site.hours.map((h) => (
              <li key={h.label} className="flex flex-col min-[420px]:(flex-row justify-between gap-x-4)">
                <span>{h.label}</span>
                <span className="text-slate">{h.text}</span>
              </li>
            ))}
          </ul>
        </Row>
      </dl>
    </section>
  )
}

function Row({ icon, term, children }: { icon: string; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-600 uppercase tracking-wide text-slate">
        <span className={`${icon} text-xl text-terracotta`} aria-hidden="true" />
        {term}
      </dt>
      <dd className="mt-1 pl-8 text-ink">{children}</dd>
    </div>
  )
}

/** `words.text` ends where the licence follows, in bold. */
export function LicenceCard({ words }: { words: ContactPage['licence'] }) {
  const site = useSite()
  return (
    <section aria-labelledby="licence-heading" className="on-dark rounded-xl bg-deep p-6 text-white">
      <h2 id="licence-heading" className="heading-3 flex items-center gap-2 text-white">
        <span className="i-lucide-shield-check text-gold" aria-hidden="true" />
        {words.heading}
      </h2>
      <p className="mt-3 text-white/90">
        {words.text} <strong className="text-white">{site.licence}</strong>
      </p>
    </section>
  )
}
