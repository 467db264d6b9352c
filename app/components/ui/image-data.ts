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
