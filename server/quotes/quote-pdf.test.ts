// The quote's PDF read back with PDF.js (an independent reader, not the pdfkit that wrote it): the
// options' totals at the top, the lines, the signed copy's record with the typed name and the hash,
// the PDF/A-2b markers (XMP part 2 conformance B, the sRGB output intent, every font embedded),
// thumbnails instead of full photos, and the same bytes for the same quote.
import { describe, expect, it } from 'vitest'
import { formatCents } from '#domain/quote/money'
import { quoteTerms } from '#content/quote-terms'
import { sampleAcceptance, sampleEvents, sampleSha256, sampleSnapshot } from '../../tests/helpers/sample-quote'
import { flat, readPdf } from '../../tests/helpers/pdf-reader'
import { photoWithGps } from '../../tests/helpers/test-images'
import { printable } from './pdf-fonts'
import { quotePdf } from './quote-pdf'

const latin1 = (pdf: Buffer) => pdf.toString('latin1')

describe('the quote PDF', () => {
  it('shows every option total on the first page, before any line item', async () => {
    const snapshot = sampleSnapshot({ options: 3, lines: 12 })
    const { pages } = await readPdf(await quotePdf(snapshot))
    const first = flat(pages[0])
    for (const option of snapshot.options) {
      const at = first.indexOf(formatCents(option.totals.totalCents))
      expect(at, option.name).toBeGreaterThan(-1)
      expect(at).toBeLessThan(first.indexOf(snapshot.options[0].lines[0].description))
    }
    expect(first).toContain('+$3,532.50 compared with Good')
    expect(first).toContain('Oregon CCB #123456')
    expect(first).toContain('Valid through: December 28, 2026')
  })

  it('lists every line with its figures, the add-ons, tax when there is some, the note and the terms', async () => {
    const snapshot = sampleSnapshot({ options: 2, lines: 40, addOns: 3, taxBasisPoints: 825 })
    const text = flat((await readPdf(await quotePdf(snapshot))).pages.join(' '))
    for (const line of [...snapshot.options.flatMap((o) => o.lines), ...snapshot.addOns]) {
      expect(text).toContain(
        `${line.description} ${line.quantity} ${line.unit} ${formatCents(line.unitCents)} ${formatCents(line.totalCents)}`,
      )
    }
    expect(text).toContain(`Tax (8.25%) ${formatCents(snapshot.options[1].totals.taxCents)}`)
    expect(text).toContain('We can start the week of January 5.')
    expect(text).toContain(flat(quoteTerms.terms.paragraphs[4]))
    expect(text).not.toContain('Acceptance record')
  })

  it('adds the acceptance record last to the signed copy: the typed name, the hash, the choice and the later views', async () => {
    const snapshot = sampleSnapshot({ options: 3, lines: 5 })
    const acceptance = sampleAcceptance(snapshot, 1, [0])
    const { pages } = await readPdf(await quotePdf(snapshot, { acceptance, events: sampleEvents }))
    const last = flat(pages.at(-1) ?? '')
    expect(last).toContain('Acceptance record')
    expect(last).toContain('Zoë Ångström')
    expect(last).toContain(sampleSha256)
    expect(last).toContain(`Total accepted ${formatCents(acceptance.totalCents)}`)
    expect(last).toContain('Option chosen Better')
    expect(last).toContain('Add-ons chosen Heated floor mat, zone 1')
    expect(last).toContain('December 1, 2026 at 3:04:05 PM PST')
    expect(last).toContain(flat(quoteTerms.consent.text))
    // The view after signing is listed; the one before it is not a later view.
    expect(last).toContain('198.51.100.20, Chrome/131.0')
    expect(last).not.toContain('Firefox/133.0')
  })

  it('is PDF/A-2b: XMP part 2 conformance B, an sRGB output intent, and only embedded fonts, all the site’s', async () => {
    const pdf = await quotePdf(sampleSnapshot(), { acceptance: sampleAcceptance(sampleSnapshot()), events: [] })
    const { xmp, fonts, info } = await readPdf(pdf)
    expect(xmp).toMatch(/<pdfaid:part>2<\/pdfaid:part>/)
    expect(xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/)
    expect(info.PDFFormatVersion).toBe('1.7')
    expect(latin1(pdf)).toMatch(/\/OutputIntents \[\d+ 0 R\]/)
    expect(latin1(pdf)).toMatch(/\/S \/GTS_PDFA1[\s\S]*\/DestOutputProfile \d+ 0 R/)
    expect(fonts.length).toBeGreaterThan(0)
    expect(fonts.every((f) => f.embedded)).toBe(true)
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['Fraunces-Regular', 'Inter-Regular', 'Inter-Regular'])
    expect(latin1(pdf)).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/)
  })

  it('is the same bytes for the same quote, dated by its issue day and not the clock', async () => {
    const snapshot = sampleSnapshot({ lines: 3 })
    const [a, b] = [await quotePdf(snapshot), await quotePdf(snapshot)]
    expect(Buffer.compare(a, b)).toBe(0)
    expect((await readPdf(a)).info.CreationDate).toBe('D:20261128120000Z')
  })

  it('shows the named photos as thumbnails, and leaves out one it cannot read', async () => {
    const snapshot = sampleSnapshot({ options: 1, lines: 2, photos: 3 })
    const photo = await photoWithGps(1600, 1200)
    const photos = [
      { position: 1, data: photo, contentType: 'image/jpeg' },
      { position: 2, data: Buffer.from('not an image'), contentType: 'image/jpeg' },
      { position: 3, data: photo, contentType: 'image/jpeg' },
      { position: 9, data: photo, contentType: 'image/jpeg' },
    ]
    const pdf = await quotePdf(snapshot, undefined, photos)
    const text = flat((await readPdf(pdf)).pages.join(' '))
    expect(text).toContain('Photo 1')
    expect(text).toContain('Photo 3')
    expect(text).not.toContain('Photo 2')
    expect(latin1(pdf).match(/\/Subtype \/Image/g)).toHaveLength(2)
    // Two thumbnails, not two 1,600 px photos.
    expect(pdf.length).toBeLessThan(photo.length)
  })
})

describe('printable', () => {
  it('keeps what the fonts hold and brings the rest to its plain letter, or "?"', () => {
    expect(printable('Zoë Ångström, 12 × 24 in. – “ok”')).toBe('Zoë Ångström, 12 × 24 in. – “ok”')
    expect(printable('Nguyễn\tŁódź 😀')).toBe('Nguyen ?ódz ?')
  })
})
