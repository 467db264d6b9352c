// The quote's editor on the lead (issue 42), made for a 390 px phone: each option a section of
// lines (Good, Better, Best by default), the add-ons, the deposit, the valid-through day, the job
// address, a note and the lead's photos to show; the totals as domain/quote/quote-totals.ts
// computes them, live; "Save draft" (anyone), "Send quote" (an owner, after confirming the
// customer's address). Both post the draft as JSON to the lead route's action, which calls the desk.
import { useId, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { deskQuoteWords } from '#content/pages/desk-quote'
import type { DeskPhoto, DeskQuoteAnswer } from '#domain/desk-contract'
import { quoteLimits } from '#domain/quote/quote-limits'
import { fillSlots } from '#domain/slots'
import { Button } from '~/components/ui/button'
import { deskInput } from '../../desk-shell'
import { type EditorFields, draftOf, fieldsOf, lineFields, nextKey } from './editor-state'
import { LineEditor } from './line-editor'
import { DepositFields, QuoteTotalsView } from './quote-extras'

const words = deskQuoteWords

export function QuoteEditor({ quote, photos }: { quote: DeskQuoteAnswer; photos: DeskPhoto[] }) {
  const id = useId()
  const [fields, setFields] = useState<EditorFields>(() => fieldsOf(quote.draft?.value ?? quote.prefill))
  const [confirming, setConfirming] = useState(false)
  const busy = useNavigation().state !== 'idle'
  const { draft, faults } = draftOf(fields)
  const set = (part: Partial<EditorFields>) => setFields((f) => ({ ...f, ...part }))
  const setOption = (i: number, option: EditorFields['options'][number]) =>
    set({ options: fields.options.map((o, k) => (k === i ? option : o)) })
  const json = JSON.stringify(draft)
  const ready = faults.size === 0
  return (
    <Form method="post" className="mt-3 grid gap-3" aria-label={words.heading}>
      <input type="hidden" name="draft" value={json} />
      <input type="hidden" name="email" value={quote.customerEmail} />
      {quote.draft ? null : <p className="text-sm text-slate">{words.prefilled}</p>}
      <h3 className="font-700">{words.options}</h3>
      {fields.options.map((option, i) => (
        <section key={option.key} aria-labelledby={`${id}o${i}`} className="rounded-xl border border-line bg-paper p-2">
          <h4 id={`${id}o${i}`} className="font-700">
            {option.name || fillSlots(words.option, { n: i + 1 })}
          </h4>
          <label htmlFor={`${id}o${i}-name`} className="text-sm font-600">
            {fillSlots(words.optionName, { n: i + 1 })}
          </label>
          <input
            id={`${id}o${i}-name`}
            required
            maxLength={quoteLimits.optionName}
            value={option.name}
            onChange={(e) => setOption(i, { ...option, name: e.target.value })}
            className={`${deskInput} w-full`}
          />
          {option.lines.map((line, j) => (
            <LineEditor
              key={line.key}
              id={`o${i}-l${j}`}
              legend={fillSlots(words.line, { n: j + 1 })}
              line={line}
              faults={faults}
              removeLabel={option.lines.length > 1 ? fillSlots(words.removeLine, { n: j + 1, option: i + 1 }) : null}
              onChange={(l) => setOption(i, { ...option, lines: option.lines.map((x, k) => (k === j ? l : x)) })}
              onRemove={() => setOption(i, { ...option, lines: option.lines.filter((_, k) => k !== j) })}
            />
          ))}
          <div className="mt-2 flex flex-wrap gap-2">
            {option.lines.length < quoteLimits.linesPerOption ? (
              <Button variant="outline" size="sm" onClick={() => setOption(i, { ...option, lines: [...option.lines, lineFields()] })}>
                {fillSlots(words.addLine, { n: i + 1 })}
              </Button>
            ) : null}
            {fields.options.length > 1 ? (
              <Button variant="ghost" size="sm" onClick={() => set({ options: fields.options.filter((_, k) => k !== i) })}>
                {fillSlots(words.removeOption, { n: i + 1 })}
              </Button>
            ) : null}
          </div>
        </section>
      ))}
      {fields.options.length < quoteLimits.options ? (
        <Button
          variant="outline"
          onClick={() => {
            // A new option starts as a copy of the last one, to change what differs.
            const last = fields.options[fields.options.length - 1]
            const name = words.defaultNames[fields.options.length] ?? ''
            set({ options: [...fields.options, { key: nextKey(), name, lines: last.lines.map((l) => ({ ...l, key: nextKey() })) }] })
          }}
        >
          {words.addOption}
        </Button>
      ) : null}
      <h3 className="font-700">{words.addOns}</h3>
      {fields.addOns.length === 0 ? <p className="text-sm text-slate">{words.noAddOns}</p> : null}
      {fields.addOns.map((line, j) => (
        <LineEditor
          key={line.key}
          id={`a${j}`}
          legend={fillSlots(words.addOn, { n: j + 1 })}
          line={line}
          faults={faults}
          removeLabel={fillSlots(words.removeAddOn, { n: j + 1 })}
          onChange={(l) => set({ addOns: fields.addOns.map((x, k) => (k === j ? l : x)) })}
          onRemove={() => set({ addOns: fields.addOns.filter((_, k) => k !== j) })}
        />
      ))}
      {fields.addOns.length < quoteLimits.addOns ? (
        <Button variant="outline" size="sm" onClick={() => set({ addOns: [...fields.addOns, lineFields()] })}>
          {words.addAddOn}
        </Button>
      ) : null}
      <DepositFields fields={fields} faults={faults} set={set} />
      <MoreFields fields={fields} set={set} photos={photos} />
      <QuoteTotalsView draft={draft} taxBasisPoints={quote.taxBasisPoints} />
      {ready ? null : (
        <p role="alert" className="font-600 text-danger">
          {words.fixFirst}
        </p>
      )}
      <Button type="submit" name="intent" value="save-quote" variant="outline" disabled={busy || !ready}>
        {words.save}
      </Button>
      {!quote.maySend ? (
        <p className="text-sm text-slate">{words.helperOnly}</p>
      ) : confirming ? (
        <div role="group" aria-labelledby={`${id}confirm`} className="grid gap-2 rounded-xl border-2 border-terracotta bg-white p-3">
          <p id={`${id}confirm`} className="break-words font-600">
            {fillSlots(words.confirm, { email: quote.customerEmail })}
          </p>
          <Button type="submit" name="intent" value="send-quote" disabled={busy || !ready}>
            <span className="break-all">{fillSlots(words.confirmSend, { email: quote.customerEmail })}</span>
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {words.cancel}
          </Button>
        </div>
      ) : (
        <Button disabled={busy || !ready} onClick={() => setConfirming(true)}>
          {words.send}
        </Button>
      )}
    </Form>
  )
}

/** The valid-through day, the job address, the note and the photos to show. */
function MoreFields({ fields, set, photos }: { fields: EditorFields; set: (p: Partial<EditorFields>) => void; photos: DeskPhoto[] }) {
  const id = useId()
  const full = fields.photos.length >= quoteLimits.photos
  return (
    <>
      <label htmlFor={`${id}through`} className="font-600">
        {words.validThrough}
      </label>
      <input
        id={`${id}through`}
        type="date"
        required
        value={fields.validThrough}
        onChange={(e) => set({ validThrough: e.target.value })}
        className={deskInput}
      />
      <label htmlFor={`${id}address`} className="font-600">
        {words.jobAddress}
      </label>
      <input
        id={`${id}address`}
        maxLength={quoteLimits.jobAddress}
        autoComplete="off"
        value={fields.jobAddress}
        onChange={(e) => set({ jobAddress: e.target.value })}
        className={deskInput}
      />
      <label htmlFor={`${id}note`} className="font-600">
        {words.note}
      </label>
      <textarea
        id={`${id}note`}
        rows={3}
        maxLength={quoteLimits.note}
        value={fields.note}
        onChange={(e) => set({ note: e.target.value })}
        className="focus rounded-lg border border-slate bg-white p-2"
      />
      {photos.length > 0 ? (
        <fieldset>
          <legend className="font-600">{words.photos}</legend>
          <div className="mt-1 grid grid-cols-3 gap-2">
            {photos.map((p) => {
              const on = fields.photos.includes(p.position)
              return (
                <label key={p.id} className="focus-within:outline-2 grid gap-1 text-sm">
                  <img src={p.url} alt="" width={p.width} height={p.height} className="aspect-square h-auto w-full rounded object-cover" />
                  <span className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="h-5 w-5"
                      checked={on}
                      disabled={!on && full}
                      onChange={() =>
                        set({
                          photos: on ? fields.photos.filter((n) => n !== p.position) : [...fields.photos, p.position].sort((a, b) => a - b),
                        })
                      }
                    />
                    {fillSlots(words.photo, { n: p.position })}
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
      ) : null}
    </>
  )
}
