// A service as a card: optional image, icon, title, description and a link to its details.
import { Link } from 'react-router'
import type { ImageData } from '../../lib/image-data'
import { Picture } from '../ui/picture'
import { ContentIcon } from './content-icon'

export type ServiceCardView = { icon: string; title: string; description: string; href: string; linkLabel: string; image?: ImageData }

export function ServiceCard({ service, sizes }: { service: ServiceCardView; sizes?: string }) {
  return (
    <article className="card flex h-full flex-col overflow-hidden transition-shadow duration-200 hover:shadow-lg">
      {service.image ? (
        <Picture
          image={service.image}
          sizes={sizes ?? '(min-width: 1024px) 285px, (min-width: 640px) 50vw, 100vw'}
          imgClassName="aspect-[3/2] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <span className="grid h-12 w-12 place-items-center rounded-full bg-terracotta/10 text-terracotta">
          <ContentIcon name={service.icon} className="text-2xl" />
        </span>
        <h3 className="heading-3 mt-4">{service.title}</h3>
        <p className="mt-2 flex-1 text-slate">{service.description}</p>
        <Link
          to={service.href}
          className="focus mt-5 inline-flex items-center gap-1 self-start rounded-sm font-600 underline-offset-4 hover:underline"
        >
          {service.linkLabel}
          <span className="i-lucide-arrow-right" aria-hidden="true" />
        </Link>
      </div>
    </article>
  )
}
