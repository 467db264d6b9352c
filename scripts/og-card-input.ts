// What a share card says: the page's title and subtitle, an optional eyebrow, the business name and
// phone. Satori draws text as given, so an entity or a Markdown marker would show on the card.
import { z } from 'zod'

const plain = z
  .string()
  .trim()
  .refine((s) => !/&(#|[a-z]+;)|[*_]/i.test(s), 'must be plain text: no HTML entities, no * or _')

export const cardInputSchema = z
  .object({
    title: plain.min(1).max(140),
    subtitle: plain.min(1).max(160),
    eyebrow: plain.max(60).optional(),
    name: z.string().min(1),
    phone: z.string().min(1),
  })
  .strict()
export type CardInput = z.infer<typeof cardInputSchema>
