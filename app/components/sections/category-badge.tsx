// A project's category as a small rounded label: light on cards and in the dialog, solid on photos.
export function CategoryBadge({ category, tone = 'light' }: { category: string; tone?: 'light' | 'solid' }) {
  const cls = tone === 'solid' ? 'bg-gold text-ink' : 'bg-terracotta/10 text-terracotta'
  return <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-600 ${cls}`}>{category}</span>
}
