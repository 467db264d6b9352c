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

/** A calendar date, YYYY-MM-DD, that exists (no 2025-02-30). */
const isoDay = text(undefined).transform((raw, ctx) => {
  if (raw === undefined) return undefined
  const day = new Date(`${raw}T00:00:00Z`)
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(raw)) return raw
  ctx.addIssue({ code: 'custom', message: `must be a date YYYY-MM-DD, got '${raw}'` })
  return z.NEVER
})

/** Where the site lives and is built: the server reads these too. */
export const siteEnvSchema = z.object({
  SITE_URL: siteUrl,
  BUILD_DIR: text('build'),
  DIST_DIR: text(undefined),
})

/** What only the build reads besides: the server never parses these. */
export const buildEnvSchema = siteEnvSchema.extend({
  // The day the build publishes as of (drafts never): unset, today in Portland (domain/articles/published.ts).
  BUILD_DATE: isoDay,
  // Vite sets it: development under `react-router dev`; scripts/build.ts builds with production.
  NODE_ENV: text('production'),
})

export type SiteSettings = {
  url: string
  buildDir: string
  distDir: string
  buildDate: string | undefined
  /** `npm run dev`: drafts and scheduled articles get pages too, for their editors. */
  showsUnpublished: boolean
}

export function toSiteSettings(env: z.output<typeof siteEnvSchema> & Partial<z.output<typeof buildEnvSchema>>): SiteSettings {
  const buildDir = path.resolve(env.BUILD_DIR)
  return {
    url: env.SITE_URL,
    buildDir,
    distDir: path.resolve(env.DIST_DIR ?? path.join(buildDir, 'client')),
    buildDate: env.BUILD_DATE,
    showsUnpublished: env.NODE_ENV === 'development',
  }
}

export const readSiteSettings = (env: Env = process.env): SiteSettings => toSiteSettings(parseEnv(buildEnvSchema, env))

/** This process's site settings, read from its environment (five variables: cheap to read each time). */
export const siteSettings = (): SiteSettings => readSiteSettings()
