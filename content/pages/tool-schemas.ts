// The shapes of the tool pages' words: the calculator, the pattern tool and the quote page. Their
// tools run in the browser: the route hands each tool its words as props (the tools' controls keep
// their own labels, content/README.md).
import { z } from 'zod'
import { mkCopy, mkIcon, mkSentences } from '../schemas'
import {
  actionSchema,
  ctaSchema,
  heroSchema,
  linkedTextSchema,
  mkCopyAllowing,
  mkTemplate,
  projectGridWordsSchema,
  sectionCopySchema,
} from './schemas'

// ---- The cost calculator: content/pages/calculator.ts ----

export const calculatorToolWordsSchema = z
  .object({
    form: mkCopy.max(40),
    /** under 'More areas' and 'Cut-outs' */
    areaHints: z.object({ rooms: mkCopy.max(100), cutouts: mkCopy.max(100) }).strict(),
    results: z.object({ heading: mkCopy.max(40), empty: mkCopy.max(100), quoteLink: mkCopy.max(40) }).strict(),
    figures: z
      .object({
        area: mkCopy.max(30),
        tilesNeeded: mkCopy.max(30),
        waste: mkTemplate('percent').max(40),
        totalTiles: mkCopy.max(30),
        materialCost: mkCopy.max(30),
        total: mkTemplate('percent').max(40),
      })
      .strict(),
    shopping: z
      .object({
        heading: mkCopy.max(40),
        note: mkSentences.max(300),
        boxes: mkCopy.max(30),
        boxCost: mkCopy.max(30),
        thinset: mkCopy.max(30),
      })
      .strict(),
    labor: z.object({ heading: mkCopy.max(60), text: mkTemplate('job').max(200), advice: mkCopy.max(60) }).strict(),
    print: z
      .object({
        heading: mkCopy.max(60),
        prepared: mkTemplate('date').max(80),
        licence: mkCopy.max(20),
        area: mkCopy.max(30),
        tile: mkCopy.max(30),
        tilesToOrder: mkCopy.max(30),
        labor: mkTemplate('job').max(200),
        footnote: mkSentences.max(300),
        link: mkTemplate('link').max(60),
      })
      .strict(),
  })
  .strict()
export type CalculatorToolWords = z.infer<typeof calculatorToolWordsSchema>

/** How the estimate is worked out; {groutLb}, {notches}, {coverage} and {sizes} come from the calculator's own figures. */
export const howItWorksSchema = z
  .object({
    heading: mkCopy.max(60),
    steps: z.array(z.object({ term: mkCopy.max(40), text: mkCopyAllowing('groutLb', 'notches', 'coverage').max(500) }).strict()).min(1),
    patterned: z.object({ heading: mkCopy.max(60), text: mkSentences.max(300), item: mkTemplate('layout', 'percent').max(40) }).strict(),
    sizes: z.object({ heading: mkCopy.max(60), text: mkTemplate('sizes').max(200) }).strict(),
  })
  .strict()
export type HowItWorksCopy = z.infer<typeof howItWorksSchema>

export const calculatorPageSchema = z
  .object({
    breadcrumb: mkCopy.max(40),
    hero: heroSchema,
    /** with JavaScript off: the phone and the quote form instead */
    noScript: linkedTextSchema,
    tool: calculatorToolWordsSchema,
    howItWorks: howItWorksSchema,
    faq: mkCopy.max(60),
    cta: ctaSchema,
  })
  .strict()
export type CalculatorPage = z.infer<typeof calculatorPageSchema>

// ---- The pattern tool: content/pages/patterns.ts ----

export const patternToolWordsSchema = z
  .object({
    choose: mkCopy.max(40),
    preview: mkCopy.max(40),
    comparison: mkCopy.max(40),
    /** over the first picture when two are compared, beside the 'Compare with' choice */
    yourPattern: mkCopy.max(30),
    bestFor: mkCopy.max(30),
    difficulty: mkCopy.max(40),
    quoteLink: mkCopy.max(40),
    /** the drawn preview's text for screen readers */
    picture: mkTemplate('pattern', 'color', 'grout').max(80),
  })
  .strict()
export type PatternToolWords = z.infer<typeof patternToolWordsSchema>

const namedText = z.object({ name: mkCopy.max(40), text: mkSentences.max(300) }).strict()

export const patternGuideSchema = z
  .object({
    popular: z.object({ heading: mkCopy.max(60), items: z.array(namedText).min(1) }).strict(),
    roomSize: z.object({ heading: mkCopy.max(60), items: z.array(namedText).min(1) }).strict(),
    complexity: z
      .object({
        heading: mkCopy.max(60),
        items: z
          .array(
            z.object({ level: z.enum(['Easy', 'Moderate', 'Advanced']), patterns: mkCopy.max(60), text: mkSentences.max(300) }).strict(),
          )
          .min(1),
      })
      .strict(),
    tips: z
      .object({ heading: mkCopy.max(60), items: z.array(z.object({ icon: mkIcon, text: mkSentences.max(300) }).strict()).min(1) })
      .strict(),
  })
  .strict()
export type PatternGuideCopy = z.infer<typeof patternGuideSchema>

export const patternsPageSchema = z
  .object({
    breadcrumb: mkCopy.max(40),
    hero: heroSchema,
    tool: patternToolWordsSchema,
    aside: z.object({ heading: mkCopy.max(60), text: mkSentences.max(300), actions: z.array(actionSchema).min(1).max(3) }).strict(),
    guide: patternGuideSchema,
    cta: ctaSchema,
  })
  .strict()
export type PatternsPage = z.infer<typeof patternsPageSchema>

// ---- The quote page: content/pages/quote.ts ----

export const quoteWorkspaceWordsSchema = z
  .object({
    form: sectionCopySchema,
    projects: sectionCopySchema.extend({ grid: projectGridWordsSchema }).strict(),
    whyChoose: mkCopy.max(60),
    fields: z
      .object({
        /** one part of the day and its hours ({part}s are {time}) */
        visitTime: mkTemplate('part', 'time').max(60),
        visitHint: mkTemplate('times', 'max').max(100),
        visitChosen: mkTemplate('chosen', 'max').max(60),
        photosHint: mkTemplate('max').max(200),
        /** the photos chosen, as thumbnails: the list's name and each picture's text */
        photoList: mkCopy.max(40),
        photoAlt: mkTemplate('number', 'file').max(60),
        /** what came from the calculator or the pattern tool, shown above the message */
        attachments: z
          .object({
            estimate: mkCopy.max(60),
            pattern: mkCopy.max(60),
            roomSize: mkCopy.max(30),
            tileSize: mkCopy.max(30),
            layout: mkCopy.max(30),
            tiles: mkCopy.max(30),
            materialCost: mkCopy.max(30),
            patternName: mkCopy.max(30),
            color: mkCopy.max(30),
            grout: mkCopy.max(30),
          })
          .strict(),
      })
      .strict(),
  })
  .strict()
export type QuoteWorkspaceWords = z.infer<typeof quoteWorkspaceWordsSchema>

export const quotePageSchema = z
  .object({
    breadcrumb: mkCopy.max(40),
    hero: heroSchema,
    credentials: z
      .object({
        label: mkCopy.max(40),
        rating: z.object({ label: mkCopy.max(40), text: mkCopy.max(30) }).strict(),
        badges: z
          .array(z.object({ icon: mkIcon, text: mkCopy.max(40) }).strict())
          .min(1)
          .max(3),
      })
      .strict(),
    workspace: quoteWorkspaceWordsSchema,
  })
  .strict()
export type QuotePage = z.infer<typeof quotePageSchema>
