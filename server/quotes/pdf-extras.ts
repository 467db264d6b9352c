// The quote PDF's closing parts (issue 42): the owner's note, the lead's photos the quote names (as
// thumbnails: each stored photo is up to 1,600 px, and six of those would make a heavy e-mail), and
// the terms with their version.
import sharp from 'sharp'
import type { QuoteSnapshot } from '#domain/quote/quote-snapshot'
import { photoRules } from '#domain/photo-rules'
import { quotePdfWords as words } from '#content/quote-words-pdf'
import { fill } from './pdf-format'
import { type Pen, colors, contentWidth, page } from './pdf-pen'

// A thumbnail is made once per PDF and never reused: sharp's cache would only hold memory.
sharp.cache(false)

export type QuotePhoto = { position: number; data: Buffer; contentType: string }
type Thumbnail = { position: number; jpeg: Buffer; width: number; height: number }

/** Long side of a thumbnail in pixels: sharp at 3 across a Letter page (about 2.7 px a point). */
export const thumbnailPixels = 480

/** The photos the snapshot names, in its order, as small JPEGs; one that cannot be decoded is left out, not fatal. */
export async function thumbnails(snapshot: QuoteSnapshot, photos: readonly QuotePhoto[]): Promise<Thumbnail[]> {
  const made = await Promise.all(
    snapshot.photos.map(async ({ position }): Promise<Thumbnail | null> => {
      const photo = photos.find((p) => p.position === position)
      if (!photo) return null
      try {
        const { data, info } = await sharp(photo.data, { limitInputPixels: photoRules.maxPixels, failOn: 'truncated' })
          .rotate()
          .resize(thumbnailPixels, thumbnailPixels, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .toColourspace('srgb')
          // libjpeg-turbo's own encoder: mozjpeg's trellis search made each thumbnail 25 ms slower for 30 % fewer bytes, and the PDF is far under its 2 MB.
          .jpeg({ quality: 72 })
          .toBuffer({ resolveWithObject: true })
        return { position, jpeg: data, width: info.width, height: info.height }
      } catch {
        return null
      }
    }),
  )
  return made.filter((t): t is Thumbnail => t !== null)
}

export function drawNote(pen: Pen, s: QuoteSnapshot): void {
  if (!s.note.trim()) return
  pen.heading(words.note, 2, 30)
  pen.paragraph(s.note, { size: 10, gap: 2.5 })
}

export function drawPhotos(pen: Pen, shots: readonly Thumbnail[]): void {
  if (!shots.length) return
  pen.heading(words.photos, 2, 150)
  const across = 3
  const gap = 12
  const width = (contentWidth - gap * (across - 1)) / across
  const height = width * 0.75
  for (let row = 0; row < shots.length; row += across) {
    pen.ensure(height + 16)
    shots.slice(row, row + across).forEach((shot, i) => {
      const x = page.left + i * (width + gap)
      pen.doc.image(shot.jpeg, x, pen.y, { fit: [width, height], align: 'center', valign: 'center' })
      pen.textAt(fill(words.photoCaption, { n: shot.position }), x, pen.y + height + 2, width, {
        size: 8,
        color: colors.slate,
        align: 'center',
      })
    })
    pen.y += height + 18
  }
}

export function drawTerms(pen: Pen, s: QuoteSnapshot): void {
  pen.heading(words.terms, 2, 60)
  s.terms.paragraphs.forEach((text, i) => pen.paragraph(`${i + 1}. ${text}`, { size: 9, gap: 1.5 }, 5))
  pen.paragraph(fill(words.termsVersion, { version: s.terms.version }), { size: 8, color: colors.slate })
}
