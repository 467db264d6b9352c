// The audit's settings, apart from the server's: the port of the server it starts and the Chromium
// it drives. docs/testing.md lists each with its default.
import * as z from 'zod'
import { chromiumPathSetting } from '#config/chromium'
import { type Env, parseEnv, whole } from '#config/env'

export const auditEnvSchema = z.object({
  CHROMIUM_PATH: chromiumPathSetting,
  AUDIT_PORT: whole(3211),
  // The audit's own checks run against a fixture site on this port.
  AUDIT_TEST_PORT: whole(3341),
})

export const readAuditSettings = (env: Env = process.env) => {
  const e = parseEnv(auditEnvSchema, env)
  return { chromiumPath: e.CHROMIUM_PATH, port: e.AUDIT_PORT, testPort: e.AUDIT_TEST_PORT }
}
