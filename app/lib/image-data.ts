// What a page needs to show one image: shared by build-time code and the browser, so no zod here.
export type ImageData = {
  id: string
  alt: string
  /** width and height of the largest variant */
  width: number
  height: number
  /** the widths written for each format, ascending */
  widths: number[]
  /** dominant colour hex, shown as the placeholder */
  color: string
}

/** The address of one built variant of an image: /images/<id>-<width>.<format>. */
export const imageUrl = (image: Pick<ImageData, 'id'>, width: number, format: 'avif' | 'webp' | 'jpg') =>
  `/images/${image.id}-${width}.${format}`

/** The largest JPEG of an image, for structured data and feeds. */
export const largestJpeg = (image: ImageData) => imageUrl(image, image.widths[image.widths.length - 1], 'jpg')
