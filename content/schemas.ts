// The shapes of the site's content. Each content file parses its data with one of these at load.
import { imageAspectSchema, imageSpecSchema } from '@startile/stand-in-images/spec'
import { z } from 'zod'

const text = z.string().trim().min(1)

export const hoursSchema = z.object({
  days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1),
  label: text,
  opens: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .optional(),
  closes: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .optional(),
})

export type BusinessHours = z.infer<typeof hoursSchema>

export const businessSchema = z.object({
  name: text,
  legalName: text,
  tagline: text,
  blurb: text,
  phone: z.object({
    display: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must look like (503) 555-0142'),
    e164: z.string().regex(/^\+1\d{10}$/, 'must look like +15035550142'),
  }),
  email: z.email(),
  address: z.object({
    street: text,
    city: text,
    region: z.string().length(2),
    postalCode: z.string().regex(/^\d{5}$/),
    country: z.literal('US'),
  }),
  geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  licence: z.object({ board: text, number: z.string().regex(/^\d+$/), boardUrl: z.url() }),
  /** Where a customer writes a review of the business (its Google Business Profile's review link). */
  reviewUrl: z.url({ protocol: /^https$/ }),
  founded: z.number().int().min(1900).max(2100),
  hours: z.array(hoursSchema).min(1),
  social: z.array(z.object({ network: z.enum(['Facebook', 'Instagram']), url: z.url() })).max(10),
  serviceRadiusMiles: z.number().positive(),
  serviceRegion: text,
  /** The free in-home consultation's parts of a day; offered on a day only when open for all of it. */
  visitWindows: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z]+$/, 'must be a lowercase word like morning'),
        label: text,
        from: z.string().regex(/^\d{2}:\d{2}$/),
        to: z.string().regex(/^\d{2}:\d{2}$/),
      }),
    )
    .min(1),
  /** Days after which the photos sent with a quote request are deleted (the privacy policy says so). */
  photoRetentionDays: z
    .number()
    .int()
    .min(1)
    .max(3 * 365),
  replyHours: z.number().int().positive(),
  /**
   * When the visitor's acknowledgement promises the reply, in `timeZone`: a request on an open day
   * before `sameDayBefore` is answered the same day by closing time; any later one by `nextDayBy`
   * (or closing, if sooner) on the next open day.
   */
  replyPromise: z.object({
    timeZone: z.string().refine((tz) => Intl.supportedValuesOf('timeZone').includes(tz) || tz === 'UTC', 'must be an IANA time zone'),
    sameDayBefore: z.string().regex(/^\d{2}:\d{2}$/),
    nextDayBy: z.string().regex(/^\d{2}:\d{2}$/),
  }),
  /**
   * The owner's morning e-mail on each open day at `at` (replyPromise's time zone): new leads nobody
   * has contacted, visits booked for today and tomorrow, and quotes unanswered after `quoteWaitDays`.
   */
  morningDigest: z.object({
    at: z.string().regex(/^\d{2}:\d{2}$/),
    quoteWaitDays: z.number().int().min(1).max(60),
  }),
  /**
   * The booked visit: the reminder e-mail goes the day before at `reminderAt` (replyPromise's
   * time zone); a visit booked at 9:30 means arriving between 9:30 and `arrivalMinutes` later.
   */
  visits: z.object({
    reminderAt: z.string().regex(/^\d{2}:\d{2}$/),
    arrivalMinutes: z.number().int().min(15).max(240),
  }),
  priceRange: text,
})
export type Business = z.infer<typeof businessSchema>

/** An image of the site: `id` names a file in content/images (or a generated stand-in). */
export const imageRefSchema = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), alt: text })
export type ImageRef = z.infer<typeof imageRefSchema>

export const articleCategories = [
  'Materials Guide',
  'Expert Tips',
  'Planning & Budgeting',
  'Design & Trends',
  'Technical Guide',
  'Resources',
  'DIY & Maintenance',
] as const

const isoDate = z.iso.date()

/** The lengths an article's texts must keep: the h1, the title search results show, the meta description, the card text. */
export const articleLimits = { title: 110, seoTitle: 60, description: { min: 50, max: 160 }, excerpt: 300 } as const

// Only the fields a person decides: the slug is the file name, the read time is counted from the
// body, and dateModified defaults to date (domain/articles/article-files.ts fills them in).
export const articleFrontmatterSchema = z
  .object({
    title: text.max(articleLimits.title),
    /** The <title> when the h1 is too long for one: search results show about 60 characters. */
    seoTitle: text.max(articleLimits.seoTitle).optional(),
    description: text.min(articleLimits.description.min).max(articleLimits.description.max),
    excerpt: text.max(articleLimits.excerpt),
    category: z.enum(articleCategories),
    topics: z
      .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case like wet-rooms'))
      .min(1)
      .max(6),
    /** The day it goes live: a build before this day leaves it out. */
    date: isoDate,
    dateModified: isoDate.optional(),
    /** Unfinished: `npm run dev` shows it, every build leaves it out. */
    draft: z.boolean().optional(),
    featured: z.boolean(),
    image: z.string().regex(/^[a-z0-9-]+$/),
    imageAlt: text,
  })
  .strict()
  .refine((f) => !f.dateModified || f.dateModified >= f.date, { message: 'must not be before date', path: ['dateModified'] })
  .refine((f) => f.seoTitle !== undefined || f.title.length <= articleLimits.seoTitle, {
    message: `is needed: the title is over the ${articleLimits.seoTitle} characters a search result shows`,
    path: ['seoTitle'],
  })
export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>
/** An article as pages use it: the frontmatter with the derived fields filled in. */
export type Article = Omit<ArticleFrontmatter, 'dateModified' | 'draft'> & {
  slug: string
  dateModified: string
  draft: boolean
  readTime: number
}

// ---- Marketing pages: services, FAQ, areas, projects, page metadata (each page's own words: pages/schemas.ts) ----

/** The only `{tokens}` copy may hold; domain/tokens.ts replaces each with a fact from content/business.ts. */
export const contentTokens = [
  'name',
  'phone',
  /** the phone as a link target (tel:+1...), for a link's href */
  'phoneHref',
  'email',
  'address',
  'licence',
  /** "CCB #123456", as the footer gives the licence */
  'ccb',
  'years',
  'founded',
  'replyHours',
  'radius',
  'photoRetentionDays',
] as const
export type ContentToken = (typeof contentTokens)[number]
export const mkCopy = z
  .string()
  .trim()
  .min(1)
  .refine((s) => [...s.matchAll(/\{([^{}]*)\}/g)].every((m) => (contentTokens as readonly string[]).includes(m[1])), {
    message: `unknown token: the tokens are ${contentTokens.map((t) => `{${t}}`).join(', ')}`,
  })
  .refine((s) => !/\b(lorem|ipsum|todo|tbd)\b/i.test(s), { message: 'placeholder text' })
export const mkSentences = mkCopy.min(40)
export const mkIcon = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a Lucide icon name like chef-hat')
export const mkImageId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be an image id like hero-home')
export const mkHref = z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'must be a site path like /services#kitchen')
export const mkSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case')
const mkUniqueBy =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- lets refine callbacks infer the item type
  <T = any>(key: (t: T) => string) =>
    (list: T[]) =>
      new Set(list.map(key)).size === list.length

export const iconPointSchema = z.object({ icon: mkIcon, title: mkCopy.max(60), text: mkSentences.max(400) }).strict()
export type IconPoint = z.infer<typeof iconPointSchema>

// content/services.ts
export const serviceCardSchema = z
  .object({
    icon: mkIcon,
    title: mkCopy.max(60),
    description: mkSentences.max(260),
    image: mkImageId,
    linkLabel: mkCopy.max(60),
    href: mkHref,
  })
  .strict()
export type ServiceCard = z.infer<typeof serviceCardSchema>
export const serviceCardsSchema = z
  .array(serviceCardSchema)
  .min(1)
  .refine(
    mkUniqueBy((c) => c.title),
    'titles must be unique',
  )

export const serviceDetailSchema = z
  .object({
    title: mkCopy.max(60),
    anchor: mkSlug,
    icon: mkIcon,
    description: mkSentences.max(600),
    image: mkImageId,
    features: z.array(mkCopy.max(60)).min(1).max(8),
    articleTopics: z.array(mkSlug).min(1).max(4),
  })
  .strict()
export type ServiceDetail = z.infer<typeof serviceDetailSchema>
export const serviceDetailsSchema = z
  .array(serviceDetailSchema)
  .min(1)
  .refine(
    mkUniqueBy((d) => d.anchor),
    'anchors must be unique',
  )

export const processStepSchema = z
  .object({ step: z.number().int().min(1), icon: mkIcon, title: mkCopy.max(40), description: mkSentences.max(300) })
  .strict()
export type ProcessStep = z.infer<typeof processStepSchema>
export const processStepsSchema = z
  .array(processStepSchema)
  .min(1)
  .refine((steps) => steps.every((s, i) => s.step === i + 1), 'steps must be numbered 1, 2, 3 ... in order')

export const quickLinkSchema = z.object({ href: mkHref, label: mkCopy.max(60) }).strict()
export type QuickLink = z.infer<typeof quickLinkSchema>
export const quickLinksSchema = z
  .array(quickLinkSchema)
  .min(1)
  .refine(
    mkUniqueBy((l) => l.href),
    'links must be unique',
  )

// content/faq.ts
export const faqItemSchema = z.object({ question: mkCopy.max(140).endsWith('?'), answer: mkSentences.max(700) }).strict()
export type FaqItem = z.infer<typeof faqItemSchema>
export const faqListSchema = z
  .array(faqItemSchema)
  .min(1)
  .refine(
    mkUniqueBy((f) => f.question),
    'questions must be unique',
  )

export const statSchema = z.object({ value: mkCopy.max(30), label: mkCopy.max(40) }).strict()
export type Stat = z.infer<typeof statSchema>

// content/areas.ts
export const serviceAreaSchema = z.object({ name: mkCopy.max(40), description: mkCopy.max(80) }).strict()
export type ServiceArea = z.infer<typeof serviceAreaSchema>
export const serviceAreasSchema = z
  .array(serviceAreaSchema)
  .min(1)
  .refine(
    mkUniqueBy((a) => a.name),
    'names must be unique',
  )

export const titledTextSchema = z.object({ title: mkCopy.max(60), text: mkSentences.max(400) }).strict()
export type TitledText = z.infer<typeof titledTextSchema>
const mkHero = z.object({ title: mkCopy.max(90), subtitle: mkSentences.max(260) }).strict()
const mkClosing = z.object({ heading: mkCopy.max(80), text: mkSentences.max(400) }).strict()
const mkNeighborhoods = z
  .array(mkCopy.max(40))
  .min(1)
  .refine(
    mkUniqueBy((n) => n),
    'neighborhoods must be unique',
  )

export const portlandPageSchema = z
  .object({
    path: mkHref,
    hero: mkHero,
    image: mkImageId,
    intro: z.array(mkSentences.max(900)).min(1),
    services: z.array(titledTextSchema).min(1),
    neighborhoods: mkNeighborhoods,
    closing: mkClosing,
    articleTopics: z.array(mkSlug).min(1).max(4),
  })
  .strict()
export type PortlandPage = z.infer<typeof portlandPageSchema>

/** A page's <title> (the site name is added when it fits) and meta description; {tokens} allowed. */
export const pageMetaSchema = z
  .object({
    title: mkCopy.max(60),
    // 50 to 160 characters once the tokens are filled in: buildSeo checks it at build time.
    description: mkCopy.min(50),
  })
  .strict()
export type PageMeta = z.infer<typeof pageMetaSchema>
export const cityPageSchema = z
  .object({
    slug: mkSlug,
    path: z.string(),
    meta: pageMetaSchema,
    city: mkCopy.max(40),
    hero: mkHero,
    image: mkImageId,
    paragraphs: z.array(mkSentences.max(900)).min(1),
    services: z.array(titledTextSchema).min(1),
    neighborhoods: mkNeighborhoods,
    note: mkSentences.max(300),
    closing: mkClosing,
    articleTopics: z.array(mkSlug).min(1).max(4),
  })
  .strict()
  .refine((c) => c.path === `/tile-contractor-${c.slug}`, { message: 'must be /tile-contractor-<slug>', path: ['path'] })
  .refine((c) => c.image === `hero-${c.slug}`, { message: 'must be hero-<slug>', path: ['image'] })
export type CityPage = z.infer<typeof cityPageSchema>
export const cityPagesSchema = z
  .array(cityPageSchema)
  .min(1)
  .refine(
    mkUniqueBy((c) => c.slug),
    'slugs must be unique',
  )

// content/projects.ts
export const projectCategories = ['Kitchens', 'Bathrooms', 'Flooring', 'Custom'] as const
export type ProjectCategory = (typeof projectCategories)[number]
export const projectSchema = z
  .object({
    id: z.number().int().min(1),
    category: z.enum(projectCategories),
    title: mkCopy.max(80),
    summary: mkSentences.max(320),
    images: z.array(mkImageId).min(1).max(10),
  })
  .strict()
export type Project = z.infer<typeof projectSchema>
export const projectsSchema = z
  .array(projectSchema)
  .min(1)
  .refine(
    mkUniqueBy((p) => String(p.id)),
    'ids must be unique',
  )
  .refine(
    mkUniqueBy((p) => p.title),
    'titles must be unique',
  )
/** The portfolio's filter buttons: 'All', then the project categories. */
export const portfolioCategories = ['All', ...projectCategories] as const
export type PortfolioCategory = (typeof portfolioCategories)[number]
export const highlightsSchema = z.array(statSchema).min(1)
export const quoteReasonSchema = z.object({ icon: mkIcon, title: mkCopy.max(40), text: mkCopy.max(160) }).strict()
export type QuoteReason = z.infer<typeof quoteReasonSchema>
export const quoteReasonsSchema = z.array(quoteReasonSchema).min(1)

// content/pages/meta.ts
export const pageKeys = [
  'home',
  'about',
  'services',
  'portfolio',
  'contact',
  'quote',
  'blog',
  'portland',
  'calculator',
  'patterns',
  'privacy',
  'notFound',
  'thankYou',
  'thankYouPhotosNotKept',
] as const
export type PageKey = (typeof pageKeys)[number]
export const pagesMetaSchema = z
  .object(Object.fromEntries(pageKeys.map((k) => [k, pageMetaSchema])) as Record<PageKey, typeof pageMetaSchema>)
  .strict()
  .superRefine((pages, ctx) => {
    const metas = Object.values(pages) as PageMeta[]
    if (!mkUniqueBy<PageMeta>((m) => m.title)(metas)) ctx.addIssue({ code: 'custom', message: 'titles must be unique', path: [] })
    if (!mkUniqueBy<PageMeta>((m) => m.description)(metas))
      ctx.addIssue({ code: 'custom', message: 'descriptions must be unique', path: [] })
  })
export type PagesMeta = z.infer<typeof pagesMetaSchema>

// --- Privacy policy -------------------------------------------------------------------------
export const policySectionSchema = z
  .object({
    heading: z.string().trim().min(1),
    paragraphs: z.array(z.string().trim().min(1)).min(1),
    list: z.array(z.string().trim().min(1)).optional(),
    subsections: z
      .array(
        z
          .object({
            heading: z.string().trim().min(1),
            paragraphs: z.array(z.string().min(1)).min(1),
            list: z.array(z.string().min(1)).optional(),
          })
          .strict(),
      )
      .optional(),
  })
  .strict()
export const privacyPolicySchema = z.object({ lastUpdated: z.iso.date(), sections: z.array(policySectionSchema).min(10) }).strict()
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>

// ---- Image catalogue (content/images.ts): each picture, and the spec its stand-in is drawn from ----
export const imageEntrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be an image id like hero-home'),
    alt: text
      .min(20)
      .max(200)
      .refine(
        (a) => !/^(an? )?(image|picture|photo|photograph) of\b/i.test(a),
        'alt text describes the picture; do not start with "image of"',
      ),
    aspect: imageAspectSchema,
    spec: imageSpecSchema,
  })
  .strict()
export type ImageEntry = z.infer<typeof imageEntrySchema>

export const imageCatalogueSchema = z
  .array(imageEntrySchema)
  .min(1)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>()
    entries.forEach((e, i) => {
      if (seen.has(e.id)) ctx.addIssue({ code: 'custom', message: `duplicate image id "${e.id}"`, path: [i, 'id'] })
      seen.add(e.id)
    })
  })
export type ImageCatalogue = z.infer<typeof imageCatalogueSchema>

// The owner's labor rates per job type, for the calculator's rough installed-price range.
export const laborRateSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z-]*$/, 'must be a short lowercase id like floor'),
    name: text,
    /** the quote form's project type this job preselects */
    project: z.enum(['Kitchen Backsplash', 'Bathroom & Shower', 'Flooring', 'Fireplace Surround', 'Outdoor / Patio', 'Commercial']),
    lowPerSqFt: z.number().positive().max(500),
    highPerSqFt: z.number().positive().max(500),
    minimum: z.number().nonnegative().max(100_000),
  })
  .strict()
  .refine((r) => r.highPerSqFt >= r.lowPerSqFt, { message: 'highPerSqFt must not be below lowPerSqFt', path: ['highPerSqFt'] })
export const laborRatesSchema = z
  .array(laborRateSchema)
  .min(1)
  .refine(
    mkUniqueBy((r) => r.id),
    'ids must be unique',
  )
export type LaborRateEntry = z.infer<typeof laborRateSchema>

// ---- Publishing (content/publishing.ts): the words about an article's publication ----
export const publishingCopySchema = z
  .object({
    /** before the date of a real change: "Updated March 3, 2025" */
    updated: text,
    draft: text,
    scheduled: text,
    /** what `npm run dev` says on a draft and on a scheduled article; {date} is the day it goes live */
    draftNote: text,
    scheduledNote: text.includes('{date}'),
    /** the editor's panel above an article in `npm run dev`; {length}, {range}, {min}, {max} and {title} are filled in */
    panel: z
      .object({
        heading: text,
        title: text,
        searchTitle: text,
        description: text,
        excerpt: text,
        length: text.includes('{length}').includes('{range}'),
        range: text.includes('{min}').includes('{max}'),
        atMost: text.includes('{max}'),
        outOfRange: text,
        search: text,
        card: text,
        cardAlt: text.includes('{title}'),
      })
      .strict(),
    /** what `npm run new:article` writes until the editor replaces it; a published article may not keep it */
    placeholders: z
      .object({
        description: text.min(articleLimits.description.min).max(articleLimits.description.max),
        excerpt: text.max(articleLimits.excerpt),
        imageAlt: text.min(20).max(200),
        body: text,
        heading: text,
      })
      .strict(),
  })
  .strict()
export type PublishingCopy = z.infer<typeof publishingCopySchema>
