import { describe, expect, it } from 'vitest'
import { clientKey, networkKey } from './client-address'

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

describe('networkKey', () => {
  it('puts an IPv4 client in its /24, written plain or IPv4-mapped', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.0/24')
    expect(networkKey('::ffff:203.0.113.250')).toBe('203.0.113.0/24')
    expect(networkKey('203.0.114.7')).not.toBe(networkKey('203.0.113.7'))
  })

  it('puts an IPv6 client in its /48: every /64 of one site or tunnel shares one count', () => {
    expect(networkKey('2001:db8:1:2::1')).toBe('2001:db8:1::/48')
    expect(networkKey('2001:db8:1:ffff:1:2:3:4')).toBe('2001:db8:1::/48')
    expect(networkKey('2001:db8:2::1')).not.toBe(networkKey('2001:db8:1::1'))
    expect(networkKey(undefined)).toBe('unknown')
  })
})
