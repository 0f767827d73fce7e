import { describe, expect, it } from 'vitest'

import {
  createNonce,
  createPlaceholderReplacer,
  hasCredentials,
  isMalformedPath,
  isPrivateResponse,
  paymentGatewayOrigin,
  securityHeaders,
} from './edge-policy.mjs'

const run = (placeholder: string, nonce: string, chunks: string[]) => {
  const replacer = createPlaceholderReplacer(placeholder, nonce)
  const out = chunks.map((chunk) => replacer.push(Buffer.from(chunk)).toString())
  return { parts: out, body: out.join('') + replacer.flush().toString() }
}

describe('the nonce placeholder', () => {
  it('and each nonce are 22 random base64url characters', () => {
    expect(createNonce()).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(createNonce()).not.toBe(createNonce())
  })

  it('never hands out the same nonce twice, also across the pool’s refills', () => {
    // 2,000 nonces draw the pool of 256 again seven times.
    const nonces = Array.from({ length: 2000 }, createNonce)
    expect(nonces.every((nonce) => /^[A-Za-z0-9_-]{22}$/.test(nonce))).toBe(true)
    expect(new Set(nonces).size).toBe(nonces.length)
  })

  it('is replaced everywhere in a streamed body, also when split across chunks', () => {
    const placeholder = 'PLACEHOLDERxxxxxxxxxxx'
    const nonce = 'freshnonce000000000000'
    const page = `<script nonce="${placeholder}">a</script><script nonce="${placeholder}">b</script>`
    expect(run(placeholder, nonce, [page]).body).toBe(page.replaceAll(placeholder, nonce))
    for (let cut = 1; cut < page.length; cut++) {
      expect(run(placeholder, nonce, [page.slice(0, cut), page.slice(cut)]).body).toBe(page.replaceAll(placeholder, nonce))
    }
    expect(run(placeholder, nonce, [...page]).body).toBe(page.replaceAll(placeholder, nonce))
  })

  it('holds back only what could be the start of a placeholder', () => {
    const { parts } = run('PLACEHOLDERxxxxxxxxxxx', 'freshnonce000000000000', [
      '<p>streamed</p>',
      '<script nonce="PLACE',
      'HOLDERxxxxxxxxxxx">',
    ])
    expect(parts).toEqual(['<p>streamed</p>', '<script nonce="', 'freshnonce000000000000">'])
  })

  it('refuses a nonce of another length (Content-Length would lie)', () => {
    expect(() => createPlaceholderReplacer('abc', 'abcd')).toThrow()
  })
})

describe('securityHeaders', () => {
  const page = securityHeaders({ contentType: 'text/html; charset=utf-8', nonce: 'N0nce', isHttps: false })

  it('lets a page run only its own nonce-carrying scripts: no eval, no inline script', () => {
    const policy = page['Content-Security-Policy']!
    expect(policy).toContain("script-src 'self' 'nonce-N0nce' 'strict-dynamic'")
    expect(policy).not.toContain('unsafe-eval')
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline')
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain("object-src 'none'")
  })

  it('sends the other headers everywhere, and HSTS only for an https site', () => {
    const file = securityHeaders({ contentType: 'application/pdf', nonce: 'x', isHttps: true })
    expect(file['Content-Security-Policy']).toMatch(/^default-src 'none'/)
    for (const headers of [page, file]) {
      expect(headers['X-Content-Type-Options']).toBe('nosniff')
      expect(headers['X-Frame-Options']).toBe('SAMEORIGIN')
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['Permissions-Policy']).toContain('camera=()')
    }
    expect(page['Strict-Transport-Security']).toBeUndefined()
    expect(file['Strict-Transport-Security']).toMatch(/^max-age=\d+/)
  })

  it('lets a page, the admin included, load nothing from another origin, and run no eval', () => {
    const policy = securityHeaders({ contentType: 'text/html', nonce: 'N', isHttps: true })['Content-Security-Policy']!
    expect(policy).not.toMatch(/https?:|\*/)
    expect(policy).not.toContain('unsafe-eval')
  })
})

describe('isPrivateResponse', () => {
  const answer = { pathname: '/api/users/me', status: 200, hasCredentials: true, setsCookie: false }

  it('keeps every API answer out of shared caches', () => {
    expect(isPrivateResponse(answer)).toBe(true)
    expect(isPrivateResponse({ ...answer, pathname: '/api/session', hasCredentials: false })).toBe(true)
  })

  it('lets a free file served to a visitor be cached, but not a file served to a signed-in reader', () => {
    const file = { pathname: '/api/media/file/notes.pdf', status: 200, hasCredentials: false, setsCookie: false }
    expect(isPrivateResponse(file)).toBe(false)
    expect(isPrivateResponse({ ...file, hasCredentials: true })).toBe(true)
    expect(isPrivateResponse({ ...file, status: 403 })).toBe(true)
  })

  it('never lets a response that sets a cookie be cached, pages included', () => {
    expect(isPrivateResponse({ pathname: '/resources', status: 200, hasCredentials: false, setsCookie: true })).toBe(true)
    expect(isPrivateResponse({ pathname: '/resources', status: 200, hasCredentials: false, setsCookie: false })).toBe(false)
  })
})

describe('request rules', () => {
  it('knows a session cookie or an Authorization header from other cookies', () => {
    expect(hasCredentials({ cookie: 'pcs-lang=pa; payload-token=abc' })).toBe(true)
    expect(hasCredentials({ authorization: 'JWT abc' })).toBe(true)
    expect(hasCredentials({ cookie: 'pcs-lang=pa; not-payload-token=abc' })).toBe(false)
  })

  it('finds addresses whose %-escapes are not UTF-8 text', () => {
    expect(isMalformedPath('/test/%ff%fe')).toBe(true)
    expect(isMalformedPath('/resource/%ZZ')).toBe(true)
    expect(isMalformedPath('/resource/%E0%A8%AA')).toBe(false)
  })

  it('lets forms post to the payment gateway’s page only when online purchases are on (ADR 053)', () => {
    const directive = (paymentOrigin: string | null) =>
      securityHeaders({ contentType: 'text/html', nonce: 'N', isHttps: true, paymentOrigin })
        ['Content-Security-Policy']!.split('; ')
        .find((part) => part.startsWith('form-action'))
    expect(directive(null)).toBe("form-action 'self'")
    expect(directive('https://api.razorpay.com')).toBe("form-action 'self' https://api.razorpay.com")
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' }
    expect(paymentGatewayOrigin({})).toBeNull()
    expect(paymentGatewayOrigin({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toBeNull()
    expect(paymentGatewayOrigin(keys)).toBe('https://api.razorpay.com')
    expect(paymentGatewayOrigin({ ...keys, RAZORPAY_API_URL: 'http://127.0.0.1:3398/' })).toBe('http://127.0.0.1:3398')
  })
})
