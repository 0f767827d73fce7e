import { describe, expect, it } from 'vitest'

import { checkSameSite, crossSiteMessage, siteOrigins } from './same-site'

const headers = (values: Record<string, string>) => new Headers(values)

describe('siteOrigins', () => {
  it('is the configured address alone in production', () => {
    expect(siteOrigins({ serverUrl: 'https://pcs.example.in', isDemo: false })).toEqual(['https://pcs.example.in'])
  })

  it('adds the loopback names on the same port in demo mode, so http://127.0.0.1:3000 works too', () => {
    expect(siteOrigins({ serverUrl: 'http://localhost:3000', isDemo: true })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ])
  })
})

describe('checkSameSite', () => {
  const origins = siteOrigins({ serverUrl: 'http://localhost:3000', isDemo: true })

  it('lets the site’s own pages through, whichever header the browser sends', () => {
    expect(checkSameSite(headers({ 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3000' }), origins)).toEqual({ ok: true })
    expect(checkSameSite(headers({ origin: 'http://localhost:3000' }), origins)).toEqual({ ok: true })
    expect(checkSameSite(headers({ origin: 'http://[::1]:3000' }), origins)).toEqual({ ok: true })
  })

  it('refuses another site, a sibling subdomain and a typed address, even with a matching Origin', () => {
    expect(checkSameSite(headers({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' }), origins)).toEqual({ ok: false, reason: 'cross-site' })
    expect(checkSameSite(headers({ 'sec-fetch-site': 'same-site' }), origins)).toEqual({ ok: false, reason: 'cross-site' })
    expect(checkSameSite(headers({ 'sec-fetch-site': 'none' }), origins)).toEqual({ ok: false, reason: 'cross-site' })
  })

  it('refuses a foreign Origin, another port on loopback and the opaque "null" origin', () => {
    expect(checkSameSite(headers({ origin: 'https://evil.example' }), origins)).toEqual({ ok: false, reason: 'foreign-origin' })
    expect(checkSameSite(headers({ origin: 'http://127.0.0.1:4000' }), origins)).toEqual({ ok: false, reason: 'foreign-origin' })
    expect(checkSameSite(headers({ origin: 'null' }), origins)).toEqual({ ok: false, reason: 'foreign-origin' })
  })

  it('refuses a request that carries neither header (fails closed)', () => {
    expect(checkSameSite(headers({}), origins)).toEqual({ ok: false, reason: 'no-browser-headers' })
  })

  it('in production accepts only the configured address', () => {
    const production = siteOrigins({ serverUrl: 'https://pcs.example.in', isDemo: false })
    expect(checkSameSite(headers({ origin: 'https://pcs.example.in' }), production)).toEqual({ ok: true })
    expect(checkSameSite(headers({ origin: 'http://localhost:3000' }), production)).toEqual({ ok: false, reason: 'foreign-origin' })
  })
})

describe('crossSiteMessage', () => {
  it('names the address the site expects', () => {
    expect(crossSiteMessage('https://pcs.example.in')).toBe(
      'This form must be sent from this website, at https://pcs.example.in. Open https://pcs.example.in and try again.',
    )
  })
})
