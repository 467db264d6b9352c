// Ids in the desk's paths, parsed strictly: a row id is 1 to 2147483647 written plainly (no sign,
// no leading zero, no exponent: beyond PostgreSQL's integer it would reach the database as an
// error), a passkey id bounded base64url. Anything else is the same 404 as an unknown id.
import * as z from 'zod'

export const rowIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647)

/** A row id from a path parameter, or undefined. */
export const rowId = (value: unknown): number | undefined => {
  const parsed = rowIdSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

export const passkeyIdSchema = z.string().regex(/^[\w-]{1,1400}$/)
