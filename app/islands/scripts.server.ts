// The script URL of each island, as the client build wrote them (scripts/vite-islands.ts). Read
// while prerendering; in `npm run dev` there is no such file, and none is needed (island.tsx).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { siteSettings } from '#config/site'

export function islandScripts(): Record<string, string> {
  if (import.meta.env.DEV) return {}
  const file = path.join(siteSettings().buildDir, 'islands.json')
  if (!existsSync(file)) throw new Error(`${file} is missing: the client build writes it (scripts/vite-islands.ts)`)
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
}
