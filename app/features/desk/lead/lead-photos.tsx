// A lead's photos at full size (each a link to itself), and how many the site's budget refused.
import { useId } from 'react'
import { inboxWords } from '#content/pages/inbox'
import { fillSlots } from '#domain/slots'
import type { DeskLead, DeskPhoto } from '#domain/desk-contract'

export function LeadPhotos({ lead, photos }: { lead: DeskLead; photos: DeskPhoto[] }) {
  const words = inboxWords.lead
  const id = useId()
  if (photos.length === 0 && !lead.photosRefused) return null
  return (
    <section aria-labelledby={`${id}photos`} className="mt-6">
      <h2 id={`${id}photos`} className="heading-3">
        {words.photos}
      </h2>
      {lead.photosRefused ? <p className="mt-1">{fillSlots(words.photosRefused, { count: lead.photosRefused.count })}</p> : null}
      {photos.map((p) => (
        <a key={p.id} href={p.url} className="focus mt-3 block">
          <img
            src={p.url}
            width={p.width}
            height={p.height}
            alt={fillSlots(words.photoAlt, { n: p.position })}
            className="h-auto w-full rounded-lg"
          />
        </a>
      ))}
    </section>
  )
}
