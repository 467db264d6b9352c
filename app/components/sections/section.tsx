// A page section with its h2 (and an optional intro), on the paper or the white background.
import type { ReactNode } from 'react'

export function Section({
  id,
  heading,
  intro,
  tone = 'paper',
  centered = false,
  children,
}: {
  id: string
  heading: string
  intro?: ReactNode
  tone?: 'paper' | 'white'
  centered?: boolean
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={`section-y ${tone === 'white' ? 'bg-white' : ''}`}>
      <div className="container">
        <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
          <h2 id={id} className="heading-2">
            {heading}
          </h2>
          {intro ? <div className="mt-4 text-lg text-slate">{intro}</div> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}
