// subset-font 2.9 has no types of its own (DefinitelyTyped's describe 2.3, without keepFeatures):
// just the options tools/fonts.ts uses.
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    keepFeatures?: string[]
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>
}
