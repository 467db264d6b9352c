// The spam trap both lead forms carry; the server drops a lead whose trap is filled.
/** Visually hidden trap field: people never see it, form-filling bots do. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute left-[-10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Company website (leave empty)</label>
      <input id={id} type="text" name="company_website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
