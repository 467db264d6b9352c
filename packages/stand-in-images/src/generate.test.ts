import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderStandIn } from './generate'
import { SOURCE_SIZES } from './source-sizes'
import type { StandIn } from './spec'

const card: StandIn = {
  id: 'test-card',
  aspect: 'card',
  spec: { pattern: 'subway', colours: ['#f4f3ef'], material: 'ceramic', grout: '#9a9893', room: 'kitchen', depth: 'counter' },
}
const hero: StandIn = {
  id: 'test-hero',
  aspect: 'hero',
  spec: { pattern: 'plank', colours: ['#a9835c', '#b08a62'], material: 'wood-look', grout: '#6f5a46', room: 'floor', depth: 'floor-wall' },
}
const pixels = async (png: Buffer) => sharp(png).resize(60, 40, { fit: 'fill' }).raw().toBuffer()

describe('renderStandIn', () => {
  it('renders a 3:2 card source at 1800 x 1200', async () => {
    const meta = await sharp(await renderStandIn(card)).metadata()
    expect([meta.width, meta.height]).toEqual([SOURCE_SIZES.card.width, SOURCE_SIZES.card.height])
    expect([meta.width, meta.height]).toEqual([1800, 1200])
  })

  it('renders a 16:9 hero source at 2400 x 1350', async () => {
    const meta = await sharp(await renderStandIn(hero)).metadata()
    expect([meta.width, meta.height]).toEqual([2400, 1350])
  })

  it('is stable for an id, and two ids with the same description still differ', async () => {
    const a = await pixels(await renderStandIn(card))
    const again = await pixels(await renderStandIn(card))
    const b = await pixels(await renderStandIn({ ...card, id: 'test-card-2' }))
    expect(again.equals(a)).toBe(true)
    expect(b.equals(a)).toBe(false)
  })
})
