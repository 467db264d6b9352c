// The quote PDF's drawing kit (issue 42): one pdfkit document on US Letter, the site's colors and
// fonts, and a pen that knows where it is on the page, so each section asks for the room it needs
// and a block that does not fit starts on the next page instead of being split mid-row.
import PDFDocument from 'pdfkit'
import { type PdfFont, pdfFonts, printable } from './pdf-fonts'

/** The site's palette (/work/shared/design.md): dark text on white, terracotta for rules and accents. */
export const colors = { ink: '#1c2430', slate: '#475569', accent: '#9a4322', line: '#e7e2da', panel: '#f6f2ec' } as const

export const page = { width: 612, height: 792, left: 50, right: 562, top: 50, bottom: 730 } as const
export const contentWidth = page.right - page.left

export type TextStyle = {
  font?: PdfFont
  size?: number
  color?: string
  align?: 'left' | 'right' | 'center'
  gap?: number
  /** Tabular figures, so amounts in a column line up digit under digit. */
  figures?: boolean
}

const textOptions = (width: number, s: TextStyle): PDFKit.Mixins.TextOptions => ({
  width,
  align: s.align ?? 'left',
  lineGap: s.gap ?? 1.5,
  features: s.figures ? ['tnum'] : [],
})

export class Pen {
  y: number = page.top

  constructor(readonly doc: PDFKit.PDFDocument) {}

  /** Starts a new page when `height` more points would not fit above the footer. */
  ensure(height: number): void {
    if (this.y + height <= page.bottom) return
    this.doc.addPage()
    this.y = page.top
  }

  /** Goes on on a fresh page, unless this one is still empty. */
  newPage(): void {
    if (this.y > page.top) this.ensure(page.bottom)
  }

  style(s: TextStyle): PDFKit.PDFDocument {
    return this.doc
      .font(s.font ?? 'text')
      .fontSize(s.size ?? 9.5)
      .fillColor(s.color ?? colors.ink)
  }

  heightOf(text: string, width: number, s: TextStyle = {}): number {
    return this.style(s).heightOfString(printable(text), textOptions(width, s))
  }

  /** Draws `text` at (x, y) in a box `width` wide, without moving the pen; returns its height. */
  textAt(text: string, x: number, y: number, width: number, s: TextStyle = {}): number {
    const shown = printable(text)
    this.style(s).text(shown, x, y, textOptions(width, s))
    return this.doc.y - y
  }

  /** A block of text across the column, on a new page if it does not fit; the pen moves below it. */
  paragraph(text: string, s: TextStyle = {}, after = 6): void {
    const height = this.heightOf(text, contentWidth, s)
    this.ensure(Math.min(height, 120))
    this.textAt(text, page.left, this.y, contentWidth, s)
    this.y = this.doc.y + after
  }

  heading(text: string, level: 1 | 2 | 3 = 2, keepWith = 40): void {
    const size = level === 1 ? 22 : level === 2 ? 14 : 11
    const before = level === 1 ? 0 : level === 2 ? 14 : 8
    const font: PdfFont = level === 3 ? 'strong' : 'heading'
    const height = this.heightOf(text, contentWidth, { font, size })
    this.ensure(before + height + keepWith)
    this.y += this.y === page.top ? 0 : before
    this.textAt(text, page.left, this.y, contentWidth, { font, size, color: level === 2 ? colors.ink : colors.ink })
    this.y += height + (level === 2 ? 4 : 3)
    if (level === 2) this.rule(colors.accent, 1)
  }

  rule(color: string = colors.line, width = 0.75, from: number = page.left, to: number = page.right): void {
    this.doc.moveTo(from, this.y).lineTo(to, this.y).lineWidth(width).strokeColor(color).stroke()
    this.y += 6
  }
}

export type DocumentFacts = { title: string; author: string; subject: string; createdAt: Date }

/** A PDF/A-2b document (pdfkit writes the XMP identification and the sRGB output intent) in the site's fonts. */
export function newDocument(facts: DocumentFacts): PDFKit.PDFDocument {
  const fonts = pdfFonts()
  // Only `[A-Za-z0-9 .,-]` in the document's facts: pdfkit copies them into the XMP unescaped and
  // counts that stream's length in characters, not bytes.
  const safe = (s: string) => printable(s).replace(/[^A-Za-z0-9 .,\-]/g, '')
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: page.top, left: page.left, right: page.width - page.right, bottom: page.height - page.bottom },
    pdfVersion: '1.7',
    subset: 'PDF/A-2b',
    lang: 'en-US',
    displayTitle: true,
    bufferPages: true,
    // No default font: pdfkit's is Helvetica, a standard font PDF/A forbids unembedded. (A default
    // of the site's own would be parsed again on every switch to it, as pdfkit caches it by name.)
    font: '',
    info: {
      Title: safe(facts.title),
      Author: safe(facts.author),
      Subject: safe(facts.subject),
      Creator: safe(facts.author),
      CreationDate: facts.createdAt,
    },
  })
  doc.registerFont('text', fonts.text)
  doc.registerFont('strong', fonts.strong)
  doc.registerFont('heading', fonts.heading)
  return doc
}
