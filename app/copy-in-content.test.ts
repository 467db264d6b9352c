// Every word a page shows comes from content/, where the content check reads it and an editor finds
// it: this test reads the routes, sections, layout and tools with the TypeScript parser and fails on
// words typed in their JSX. Controls keep their own labels (content/README.md): the text of a
// button, label, legend or option, the label, placeholder and aria-label of a control, and what a
// live region announces.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const app = import.meta.dirname

/** The files that render what a page shows, relative to app/. */
function pageFiles(): string[] {
  const under = (dir: string) =>
    readdirSync(path.join(app, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
      .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
  return ['root.tsx', ...under('routes'), ...under('components/sections'), ...under('components/layout'), ...under('features')].sort()
}

/** A word: two letters or more, once the slots ({minutes}) are left out. */
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/\{\w+\}/g, ''))

/** Props that carry words, and the fields of objects passed in props that do (a breadcrumb's name). */
const copyProps = /^(heading|intro|text|title|subtitle|label|eyebrow|description|alt|placeholder|aria-label)$/
const copyFields = /^(heading|intro|text|title|subtitle|label|description|name)$/

/** Where a control's own words are allowed. */
const controlText = new Set(['button', 'Button', 'label', 'legend', 'option', 'select', 'textarea'])
const isControl = (tag: string) => ['button', 'input', 'select', 'textarea', 'Button'].includes(tag) || tag.endsWith('Field')

type Element = { tag: string; attrs: Map<string, string> }
export type TypedCopy = { at: string; kind: string; text: string }

function elementOf(node: ts.JsxElement | ts.JsxSelfClosingElement): Element {
  const opening = ts.isJsxElement(node) ? node.openingElement : node
  const attrs = new Map<string, string>()
  for (const a of opening.attributes.properties)
    if (ts.isJsxAttribute(a)) attrs.set(a.name.getText(), a.initializer && ts.isStringLiteral(a.initializer) ? a.initializer.text : '')
  return { tag: opening.tagName.getText(), attrs }
}

/** A control, or a group of controls (role=group), names itself. */
const namesItself = (e: Element) => isControl(e.tag) || ['group', 'radiogroup'].includes(e.attrs.get('role') ?? '')
/** Inside a button, label, legend or option, or a live region (what a control announces). */
const controlsOwn = (ancestors: Element[]) =>
  ancestors.some((e) => controlText.has(e.tag) || e.attrs.has('aria-live') || ['status', 'alert'].includes(e.attrs.get('role') ?? ''))

/** The strings an expression can render: literals, through conditions, fallbacks and template literals. */
function renderedStrings(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
  if (ts.isTemplateExpression(node)) return [node.head.text + node.templateSpans.map((s) => `{…}${s.literal.text}`).join('')]
  if (ts.isParenthesizedExpression(node)) return renderedStrings(node.expression)
  if (ts.isConditionalExpression(node)) return [...renderedStrings(node.whenTrue), ...renderedStrings(node.whenFalse)]
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.AmpersandAmpersandToken].includes(node.operatorToken.kind))
    return renderedStrings(node.right)
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind))
    return [...renderedStrings(node.left), ...renderedStrings(node.right)]
  return []
}

/** Copy-named fields written in an object inside a prop: trail={[{ name: 'Blog', path: '/blog' }]}. */
function fieldStrings(node: ts.Node): string[] {
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return []
  if (ts.isPropertyAssignment(node) && copyFields.test(node.name.getText())) return renderedStrings(node.initializer)
  return node.getChildren().flatMap(fieldStrings)
}

/** Words typed in the JSX of one .tsx source. */
export function typedCopy(fileName: string, source: string): TypedCopy[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: TypedCopy[] = []
  const report = (node: ts.Node, kind: string, text: string) =>
    found.push({ at: `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`, kind, text: text.trim() })
  const visit = (node: ts.Node, ancestors: Element[]) => {
    if (ts.isJsxText(node) && hasWords(node.text) && !controlsOwn(ancestors)) report(node, 'JSX text', node.text)
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      for (const text of renderedStrings(node.expression)) if (hasWords(text) && !controlsOwn(ancestors)) report(node, 'string child', text)
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText()
      const element = ancestors.at(-1)
      const own = element !== undefined && (namesItself(element) || name === 'closeLabel')
      const value = node.initializer
      const strings =
        value && ts.isStringLiteral(value)
          ? copyProps.test(name)
            ? [value.text]
            : []
          : value && ts.isJsxExpression(value) && value.expression
            ? [...(copyProps.test(name) ? renderedStrings(value.expression) : []), ...fieldStrings(value.expression)]
            : []
      if (!own) for (const text of strings) if (hasWords(text)) report(node, `${name}=`, text)
    }
    const next = ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) ? [...ancestors, elementOf(node)] : ancestors
    // An element's attributes belong to it: visit them with the element as the last ancestor.
    ts.forEachChild(node, (child) => visit(child, next))
  }
  visit(file, [])
  return found
}

const read = (file: string) => readFileSync(path.join(app, file), 'utf8')

describe('the words a page shows', () => {
  it('come from content/: no route, section, layout part or tool types a heading, intro, call to action or sentence', () => {
    const files = pageFiles()
    expect(files.length).toBeGreaterThan(50)
    expect(files.flatMap((f) => typedCopy(f, read(f)))).toEqual([])
  })

  it('are found where a page types them, as home.tsx did', () => {
    const before = `
      export default function Home({ loaderData }) {
        const site = useSite()
        return (
          <>
            <Section id="services-heading" heading="Our Expert Services" intro="From a single backsplash to a whole-home floor.">
              <ButtonLink href="/portfolio" variant="outline" size="lg">View Full Portfolio</ButtonLink>
            </Section>
            <section aria-label="About Star Tile"><p>Still have a question?</p></section>
            <Breadcrumbs trail={[{ name: 'Tile Cost Calculator', path: '/tile-cost-calculator' }]} />
            <CtaBand id="about-cta" heading="Let's Talk" text={\`We reply within \${site.replyHours} hours.\`}>
              <ButtonLink href={site.phone.href}>Call {site.phone.display}</ButtonLink>
            </CtaBand>
            <button type="button" aria-label="Menu">Share</button>
            <p aria-live="polite">{count === 1 ? 'Showing 1 project' : 'Showing projects'}</p>
            <NumberField label="Room Length (feet)" placeholder="12" />
          </>
        )
      }`
    expect(typedCopy('home.tsx', before).map((c) => `${c.kind} ${c.text}`)).toEqual([
      'heading= Our Expert Services',
      'intro= From a single backsplash to a whole-home floor.',
      'JSX text View Full Portfolio',
      'aria-label= About Star Tile',
      'JSX text Still have a question?',
      'trail= Tile Cost Calculator',
      "heading= Let's Talk",
      'text= We reply within {…} hours.',
      'JSX text Call',
    ])
  })
})
