// Old addresses that must keep working: the server answers each with a 301 to its target.
export const redirects: Record<string, string> = {
  '/blog/tile-trends-portland': '/blog/tile-trends-portland-2025',
}
