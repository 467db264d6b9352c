import { describe, expect, it } from 'vitest'
import { clientKey } from './client-address'

describe('clientKey', () => {
  it('counts an IPv4 client by its address, also when written as IPv4-mapped IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts an IPv6 client by its /64, so fresh addresses from one subscriber share one count', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'))
  })

  it('names a client without an address "unknown" rather than failing', () => {
    expect(clientKey(undefined)).toBe('unknown')
  })
})
