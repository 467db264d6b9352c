// Read times are counted from the words a reader sees, not typed: 230 words a minute, rounded up.
// The MDX source is reduced to its prose (no frontmatter, JSX tags, link targets or table rules).
export const wordsPerMinute = 230

export function bodyOf(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
}

export function countWords(mdxBody: string): number {
  const prose = mdxBody
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, ' ')
    .replace(/[#*_`>|[\]]/g, ' ')
  return prose.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

export function readMinutes(mdxBody: string): number {
  return Math.max(1, Math.ceil(countWords(mdxBody) / wordsPerMinute))
}

/** ISO 8601 duration for schema.org `timeRequired`: 6 minutes is "PT6M". */
export const isoMinutes = (minutes: number) => `PT${minutes}M`
