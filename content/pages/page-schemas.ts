// One schema per page: its words top to bottom, built from the parts in schemas.ts. The tool
// pages (calculator, pattern tool, quote) are in tool-schemas.ts.
import { z } from 'zod'
import { iconPointSchema, mkCopy, mkHref, mkIcon, mkSentences, statSchema } from '../schemas'
import {
  actionSchema,
  actionsSchema,
  ctaSchema,
  heroSchema,
  linkedTextSchema,
  mkTemplate,
  projectGridWordsSchema,
  sectionCopySchema,
  textLinkSchema,
} from './schemas'

export const homePageSchema = z
  .object({
    hero: heroSchema.extend({ licenceLine: mkCopy.includes('{licence}'), explore: linkedTextSchema }).strict(),
    intro: z.object({ label: mkCopy.max(60), text: linkedTextSchema, actions: actionsSchema }).strict(),
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
    heroActions: actionsSchema,
    intro: z.object({ heading: mkCopy.max(80), more: linkedTextSchema }).strict(),
    services: mkCopy.max(80),
    neighborhoods: mkCopy.max(80),
    reading: mkCopy.max(80),
    closingActions: actionsSchema,
  })
  .strict()
export type PortlandPageWords = z.infer<typeof portlandPageWordsSchema>

/** The words every city page shares, {city} filled in (each city's own text: content/areas.ts). */
export const cityPageWordsSchema = z
  .object({
    breadcrumb: mkTemplate('city').max(60),
    heroActions: actionsSchema,
    intro: mkTemplate('city').max(80),
    services: mkTemplate('city').max(80),
    neighborhoods: mkTemplate('city').max(80),
    reading: mkTemplate('city').max(80),
    closingActions: actionsSchema,
    rating: z.object({ label: mkCopy.max(40), text: mkCopy.max(100) }).strict(),
  })
  .strict()
export type CityPageWords = z.infer<typeof cityPageWordsSchema>

export const privacyPageSchema = z.object({ breadcrumb: mkCopy.max(40), title: mkCopy.max(60), lastUpdated: mkCopy.max(30) }).strict()
export type PrivacyPage = z.infer<typeof privacyPageSchema>

/** The thank-you and not-found pages: a heading, a sentence and where to go next. */
export const notePageSchema = z.object({ heading: mkCopy.max(90), text: linkedTextSchema, actions: actionsSchema }).strict()
export type NotePage = z.infer<typeof notePageSchema>

export const blogPageSchema = z
  .object({
    breadcrumb: mkCopy.max(40),
    feedTitle: mkCopy.max(60),
    hero: heroSchema,
    promo: z.object({ title: mkCopy.max(60), text: mkSentences.max(160), href: mkHref, icon: mkIcon }).strict(),
    featured: mkCopy.max(60),
    all: mkCopy.max(60),
    categories: z.object({ heading: mkCopy.max(60), items: z.array(iconPointSchema).min(1) }).strict(),
    cta: ctaSchema,
  })
  .strict()
export type BlogPage = z.infer<typeof blogPageSchema>

export const articlePageSchema = z
  .object({
    readTime: mkTemplate('minutes').max(40),
    byline: mkCopy.max(60),
    contents: mkCopy.max(40),
    cta: ctaSchema,
    related: mkCopy.max(60),
    resources: mkCopy.max(60),
  })
  .strict()
export type ArticlePage = z.infer<typeof articlePageSchema>
