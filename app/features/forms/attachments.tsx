// What came with the visitor from the calculator or the pattern tool, shown as a summary each can
// remove before sending; the hidden field carries it (attachments-from-query.ts).
import { Button } from '~/components/ui/button'
import { FieldError } from '~/components/ui/field'
import type { Attachment, Attachments } from './attachments-from-query'

type Props = {
  fieldId: (name: string) => string
  /** Each kind's title, from the quote page's words. */
  titles: Record<keyof Attachments, string>
  attached: Attachments
  errors: Partial<Record<string, string>>
  onRemove: (kind: keyof Attachments) => void
  disabled?: boolean
}

const kinds = ['estimate', 'pattern'] as const

export function AttachmentsSummary({ fieldId, titles, attached, errors, onRemove, disabled }: Props) {
  const cards = kinds.flatMap((kind) => {
    const attachment = attached[kind]
    return attachment ? [{ kind, attachment }] : []
  })
  if (cards.length === 0) return null
  return (
    <div className="grid gap-3">
      {cards.map(({ kind, attachment }) => (
        <AttachmentCard
          key={kind}
          id={fieldId(kind)}
          name={kind}
          title={titles[kind]}
          attachment={attachment}
          error={errors[kind]}
          onRemove={() => onRemove(kind)}
          disabled={disabled}
        />
      ))}
    </div>
  )
}

function AttachmentCard(props: {
  id: string
  name: string
  title: string
  attachment: Attachment
  error?: string
  onRemove: () => void
  disabled?: boolean
}) {
  const { id, name, title, attachment, error, onRemove, disabled } = props
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-solid border-line bg-paper p-4 outline-none"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={`${id}-title`} className="m-0 text-base font-600 text-ink">
          <span className="i-lucide-paperclip mr-1.5 align-[-2px]" aria-hidden="true" />
          {title}
        </h3>
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled} aria-label={`Remove the ${name}`}>
          <span className="i-lucide-x" aria-hidden="true" />
          Remove
        </Button>
      </div>
      <dl className="m-0 mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {attachment.rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate">{term}</dt>
            <dd className="m-0 font-600 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <input type="hidden" name={name} value={attachment.value} />
      <FieldError id={id} error={error} />
    </section>
  )
}
