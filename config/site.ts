// Where the site lives and where it is built: read by the build, the app's loaders, the server and
// the tests alike. SITE_URL is the public origin every absolute address is made from.
import path from 'node:path'
import * as z from 'zod'
import { type Env, parseEnv, text } from './env'

export const DEFAULT_SITE_URL = 'https://www.startile.example'

const siteUrl = text(DEFAULT_SITE_URL).transform((raw, ctx) => {
  try {
    const parsed = new URL(raw)
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return raw.replace(/\/+$/, '')
  } catch {}
  ctx.addIssue({ code: 'custom', message: `must be an http(s) origin such as ${DEFAULT_SITE_URL}, got '${raw}'` })
  return z.NEVER
})

export const siteEnvSchema = z.object({
  SITE_URL: siteUrl,
  BUILD_DIR: text('build'),
  DIST_DIR: text(undefined),
})

export type SiteSettings = { url: string; buildDir: string; distDir: string }

export function toSiteSettings(env: z.output<typeof siteEnvSchema>): SiteSettings {
  const buildDir = path.resolve(env.BUILD_DIR)
  return { url: env.SITE_URL, buildDir, distDir: path.resolve(env.DIST_DIR ?? path.join(buildDir, 'client')) }
}

export const readSiteSettings = (env: Env = process.env): SiteSettings => toSiteSettings(parseEnv(siteEnvSchema, env))

let current: SiteSettings | undefined

/** This process's site settings, read from its environment on first use. */
export function siteSettings(): SiteSettings {
  current ??= readSiteSettings()
  return current
}
