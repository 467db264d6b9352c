// The parts of each page's own words (content/pages/*.ts): slots, actions, sentences with links,
// hero, section and call to action, and the words every page shares. The pages' schemas are in
// page-schemas.ts, the tool pages' in tool-schemas.ts.
import { z } from 'zod'
import { contentTokens, mkCopy, mkHref, mkIcon, mkSentences } from '../schemas'

const tokensIn = (s: string) => [...s.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1])

function copyWith(allowed: string[], required: string[]) {
  const known = [...contentTokens, ...allowed]
  return z
    .string()
    .trim()
    .min(1)
    .refine((s) => tokensIn(s).every((t) => known.includes(t)), {
      message: `unknown token: the tokens are ${known.map((t) => `{${t}}`).join(', ')}`,
    })
    .refine((s) => required.every((slot) => s.includes(`{${slot}}`)), {
      message: `must hold ${required.map((s) => `{${s}}`).join(' and ')}`,
    })
    .refine((s) => !/\b(lorem|ipsum|todo|tbd)\b/i.test(s), { message: 'placeholder text' })
}

/**
 * Copy that holds the page's own values as slots ("Step {step}", "Guides for {city} Homeowners"):
 * each slot must be there, and any other {name} must be a business token.
 */
export const mkTemplate = (...slots: string[]) => copyWith(slots, slots)

/** Copy that may hold these slots (and any business token) without having to. */
export const mkCopyAllowing = (...slots: string[]) => copyWith(slots, [])

/** A link target: a site path, or the phone ({phoneHref}). */
export const mkLinkHref = mkHref.or(z.literal('{phoneHref}'))

/** A button-styled link: a call to action ('Get Free Quote' to /quote, '{phone}' to {phoneHref}). */
export const actionSchema = z
  .object({
    label: mkCopy.max(60),
    href: mkLinkHref,
    icon: mkIcon.optional(),
    /** the look beside the main action: 'light' on a dark band, 'outline' on paper */
    variant: z.enum(['light', 'outline']).optional(),
  })
  .strict()
export type Action = z.infer<typeof actionSchema>
/** One to three actions: a hero's, a band's. */
export const actionsSchema = z.array(actionSchema).min(1).max(3)

/** A plain text link (not a button). */
export const textLinkSchema = z.object({ label: mkCopy.max(60), href: mkLinkHref }).strict()
export type TextLink = z.infer<typeof textLinkSchema>

/** A sentence with links in it, in pieces: spaces matter, so the text is not trimmed. */
export const linkedTextSchema = z
  .array(
    z
      .object({
        text: z
          .string()
          .min(1)
          .refine((s) => tokensIn(s).every((t) => (contentTokens as readonly string[]).includes(t)), { message: 'unknown token' }),
        href: mkLinkHref.optional(),
      })
      .strict(),
  )
  .min(1)
export type LinkedText = z.infer<typeof linkedTextSchema>

export const heroSchema = z
  .object({ title: mkCopy.max(90), subtitle: mkSentences.max(300).optional(), actions: actionsSchema.optional() })
  .strict()
export type Hero = z.infer<typeof heroSchema>

/** A section's h2 and the sentence under it. */
export const sectionCopySchema = z.object({ heading: mkCopy.max(80), intro: mkCopy.max(300).optional() }).strict()
export type SectionCopy = z.infer<typeof sectionCopySchema>

/** A closing call to action: a heading, a sentence and one to three actions (the phone among them). */
export const ctaSchema = z.object({ heading: mkCopy.max(80), text: mkSentences.max(400).optional(), actions: actionsSchema }).strict()
export type CallToAction = z.infer<typeof ctaSchema>

/** The words of a project grid and its dialog, which run in the browser (islands). */
export const projectGridWordsSchema = z
  .object({
    /** on a portfolio card, over the picture */
    viewProject: mkCopy.max(30),
    requestSimilar: mkCopy.max(40),
    /** the slideshow's name for screen readers */
    images: mkTemplate('title').max(60),
  })
  .strict()
export type ProjectGridWords = z.infer<typeof projectGridWordsSchema>

// ---- Every page: content/pages/shared.ts ----

export const trustBadgesSchema = z
  .object({
    label: mkCopy.max(60),
    badges: z
      .array(z.object({ icon: mkIcon, text: mkCopy.max(40) }).strict())
      .min(1)
      .max(4),
  })
  .strict()
export type TrustBadgesCopy = z.infer<typeof trustBadgesSchema>

export const sharedCopySchema = z
  .object({
    skipLink: mkCopy.max(40),
    /** shown only while a page that hydrates whole is loading (the development server) */
    loading: mkCopy.max(20),
    header: z.object({ homeLink: mkCopy.max(40), nav: mkCopy.max(20), action: actionSchema }).strict(),
    footer: z
      .object({
        licence: mkCopy.includes('{ccb}'),
        services: mkCopy.max(30),
        areas: mkCopy.max(30),
        contact: mkCopy.max(30),
        social: mkCopy.max(40),
        socialLink: mkTemplate('network').max(80),
        rights: mkCopy.max(60),
        privacy: textLinkSchema,
      })
      .strict(),
    trustBadges: trustBadgesSchema,
    breadcrumbs: z.object({ label: mkCopy.max(30), home: mkCopy.max(20) }).strict(),
    articleCards: z.object({ readTime: mkTemplate('minutes').max(30), cue: mkCopy.max(30) }).strict(),
  })
  .strict()
export type SharedCopy = z.infer<typeof sharedCopySchema>
