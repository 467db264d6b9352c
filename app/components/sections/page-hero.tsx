// The hero band at the top of inner pages: an image under a dark gradient, the h1 and actions.
import type { ReactNode } from 'react'
import type { ImageData } from '../../lib/image-data'
import { Picture } from '../ui/picture'

export function PageHero({
  title,
  subtitle,
  image,
  children,
  tall = false,
}: {
  title: string
  subtitle?: ReactNode
  image?: ImageData
  children?: ReactNode
  tall?: boolean
}) {
  return (
    <section className={`on-dark relative isolate overflow-hidden bg-deep text-white ${tall ? 'min-h-[700px]' : ''}`}>
      {image ? (
        <Picture
          image={image}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full"
          imgClassName="h-full w-full object-cover"
        />
      ) : null}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-[#0f1c2e]/95 via-[#0f1c2e]/80 to-[#0f1c2e]/55" aria-hidden="true" />
      <div className={`container relative py-16 sm:py-24 ${tall ? 'flex min-h-[700px] flex-col justify-center' : ''}`}>
        <h1 className="max-w-3xl font-display text-4xl font-700 leading-tight sm:text-5xl">{title}</h1>
        {subtitle ? <div className="mt-5 max-w-2xl text-lg text-white/90">{subtitle}</div> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  )
}
