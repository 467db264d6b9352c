// Text for places that are not HTML or Markdown (share cards, the table of contents): entities
// decoded and emphasis markers dropped, so "DIY &amp; Maintenance" reads "DIY & Maintenance".
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole
    }
    return named[code.toLowerCase()] ?? whole
  })
}

/** Plain text from HTML or Markdown-ish text: no tags, no entities, no * _ ` emphasis markers. */
export function plainText(s: string): string {
  return decodeEntities(s.replace(/<[^>]+>/g, ''))
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}
