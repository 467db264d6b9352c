/** The card for pages without their own (and for structured data). */
export const defaultOgImagePath = '/og/default.png'

/** Where a page's generated share card lives: '/' → /og/home.png, '/blog/x' → /og/blog/x.png. */
export function ogImagePath(pagePath: string): string {
  return pagePath === '/' ? '/og/home.png' : `/og${pagePath.replace(/\/+$/, '')}.png`
}
