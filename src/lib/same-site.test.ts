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
  const demo = siteOrigins({ serverUrl: 'http://localhost:3000', isDemo: true })
  const production = siteOrigins({ serverUrl: 'https://pcs.example.in', isDemo: false })
  const ok = { ok: true }
  const cases: [string, Record<string, string>, string[], object][] = [
    ['same origin, both headers', { 'sec-fetch-site': 'same-origin', origin: 'https://pcs.example.in' }, production, ok],
    ['same origin, no Origin (a GET fetch)', { 'sec-fetch-site': 'same-origin' }, production, ok],
    ['an older browser: the site’s Origin alone', { origin: 'https://pcs.example.in' }, production, ok],
    ['the demo at another loopback name', { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3000' }, demo, ok],
    ['the demo at [::1], Origin alone', { origin: 'http://[::1]:3000' }, demo, ok],
    ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, production, { ok: false, reason: 'cross-site' }],
    [
      'another site claiming our Origin',
      { 'sec-fetch-site': 'cross-site', origin: 'https://pcs.example.in' },
      production,
      { ok: false, reason: 'cross-site' },
    ],
    [
      'a sibling subdomain',
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.pcs.example.in' },
      production,
      { ok: false, reason: 'cross-site' },
    ],
    [
      'the same host on another port',
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:4000' },
      demo,
      { ok: false, reason: 'cross-site' },
    ],
    ['another port, Origin alone', { origin: 'http://127.0.0.1:4000' }, demo, { ok: false, reason: 'foreign-origin' }],
    ['a typed address', { 'sec-fetch-site': 'none' }, production, { ok: false, reason: 'cross-site' }],
    [
      'same origin at an address the site does not list',
      { 'sec-fetch-site': 'same-origin', origin: 'https://rebound.example' },
      production,
      { ok: false, reason: 'foreign-origin' },
    ],
    ['a foreign Origin alone', { origin: 'https://evil.example' }, production, { ok: false, reason: 'foreign-origin' }],
    ['a loopback Origin in production', { origin: 'http://localhost:3000' }, production, { ok: false, reason: 'foreign-origin' }],
    ['a null Origin', { origin: 'null' }, production, { ok: false, reason: 'foreign-origin' }],
    [
      'a null Origin, same origin',
      { 'sec-fetch-site': 'same-origin', origin: 'null' },
      production,
      { ok: false, reason: 'foreign-origin' },
    ],
    ['neither header (not a browser)', {}, production, { ok: false, reason: 'no-browser-headers' }],
  ]
  it.each(cases)('%s', (_, values, origins, verdict) => {
    expect(checkSameSite(headers(values), origins)).toEqual(verdict)
  })
})

describe('crossSiteMessage', () => {
  it('names the address the site expects', () => {
    expect(crossSiteMessage('https://pcs.example.in')).toBe(
      'This form must be sent from this website, at https://pcs.example.in. Open https://pcs.example.in and try again.',
    )
  })
})
