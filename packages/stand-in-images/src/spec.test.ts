import { describe, expect, it } from 'vitest'
import { imageSpecSchema, type ImageSpec } from './spec'

const spec: ImageSpec = {
  pattern: 'herringbone',
  colours: ['#f3efe8'],
  material: 'marble',
  grout: '#e0dad0',
  room: 'kitchen',
  depth: 'counter',
  secondary: { colours: ['#34302c'], material: 'stone' },
}

describe('imageSpecSchema', () => {
  it('accepts a spec whose secondary surface is a plain colour (no pattern, no grout)', () => {
    expect(imageSpecSchema.parse(spec)).toEqual(spec)
  })

  it('names the field of a colour that is not lower-case hex', () => {
    const result = imageSpecSchema.safeParse({ ...spec, grout: '#E0DAD0' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['grout'], message: expect.stringContaining('lower-case hex') })
  })

  it('refuses a field the drawing code does not read, and a pattern it cannot lay', () => {
    expect(imageSpecSchema.safeParse({ ...spec, colour: '#ffffff' }).success).toBe(false)
    expect(imageSpecSchema.safeParse({ ...spec, pattern: 'basketweave' }).success).toBe(false)
  })
})
