// The shapes of each page's own words (content/pages/*.ts): headings, intros, calls to action and
// sentences. The shared parts come first; the tools' words are in tool-schemas.ts.
import { z } from 'zod'
import { contentTokens, iconPointSchema, mkCopy, mkHref, mkIcon, mkSentences, statSchema } from '../schemas'

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
const mkActions = z.array(actionSchema).min(1).max(3)

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
  .object({ title: mkCopy.max(90), subtitle: mkSentences.max(300).optional(), actions: mkActions.optional() })
  .strict()
export type Hero = z.infer<typeof heroSchema>

/** A section's h2 and the sentence under it. */
export const sectionCopySchema = z.object({ heading: mkCopy.max(80), intro: mkCopy.max(300).optional() }).strict()
export type SectionCopy = z.infer<typeof sectionCopySchema>

/** A closing call to action: a heading, a sentence and one to three actions (the phone among them). */
export const ctaSchema = z.object({ heading: mkCopy.max(80), text: mkSentences.max(400).optional(), actions: mkActions }).strict()
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

// ---- One schema per page ----

export const homePageSchema = z
  .object({
    hero: heroSchema.extend({ licenceLine: mkCopy.includes('{licence}'), explore: linkedTextSchema }).strict(),
    intro: z.object({ label: mkCopy.max(60), text: linkedTextSchema, actions: mkActions }).strict(),
    services: sectionCopySchema,
    projects: sectionCopySchema.extend({ grid: projectGridWordsSchema, action: actionSchema }).strict(),
    whyChoose: z.object({ heading: mkCopy.max(60), points: z.array(iconPointSchema).min(1), more: textLinkSchema }).strict(),
    faq: sectionCopySchema.extend({ question: mkCopy.max(60), action: actionSchema }).strict(),
    cta: ctaSchema,
    social: z.object({ label: mkCopy.max(40), newTab: mkCopy.max(40) }).strict(),
  })
  .strict()
export type HomePage = z.infer<typeof homePageSchema>

export const aboutPageSchema = z
  .object({
    breadcrumb: mkCopy.max(40),
    hero: heroSchema,
    story: z.object({ heading: mkCopy.max(60), paragraphs: z.array(mkSentences.max(900)).min(2) }).strict(),
    pullQuote: z.object({ text: mkSentences.max(300), attribution: mkCopy.max(60) }).strict(),
    stats: z.object({ heading: mkCopy.max(60), items: z.array(statSchema).min(1) }).strict(),
    promise: z.object({ heading: mkCopy.max(60), pillars: z.array(iconPointSchema).min(1) }).strict(),
    cta: ctaSchema,
    scrollToTop: mkCopy.max(30),
  })
  .strict()
export type AboutPage = z.infer<typeof aboutPageSchema>

export const servicesPageSchema = z
  .object({
    breadcrumb: mkCopy.max(40),
    hero: heroSchema,
    overview: sectionCopySchema.extend({ cardLink: mkCopy.max(40), quickLinks: mkCopy.max(60) }).strict(),
    detail: z.object({ included: mkCopy.max(40), reading: mkCopy.max(40), action: actionSchema }).strict(),
    process: sectionCopySchema.extend({ step: mkTemplate('step').max(20) }).strict(),
    cta: ctaSchema,
  })
  .strict()
export type ServicesPage = z.infer<typeof servicesPageSchema>

export const portfolioPageSchema = z
  .object({
    breadcrumb: mkCopy.max(40),
    hero: heroSchema,
    projects: z.object({ heading: mkCopy.max(60), empty: mkCopy.max(100), grid: projectGridWordsSchema }).strict(),
    highlights: mkCopy.max(60),
    cta: ctaSchema,
  })
  .strict()
export type PortfolioPage = z.infer<typeof portfolioPageSchema>

export const contactPageSchema = z
  .object({
    breadcrumb: mkCopy.max(40),
    hero: heroSchema,
    form: sectionCopySchema.extend({ links: z.array(textLinkSchema).min(1).max(3) }).strict(),
    details: z
      .object({ heading: mkCopy.max(40), phone: mkCopy.max(30), email: mkCopy.max(30), area: mkCopy.max(30), hours: mkCopy.max(30) })
      .strict(),
    licence: z.object({ heading: mkCopy.max(40), text: mkCopy.max(120) }).strict(),
    areas: sectionCopySchema.extend({ office: mkCopy.max(20) }).strict(),
    cta: ctaSchema,
  })
  .strict()
export type ContactPage = z.infer<typeof contactPageSchema>

/** The hero's actions, section headings and closing actions of the Portland page (its text: content/areas.ts). */
export const portlandPageWordsSchema = z
  .object({
    breadcrumb: mkCopy.max(60),
    heroActions: mkActions,
    intro: z.object({ heading: mkCopy.max(80), more: linkedTextSchema }).strict(),
    services: mkCopy.max(80),
    neighborhoods: mkCopy.max(80),
    reading: mkCopy.max(80),
    closingActions: mkActions,
  })
  .strict()
export type PortlandPageWords = z.infer<typeof portlandPageWordsSchema>

/** The words every city page shares, {city} filled in (each city's own text: content/areas.ts). */
export const cityPageWordsSchema = z
  .object({
    breadcrumb: mkTemplate('city').max(60),
    heroActions: mkActions,
    intro: mkTemplate('city').max(80),
    services: mkTemplate('city').max(80),
    neighborhoods: mkTemplate('city').max(80),
    reading: mkTemplate('city').max(80),
    closingActions: mkActions,
    rating: z.object({ label: mkCopy.max(40), text: mkCopy.max(100) }).strict(),
  })
  .strict()
export type CityPageWords = z.infer<typeof cityPageWordsSchema>

export const privacyPageSchema = z.object({ breadcrumb: mkCopy.max(40), title: mkCopy.max(60), lastUpdated: mkCopy.max(30) }).strict()
export type PrivacyPage = z.infer<typeof privacyPageSchema>

/** The thank-you and not-found pages: a heading, a sentence and where to go next. */
export const notePageSchema = z.object({ heading: mkCopy.max(90), text: linkedTextSchema, actions: mkActions }).strict()
export type NotePage = z.infer<typeof notePageSchema>
