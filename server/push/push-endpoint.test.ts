// Where a push alert may go, without the network: the browsers' push services on 443 only, and an
// address check that refuses every range inside a private network (a resolver is injected).
import { describe, expect, it } from 'vitest'
import { type Lookup, isPublicAddress, pushEndpointPolicy } from './push-endpoint'

const answering =
  (...addresses: string[]): Lookup =>
  (_hostname, _options, callback) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )

describe('push endpoints', () => {
  it('takes only public unicast addresses', () => {
    for (const address of ['142.250.72.10', '17.253.144.10', '2a00:1450:4001:80b::200a', '::ffff:142.250.72.10'])
      expect(isPublicAddress(address), address).toBe(true)
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      'fe80::1',
      'fd00::1',
      '64:ff9b::7f00:1',
      'localhost',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })

  it('names why an address is not a browser’s push service', () => {
    const { whyNotAService } = pushEndpointPolicy()
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/a',
      'https://updates.push.services.mozilla.com/wpush/v2/a',
      'https://web.push.apple.com/QAbc',
      'https://wns2-by3p.notify.windows.com/w/?token=a',
    ])
      expect(whyNotAService(endpoint), endpoint).toBeUndefined()
    for (const endpoint of [
      'https://127.0.0.1.nip.io:4107/internal-admin/purge?all=1',
      'https://fcm.googleapis.com:4107/fcm/send/a',
      'https://localhost/x',
      'https://push.apple.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'http://fcm.googleapis.com/fcm/send/a',
    ])
      expect(whyNotAService(endpoint), endpoint).toMatch(/\.$/)
  })

  it('refuses a push service’s name that resolves inside a private network, and takes an extra origin as it is', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/a'
    expect(await pushEndpointPolicy({ lookup: answering('142.250.72.10') }).whyRefused(endpoint)).toBeUndefined()
    expect(await pushEndpointPolicy({ lookup: answering('127.0.0.1') }).whyRefused(endpoint)).toMatch(/not on the public internet\.$/)
    // One private address among public ones is enough to refuse: the socket could get either.
    expect(await pushEndpointPolicy({ lookup: answering('142.250.72.10', '10.0.0.8') }).whyRefused(endpoint)).toMatch(/public internet/)
    const local = pushEndpointPolicy({ extraOrigins: ['http://127.0.0.1:4107'], lookup: answering('127.0.0.1') })
    expect(await local.whyRefused('http://127.0.0.1:4107/push/v1/a')).toBeUndefined()
    expect(await local.whyRefused('http://127.0.0.1:4108/push/v1/a')).toMatch(/https/)
  })
})
