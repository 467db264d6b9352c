// Checks that each article carries, word for word, the planning figures that belong to it,
// and that each article body is long enough to be useful.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it, expect } from 'vitest'

const facts: Record<string, string[]> = {
  'best-tile-materials-portland-climate': [
    '43 inches',
    'about 43 inches a year',
    'less than 0.5%',
    '$5-$15 per square foot',
    '$5-$10',
    '3-10%',
    '30-50% less',
    'every 6 months to 2 years',
    '](/blog/waterproofing-before-tile)',
    '](/blog/choosing-tile-contractor-portland)',
    '](/contact)',
    '](/portfolio)',
  ],
  'tile-installation-mistakes-portland': [
    '24-48 hours',
    'within 48 hours',
    'every 20-25 feet',
    '1/8 inch over 10 feet',
    '[Back to Blog](/blog)',
    '## When to Call a Professional',
    '](/contact)',
    '](/services)',
  ],
  'budgeting-tile-project-portland': ['$900 to $2,500+', '$1,200 to $4,000+', '$3,500 to $10,000+', '10-15% contingency', '](/contact)'],
  'kitchen-backsplash-ideas-2025': [
    '2-3 days',
    '](/tile-cost-calculator)',
    '](/services)',
    '](/contact)',
    '<ButtonLink href="/contact">Get Free Quote</ButtonLink>',
    '<ButtonLink href="/portfolio">View Our Work</ButtonLink>',
  ],
  'waterproofing-before-tile': ['10-15%', '$800-$1,500', '$15,000-$30,000', '$3,000-$8,000', '24-48 hours', '](/contact)'],
  'best-tile-stores-portland': ['](/contact)'],
  'fix-cracked-grout': [
    'two-thirds',
    '20-30 minutes',
    '15-20 minutes',
    '24-48 hours',
    'two coats',
    'every 1-2 years',
    'more than 25%',
    '](/contact)',
  ],
  'tile-trends-portland-2025': ['15-20%', '](/tile-pattern-comparison)', '](/contact)'],
  'choosing-tile-contractor-portland': [
    '<PhoneLink />',
    '](https://www.oregon.gov/ccb)',
    '| Do It Yourself | Hire a Professional |',
    '](/contact)',
  ],
}

const slugs = Object.keys(facts)

function read(slug: string): string {
  return readFileSync(path.resolve(import.meta.dirname, 'articles', slug + '.mdx'), 'utf8')
}

/** The text after the frontmatter. */
function body(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source)
  return match ? source.slice(match[0].length) : source
}

/** The body with Markdown and JSX syntax roughly removed, as words. */
function words(mdx: string): string[] {
  const text = mdx
    .replace(/<[^>]+>/g, ' ') // JSX tags
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links: keep the label
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, ' ') // table separator rows
    .replace(/[#*_`>|]/g, ' ') // heading, emphasis, code, quote and table marks
    .replace(/^\s*(?:[-+]|\d+\.)\s+/gm, ' ') // list markers
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w))
}

describe('articles', () => {
  it('covers all nine articles', () => {
    expect(slugs).toHaveLength(9)
  })

  for (const slug of slugs) {
    describe(slug, () => {
      const source = read(slug)

      for (const fact of facts[slug]) {
        it(`contains ${JSON.stringify(fact)}`, () => {
          expect(source).toContain(fact)
        })
      }

      it('has more than 900 words of body text', () => {
        expect(words(body(source)).length).toBeGreaterThan(900)
      })
    })
  }
})

describe('article structure', () => {
  it('lists exactly seven numbered mistakes, each with a fix and a pro tip', () => {
    const source = read('tile-installation-mistakes-portland')
    const mistakes = source.match(/^### Mistake \d+: .+$/gm) ?? []
    expect(mistakes.map((m) => /Mistake (\d+)/.exec(m)?.[1])).toEqual(['1', '2', '3', '4', '5', '6', '7'])
    expect(source.match(/^\*\*The fix:\*\*/gm)).toHaveLength(7)
    expect(source.match(/^\*\*Pro tip:\*\*/gm)).toHaveLength(7)
  })

  it('compares DIY and professional across exactly six factors', () => {
    const source = read('choosing-tile-contractor-portland')
    const rows = source.split('\n').filter((l) => l.startsWith('|'))
    // header + separator + six factor rows
    expect(rows).toHaveLength(8)
  })

  it('lists five suppliers without rating them: what each is good for, how to reach it and three strengths', () => {
    const source = body(read('best-tile-stores-portland'))
    expect(source).not.toMatch(/<Stars|★|star rating|\d(\.\d)?\s*(\/\s*5|out of 5|stars)/i)
    const sections = source
      .split(/^## /m)
      .find((s) => s.startsWith('Five Tile Suppliers'))!
      .split(/^### /m)
      .slice(1)
    expect(sections).toHaveLength(5)
    for (const section of sections) {
      expect(section).toMatch(/^\*\*Good for:\*\* .+$/m)
      expect(section).toMatch(/^\*\*How to reach it:\*\* .*\]\(https:\/\/www\.[a-z]+\.com\)/m)
      const strengths = section.split('**Strengths:**')[1] ?? ''
      expect(strengths.match(/^- .+$/gm)).toHaveLength(3)
    }
  })

  it('ends the backsplash article with the two closing buttons', () => {
    const source = read('kitchen-backsplash-ideas-2025').trimEnd()
    expect(
      source.endsWith('<ButtonLink href="/contact">Get Free Quote</ButtonLink>\n<ButtonLink href="/portfolio">View Our Work</ButtonLink>'),
    ).toBe(true)
  })
})
