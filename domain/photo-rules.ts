// The quote form's photo rules, shared by the browser (checked as photos are chosen) and the server
// (checked again on the bytes, server/intake/photos.ts). A photo is named by its place in the form
// and its file name, so the visitor knows which one to change.

export const photoRules = {
  maxCount: 5,
  maxBytes: 10 * 1024 * 1024,
  /** Decompression bombs: a small file that claims a huge picture is refused before it is decoded. */
  maxPixels: 100_000_000,
  /** What we keep: the long side at most this, re-encoded as JPEG at this quality with no metadata
   * (chosen from measurements: docs/limits.md). */
  maxSide: 1600,
  quality: 75,
  /** The types the file input offers; HEIC is read only where the image library can decode it. */
  accept: 'image/jpeg,image/png,image/webp',
} as const

/** A file name fit to show: no control or invisible format characters (a U+202E override would show
 * "gpj.exe" as "exe.jpg") and no paths, at most 60 characters. Never a path on disk. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base
    .replace(/(?![\u200c\u200d])\p{Cf}/gu, '')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return clean.length > 60 ? `${clean.slice(0, 57)}...` : clean || 'unnamed'
}

const photo = (n: number, name: string) => `Photo ${n} (${displayName(name)})`

export const photoMessages = {
  /** The thank-you page of a post without JavaScript whose photos were not kept. */
  notKeptPage: 'Your request was sent, but we could not keep your photos right now. We will ask you for them when we get in touch.',
  /** The request was saved, its photos (some or all) were not: said on the page and in the scripted form. */
  notKept: (count: number) =>
    `Your request was sent, but we could not keep ${count === 1 ? 'your photo' : `${count} of your photos`} right now. We will ask you for ${count === 1 ? 'it' : 'them'} when we get in touch.`,
  tooMany: `Please send at most ${photoRules.maxCount} photos.`,
  tooLarge: (n: number, name: string) => `${photo(n, name)} is over 10 MB. Please choose a smaller photo.`,
  notImage: (n: number, name: string) => `${photo(n, name)} is not a JPEG, PNG or WebP image. Please choose a photo.`,
  heic: (n: number, name: string) =>
    `${photo(n, name)} is a HEIC photo, which we cannot open. Please send it as a JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible).`,
  damaged: (n: number, name: string) => `${photo(n, name)} could not be read: the file seems damaged. Please choose another photo.`,
  tooManyPixels: (n: number, name: string, width: number, height: number) =>
    `${photo(n, name)} is too large in pixels (${width.toLocaleString('en-US')} x ${height.toLocaleString('en-US')}). Please send a photo of at most 100 megapixels.`,
} as const
