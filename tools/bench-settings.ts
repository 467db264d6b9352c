// The bench's settings, apart from the server's: a bad BENCH_PORT stops the bench, never the site.
// docs/performance.md lists each with its default.
import * as z from 'zod'
import { type Env, parseEnv, text, whole } from '#config/env'

export const benchEnvSchema = z.object({
  BENCH_PORT: whole(3317),
  BENCH_STATIC_SECONDS: whole(10, 1),
  NGINX_PATH: text('/usr/sbin/nginx'),
})

export const readBenchSettings = (env: Env = process.env) => {
  const e = parseEnv(benchEnvSchema, env)
  return { port: e.BENCH_PORT, staticSeconds: e.BENCH_STATIC_SECONDS, nginxPath: e.NGINX_PATH }
}
