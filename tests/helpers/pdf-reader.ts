// Reads a PDF the way a reader program would, with PDF.js (pdfjs-dist, not the pdfkit that wrote
// it): the text of each page, the document's XMP metadata, and the fonts each page draws with and
// whether their files are inside the PDF. For the quote PDF's tests and its benchmark.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export type PdfReading = {
  pages: string[]
  /** The XMP metadata stream as written. */
  xmp: string
  info: Record<string, unknown>
  /** Every font a page draws with: its name and whether its program is embedded. */
  fonts: { name: string; embedded: boolean }[]
}

type LoadedFont = { name?: string; loadedName?: string; missingFile?: boolean }

export async function readPdf(data: Buffer): Promise<PdfReading> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise
  try {
    const pages: string[] = []
    const fonts = new Map<string, boolean>()
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n)
      const content = await page.getTextContent()
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''))
      await page.getOperatorList()
      for (const key of Object.keys(content.styles)) {
        const font = (await new Promise((resolve) => page.commonObjs.get(key, resolve))) as LoadedFont
        fonts.set(font.name ?? key, !font.missingFile)
      }
    }
    const meta = await pdf.getMetadata()
    const xmp = meta.metadata ? (meta.metadata.getRaw() as string) : ''
    return { pages, xmp, info: meta.info as Record<string, unknown>, fonts: [...fonts].map(([name, embedded]) => ({ name, embedded })) }
  } finally {
    await pdf.destroy()
  }
}

/** Text with runs of white space as one space, so a figure split across items still matches. */
export const flat = (text: string) => text.replace(/\s+/g, ' ')
