import { describe, expect, it } from 'vitest'
import { getImage } from './images.server'

describe('getImage', () => {
  it('throws for an unknown image id', () => {
    expect(() => getImage('no-such-image')).toThrow('Unknown image id "no-such-image"')
  })
})
