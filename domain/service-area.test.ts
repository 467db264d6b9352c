// The browser's small table and the server's full table give the same answer for every ZIP.
import { describe, expect, it } from 'vitest'
import { checkZip, serviceAreaTable } from './service-area'
import { checkZipInTable } from './zip-area'

const table = serviceAreaTable()

describe('the service area', () => {
  it('places ZIPs by their distance from the office in Gresham', () => {
    expect(checkZip('97030')).toMatchObject({ kind: 'in-area' })
    expect(checkZip('97201')).toMatchObject({ kind: 'in-area' })
    expect(checkZip('97301')).toMatchObject({ kind: 'out-of-area' }) // Salem, about 50 miles
    expect(checkZip('10001')).toMatchObject({ kind: 'out-of-area' })
    expect(checkZip('00000')).toEqual({ kind: 'unknown' })
    expect(checkZip('97O30')).toEqual({ kind: 'invalid' })
    expect(checkZip('9703')).toEqual({ kind: 'invalid' })
  })

  it('is a small table for the page: a few hundred ZIPs under the prefixes that reach the area', () => {
    expect(table.inArea.length).toBeGreaterThan(50)
    expect(table.inArea.length + table.nearby.length).toBeLessThan(1000)
    expect(JSON.stringify(table).length).toBeLessThan(8000)
  })

  it('answers like the full table for every ZIP under those prefixes and for far-away ones', () => {
    const samples = [...table.inArea, ...table.nearby, '97299', '98699', '10001', '90210', '12345', '00000', 'abcde']
    for (const zip of samples) {
      const full = checkZip(zip).kind
      // Far away, the page cannot tell a real ZIP from a made-up one; the server can, when the form is sent.
      const expected = full === 'unknown' && !table.prefixes.includes(zip.slice(0, 3)) ? 'out-of-area' : full
      expect(checkZipInTable(zip, table).kind, zip).toBe(expected)
    }
  })
})
