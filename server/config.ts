// Reads the server's settings from the environment, with the embedded defaults of the README.
import path from 'node:path'

export type ServerConfig = {
  host: string
  port: number
  distDir: string
  dataDir: string
  siteUrl: string
  leadsRateLimit: number
  spamMinFillMs: number
  trustProxy: boolean
}

function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of 0 or more (got "${raw}")`)
  return n
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || '0.0.0.0',
    port: intSetting(env, 'PORT', 3000),
    distDir: path.resolve(env.DIST_DIR || path.join(env.BUILD_DIR || 'build', 'client')),
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    siteUrl: (env.SITE_URL || 'https://www.startile.example').replace(/\/+$/, ''),
    leadsRateLimit: intSetting(env, 'LEADS_RATE_LIMIT', 5),
    spamMinFillMs: intSetting(env, 'SPAM_MIN_FILL_MS', 3000),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  }
}
