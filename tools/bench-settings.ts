// The bench's settings, apart from the server's: a bad BENCH_PORT stops the bench, never the site.
// docs/performance.md lists each with its default.
import * as z from 'zod'
import { type Env, parseEnv, text, whole } from '#config/env'

export const benchEnvSchema = z.object({
  BENCH_PORT: whole(3317),
  BENCH_STATIC_SECONDS: whole(10, 1),
  NGINX_PATH: text('/usr/sbin/nginx'),
  // Which parts run: any of leads, static, counting (comma-separated); all by default.
  BENCH_PARTS: text('leads,static,counting').pipe(
    z
      .string()
      .transform((v) => v.split(',').map((p) => p.trim()))
      .pipe(
        z
          .array(z.enum(['leads', 'static', 'counting'], { error: (i) => `must list leads, static or counting, got '${String(i.input)}'` }))
          .min(1),
      ),
  ),
})

export const readBenchSettings = (env: Env = process.env) => {
  const e = parseEnv(benchEnvSchema, env)
  return { port: e.BENCH_PORT, staticSeconds: e.BENCH_STATIC_SECONDS, nginxPath: e.NGINX_PATH, parts: new Set(e.BENCH_PARTS) }
}
