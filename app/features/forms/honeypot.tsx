// The spam checks' fields both lead forms carry: the trap, which the server flags a lead for
// filling, and the fill time, which the page's script replaces with the milliseconds since the
// page loaded. A post that leaves either field out did not come from the form and is flagged too.
import { noScriptElapsed } from '#domain/lead-form'

/** Visually hidden trap field: people never see it, form-filling bots do. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute left-[-10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Company website (leave empty)</label>
      <input id={id} type="text" name="company_website" tabIndex={-1} autoComplete="off" defaultValue="" />
      <input type="hidden" name="elapsed_ms" value={noScriptElapsed} />
    </div>
  )
}
