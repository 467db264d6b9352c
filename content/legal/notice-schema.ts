// The shape of a legal text the contract carries or the desk hands over: either pasted word for
// word by the operator from its official address (with that address and the date), or recorded as
// missing with what was searched, so nothing is ever paraphrased to fill a gap.
import { z } from 'zod'

const text = z.string().trim().min(1)

/** The day every missing text in content/legal/ was looked for. */
export const legalCopyDate = '2026-11-28'

/** The official document: its name (the ORS/OAR/CFR number, the board's form name) and address. */
const officialSource = z.object({
  name: text,
  url: z.url(),
  // True when the address was inferred (the legislature's chapter page), not seen cited in a stored copy.
  unverifiedUrl: z.boolean().optional(),
})

/** The official hosts a text may be pasted from: never a third-party copy (record 039). */
export const officialHosts = [
  'oregon.gov',
  'www.oregon.gov',
  'oregonlegislature.gov',
  'www.oregonlegislature.gov',
  'secure.sos.state.or.us',
  'www.ecfr.gov',
  'www.epa.gov',
]

/** The official page the operator pasted the words from, and what it says about its own date. */
const copiedFrom = z.object({
  url: z
    .url()
    .refine(
      (u) => officialHosts.includes(new URL(u).hostname),
      'paste from the official address (oregon.gov/ccb, oregonlegislature.gov, the Secretary of State, ecfr.gov, epa.gov), never a third-party copy',
    ),
  title: text,
  asOf: text,
})

export const copiedNoticeSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case words joined by hyphens'),
  title: text,
  status: z.literal('copied'),
  // A board's form, an administrative rule or a statute: a rule or a statute is copied where no
  // form wording is prescribed, so the contract can quote the law itself.
  kind: z.enum(['form', 'rule', 'statute']),
  paragraphs: z.array(text).min(1),
  source: officialSource,
  copiedFrom: z.array(copiedFrom).min(1),
  // The day the operator pasted the words from the official address.
  copiedOn: z.iso.date(),
  // What had to change from the page (line breaks, numbering on its own line): never the words.
  formatting: text,
  note: text.optional(),
})

export const missingNoticeSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case words joined by hyphens'),
  title: text,
  status: z.literal('missing'),
  source: officialSource,
  searchedOn: z.literal(legalCopyDate),
  searched: text,
  // Pages that hold part of the text, or an unofficial copy: where to look, never to copy from.
  leads: z.array(z.object({ url: z.url(), what: text })).default([]),
})

export const noticeSchema = z.discriminatedUnion('status', [copiedNoticeSchema, missingNoticeSchema])

export const noticesSchema = z.array(noticeSchema).superRefine((notices, ctx) => {
  const seen = new Set<string>()
  notices.forEach((n, i) => {
    if (seen.has(n.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `id '${n.id}' is used twice` })
    seen.add(n.id)
  })
})

export type Notice = z.infer<typeof noticeSchema>
export type CopiedNotice = z.infer<typeof copiedNoticeSchema>
