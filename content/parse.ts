// Every content file goes through parseContent, so a typo fails the build with file and field named.
import type { z } from 'zod'

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(`Invalid content in ${file}:\n` + issues.map((i) => `  - ${i.path || '(root)'}: ${i.message}`).join('\n'))
    this.name = 'ContentError'
  }
}

export function parseContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  throw new ContentError(
    file,
    result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  )
}
