// The parsing kit every settings module uses: each audience (the server, the build, the tests, the
// audit, the bench) declares its own variables with these, so a program parses only what it reads
// and a wrong value stops it with the variable named ("PORT must be a whole number, got 'abc'").
import * as z from 'zod'

export type Env = Readonly<Record<string, string | undefined>>

/** An optional text setting: unset or blank gives the fallback. */
export const text = <T extends string | undefined>(fallback: T) =>
  z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || fallback)

/** An optional whole number of `min` or more. */
export const whole = (fallback: number, min = 0) =>
  text(undefined).transform((raw, ctx) => {
    if (raw === undefined) return fallback
    if (!/^\d+$/.test(raw) || Number(raw) < min) {
      ctx.addIssue({ code: 'custom', message: `must be a whole number${min > 0 ? ` of ${min} or more` : ''}, got '${raw}'` })
      return z.NEVER
    }
    return Number(raw)
  })

/** An optional URL whose scheme is one of `schemes`. */
export const url = (schemes: string[], example: string) =>
  text(undefined).refine((raw) => raw === undefined || schemes.some((s) => raw.startsWith(`${s}://`)), {
    message: `must be a ${schemes.map((s) => `${s}://`).join(' or ')} URL such as ${example}, or unset`,
  })

/** Parses `env` with `schema`; throws one line per wrong variable, each naming it. */
export function parseEnv<S extends z.ZodType>(schema: S, env: Env): z.output<S> {
  const parsed = schema.safeParse(env)
  if (parsed.success) return parsed.data
  throw new Error(parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`).join('\n'))
}

/** The environment for a child process: this one's, with `overrides` (undefined removes a variable). */
export function childEnv(overrides: Env = {}): NodeJS.ProcessEnv {
  const merged = Object.entries({ ...process.env, ...overrides }).filter(
    ([name, value]) => value !== undefined && !(name in overrides && overrides[name] === undefined),
  )
  return Object.fromEntries(merged)
}

/** Only what a child process needs to run at all (PATH, HOME): for tests that set everything else. */
export function bareEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME }
}
