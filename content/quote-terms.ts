// The written quote's fixed parts (issue 42): the terms printed on every quote, the consent to sign
// electronically shown last before the signature, the tax rate if the business charges one, and the
// quote's defaults. Each text has a version: a sent quote keeps the version it showed, and the
// acceptance record keeps the consent's exact text with it. Change a text → raise its version.
// Sample wording until the owner's lawyer has read it (docs/leads.md).
import * as z from 'zod'
import { parseContent } from './parse'

const quoteTermsSchema = z.object({
  terms: z.object({ version: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }),
  consent: z.object({ version: z.string().min(1), text: z.string().min(1) }),
  /** Sales tax in basis points (1250 is 12.5 %); Oregon has none, so 0. */
  taxBasisPoints: z.number().int().min(0).max(5000),
  /** The valid-through day a new quote gets: this many days after today. */
  validDays: z.number().int().min(1).max(365),
  /** The customer's reminders: these many days after sending, within business hours. */
  followUpDays: z.array(z.number().int().min(1).max(60)).max(4),
})

export const quoteTerms = parseContent('content/quote-terms.ts', quoteTermsSchema, {
  terms: {
    version: '2026-11-28',
    paragraphs: [
      'This quote covers the work and materials listed in the option you choose and any add-ons you tick. Anything not listed, such as repairs to framing, plumbing or subfloor found once old tile is removed, is quoted separately and done only with your written approval.',
      'Prices hold until the end of the valid-through day shown above, Pacific time. After that day the quote can no longer be accepted online; ask us and we will send a new one.',
      'The deposit shown is due before work is scheduled to start and is credited to the total. The balance is due when the work is complete and you have walked through it with us.',
      'Tile, grout and setting materials are ordered after acceptance. Natural variation in color and shade between tile batches is normal and is not a defect.',
      'We are licensed, bonded and insured in Oregon; our Construction Contractors Board number is printed at the top of this quote.',
    ],
  },
  consent: {
    version: '2026-11-28',
    text: 'I agree to sign this quote electronically, and that typing my full name below and choosing "Accept and sign" is my signature and has the same effect as signing on paper. I understand that I may ask Star Tile for a paper copy of this quote and of my signed acceptance at no charge, and that I may instead sign on paper by asking before I accept. A copy of what I sign is e-mailed to me.',
  },
  taxBasisPoints: 0,
  validDays: 30,
  followUpDays: [2, 5],
})
