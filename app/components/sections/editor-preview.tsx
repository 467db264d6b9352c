// The editor's panel above an article in `npm run dev` (app/lib/editor-preview.server.ts): never
// rendered by a build, where the route does not even include it.
import type { EditorPreview } from '~/lib/editor-preview'

export function EditorPreviewPanel({ preview }: { preview: EditorPreview }) {
  const url = new URL(preview.search.url)
  return (
    <aside aria-labelledby="editor-preview-heading" className="card mt-8 border-dashed p-5 text-sm" data-editor-preview="">
      <h2 id="editor-preview-heading" className="font-600">
        {preview.headings.panel}
      </h2>
      <ul className="mt-3 space-y-1">
        {preview.lengths.map((check) => (
          <li key={check.label} className="flex justify-between gap-4">
            <span>{check.label}</span>
            <span className={check.ok ? 'text-slate' : 'font-600 text-terracotta'}>{check.text}</span>
          </li>
        ))}
      </ul>
      <h3 className="mt-5 font-600">{preview.headings.search}</h3>
      <div className="mt-2 max-w-[600px] rounded-lg bg-white p-3 font-sans">
        <p className="text-xs text-slate">{`${url.host}${url.pathname.split('/').join(' › ')}`}</p>
        <p className="text-lg text-deep">{preview.search.title}</p>
        <p className="text-slate">{preview.search.description}</p>
      </div>
      <h3 className="mt-5 font-600">{preview.headings.card}</h3>
      <img src={preview.card.src} alt={preview.card.alt} width={600} height={315} className="mt-2 rounded-lg border border-line" />
    </aside>
  )
}
