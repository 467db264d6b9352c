// Points with an icon, a title and a sentence, as a grid of cards (the home page's why-choose list,
// the about page's promise).
import type { IconPoint } from '#content/schemas'
import { ContentIcon } from './content-icon'

export function IconCards({ points, className, iconClass }: { points: IconPoint[]; className: string; iconClass: string }) {
  return (
    <ul className={className}>
      {points.map((p) => (
        <li key={p.title} className="card p-6">
          <span className={`grid h-12 w-12 place-items-center rounded-full ${iconClass}`}>
            <ContentIcon name={p.icon} className="text-2xl" />
          </span>
          <h3 className="heading-3 mt-4">{p.title}</h3>
          <p className="mt-2 text-slate">{p.text}</p>
        </li>
      ))}
    </ul>
  )
}
