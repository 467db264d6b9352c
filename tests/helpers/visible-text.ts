// The text a visitor sees or hears on a built page: body text, the title, and the alt, aria-label
// and title attributes, with entities decoded and white space folded.
export function visibleText(html: string): string {
  const attrs = [...html.matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/g)].map((m) => m[1])
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '')
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
  return [title, ...attrs, body]
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
}
