// What the editor's panel shows above an article in `npm run dev` (editor-preview.server.ts makes it).

export type LengthCheck = { label: string; text: string; ok: boolean }

export type EditorPreview = {
  /** "Draft" or "Scheduled", with what it means; absent when the article is live. */
  notice?: { label: string; text: string }
  headings: { panel: string; search: string; card: string }
  lengths: LengthCheck[]
  search: { title: string; url: string; description: string }
  card: { src: string; alt: string }
}
