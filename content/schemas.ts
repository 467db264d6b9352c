// The shapes of the site's content. Each content file parses its data with one of these at load.
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

// Only the fields a person decides: the slug is the file name, the read time is counted from the
// body, and dateModified defaults to date (content/article-files.ts fills them in).
export const articleFrontmatterSchema = z
  .object({
    title: text.max(110),
    /** The <title> when the h1 is too long for one: search results show about 60 characters. */
    seoTitle: text.max(60).optional(),
    description: text.min(50).max(160),
    excerpt: text.max(300),
    category: z.enum(articleCategories),
    topics: z
      .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case like wet-rooms'))
      .min(1)
      .max(6),
    date: isoDate,
    dateModified: isoDate.optional(),
    featured: z.boolean(),
    image: z.string().regex(/^[a-z0-9-]+$/),
    imageAlt: text,
  })
  .strict()
  .refine((f) => !f.dateModified || f.dateModified >= f.date, { message: 'must not be before date', path: ['dateModified'] })
export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>
/** An article as pages use it: the frontmatter with the derived fields filled in. */
export type Article = Omit<ArticleFrontmatter, 'dateModified'> & { slug: string; dateModified: string; readTime: number }

// ---- Marketing pages: services, FAQ, home, about, areas, projects, page metadata ----

/** The only `{tokens}` copy may hold; content/tokens.ts replaces each with a fact from content/business.ts. */
export const contentTokens = [
  'name',
  'phone',
  'email',
  'address',
  'licence',
  'years',
  'founded',
  'replyHours',
  'radius',
  'photoRetentionDays',
] as const
export type ContentToken = (typeof contentTokens)[number]
const mkCopy = z
  .string()
  .trim()
  .min(1)
  .refine((s) => [...s.matchAll(/\{([^{}]*)\}/g)].every((m) => (contentTokens as readonly string[]).includes(m[1])), {
    message: `unknown token: the tokens are ${contentTokens.map((t) => `{${t}}`).join(', ')}`,
  })
  .refine((s) => !/\b(lorem|ipsum|todo|tbd)\b/i.test(s), { message: 'placeholder text' })
const mkSentences = mkCopy.min(40)
const mkIcon = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a Lucide icon name like chef-hat')
const mkImageId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be an image id like hero-home')
const mkHref = z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'must be a site path like /services#kitchen')
const mkSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case')
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

// content/home.ts
export const linkedSegmentSchema = z.object({ text: z.string().min(1), href: mkHref.optional() }).strict()
export type LinkedSegment = z.infer<typeof linkedSegmentSchema>
export const homeContentSchema = z
  .object({
    hero: z.object({ headline: mkCopy.max(90), subheadline: mkSentences.max(240), licenceLine: mkCopy.includes('{licence}') }).strict(),
    intro: z.array(linkedSegmentSchema).min(1),
    whyChoose: z.object({ heading: mkCopy.max(60), points: z.array(iconPointSchema).min(1) }).strict(),
  })
  .strict()
export type HomeContent = z.infer<typeof homeContentSchema>

// content/about.ts
export const statSchema = z.object({ value: mkCopy.max(30), label: mkCopy.max(40) }).strict()
export type Stat = z.infer<typeof statSchema>
export const aboutContentSchema = z
  .object({
    hero: z.object({ title: mkCopy.max(90), subtitle: mkSentences.max(240) }).strict(),
    story: z.array(mkSentences.max(900)).min(1),
    pullQuote: z.object({ text: mkSentences.max(300), attribution: mkCopy.max(60) }).strict(),
    stats: z.array(statSchema).min(1),
    promise: z.object({ heading: mkCopy.max(60), pillars: z.array(iconPointSchema).min(1) }).strict(),
  })
  .strict()
export type AboutContent = z.infer<typeof aboutContentSchema>

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

// content/pages.ts
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

// ---- Image catalogue (content/images.ts): what each generated stand-in picture shows ----
const imgHex = z.string().regex(/^#[0-9a-f]{6}$/, 'must be a lower-case hex colour like #a1b2c3')
export const imagePatterns = [
  'subway',
  'vertical-stack',
  'herringbone',
  'chevron',
  'grid',
  'checker',
  'diagonal',
  'diagonal-checker',
  'hexagon',
  'large-format',
  'mosaic',
  'penny',
  'plank',
] as const
export const imageMaterials = ['porcelain', 'ceramic', 'marble', 'stone', 'glass', 'wood-look', 'terracotta', 'zellige'] as const
export const imageRooms = ['kitchen', 'bathroom', 'shower', 'floor', 'fireplace', 'patio', 'wall', 'entry', 'commercial'] as const
export const imageDepths = ['counter', 'niche', 'floor-wall', 'fireplace', 'step', 'none'] as const

/** One tiled surface: its layout, tile colours (mixed at random; checkers alternate the first two) and grout. */
export const imageSurfaceSchema = z
  .object({
    pattern: z.enum(imagePatterns),
    colours: z.array(imgHex).min(1).max(6),
    material: z.enum(imageMaterials),
    grout: imgHex,
    /** one tile in inches: [across, high] (hexagon and penny: [width, width]) */
    size: z.tuple([z.number().positive().max(120), z.number().positive().max(120)]).optional(),
    /** veining colour of marble and stone */
    vein: imgHex.optional(),
  })
  .strict()
export type ImageSurface = z.infer<typeof imageSurfaceSchema>

/**
 * A generated picture: the main surface, the room and depth cue around it, and camera hints.
 * `secondary` is the other surface of the scene (the wall above a floor, the counter top, the
 * niche's back, the hearth, the step risers); without a pattern it is a plain colour.
 */
export const imageSpecSchema = imageSurfaceSchema
  .extend({
    room: z.enum(imageRooms),
    depth: z.enum(imageDepths),
    /** camera turned sideways, degrees */
    angle: z.number().min(-40).max(40).optional(),
    /** zoom: 1 is the normal framing, 2 twice as close */
    crop: z.number().min(0.5).max(2.5).optional(),
    /** metal trim (niche frame, wall strip, floor transition) */
    trim: imgHex.optional(),
    /** metal of a shower valve on the wall */
    fixture: imgHex.optional(),
    secondary: imageSurfaceSchema.partial({ pattern: true, grout: true }).optional(),
    /** a floor being laid: the share of the picture already tiled */
    progress: z.number().min(0.1).max(0.9).optional(),
  })
  .strict()
export type ImageSpec = z.infer<typeof imageSpecSchema>

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
    aspect: z.enum(['hero', 'card']),
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
