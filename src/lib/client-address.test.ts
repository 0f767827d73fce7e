import { describe, expect, it } from 'vitest'

import { parseTrustedProxies, resolveClientAddress } from './client-address.mjs'

describe('resolveClientAddress', () => {
  it('with no trusted proxy is the socket peer, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress({ forwardedFor: '198.51.100.7', socketAddress: '203.0.113.5', trustedProxies: 0 })).toBe('203.0.113.5')
    expect(resolveClientAddress({ forwardedFor: undefined, socketAddress: '::ffff:203.0.113.5', trustedProxies: 0 })).toBe('203.0.113.5')
    expect(resolveClientAddress({ forwardedFor: undefined, socketAddress: '2001:db8::1', trustedProxies: 0 })).toBe('2001:db8::1')
  })

  it('behind one proxy is the address that proxy appended, not what the client wrote before it', () => {
    // nginx with `proxy_set_header X-Forwarded-For $remote_addr` (deploy/nginx/pcs.conf)
    expect(resolveClientAddress({ forwardedFor: '198.51.100.7', socketAddress: '10.0.0.2', trustedProxies: 1 })).toBe('198.51.100.7')
    // a proxy that appends to what the client sent
    expect(resolveClientAddress({ forwardedFor: '1.2.3.4, 198.51.100.7', socketAddress: '10.0.0.2', trustedProxies: 1 })).toBe(
      '198.51.100.7',
    )
  })

  it('behind two proxies (a CDN, then nginx) is the address the outer one saw', () => {
    expect(resolveClientAddress({ forwardedFor: '1.2.3.4, 198.51.100.7, 172.16.0.9', socketAddress: '10.0.0.2', trustedProxies: 2 })).toBe(
      '198.51.100.7',
    )
  })

  it('falls back to the socket peer when the header is missing or its entry is not an address', () => {
    expect(resolveClientAddress({ forwardedFor: undefined, socketAddress: '10.0.0.2', trustedProxies: 1 })).toBe('10.0.0.2')
    expect(resolveClientAddress({ forwardedFor: 'unknown', socketAddress: '10.0.0.2', trustedProxies: 1 })).toBe('10.0.0.2')
    expect(resolveClientAddress({ forwardedFor: '', socketAddress: undefined, trustedProxies: 1 })).toBe('unknown')
  })

  it('takes the left-most entry when fewer proxies appended than are trusted', () => {
    expect(resolveClientAddress({ forwardedFor: '198.51.100.7', socketAddress: '10.0.0.2', trustedProxies: 2 })).toBe('198.51.100.7')
  })
})

describe('parseTrustedProxies', () => {
  it('is 0 when unset and a small whole number otherwise', () => {
    expect(parseTrustedProxies(undefined)).toBe(0)
    expect(parseTrustedProxies('')).toBe(0)
    expect(parseTrustedProxies('2')).toBe(2)
    expect(parseTrustedProxies('yes')).toBeNull()
    expect(parseTrustedProxies('-1')).toBeNull()
    expect(parseTrustedProxies('9')).toBeNull()
  })
})
