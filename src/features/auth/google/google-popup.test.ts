import { describe, expect, it } from 'vitest'

import { GoogleChoice } from '../components/auth-pages'
import { GOOGLE_OUTCOMES, GOOGLE_POPUP, googleStartHref, isGooglePopupMessage, outcomeMessageKey } from './google-popup'

describe('Google sign-in in the page', () => {
  it('opens the spec’s 500 × 600 window and reports a closed one well within 8 seconds', () => {
    expect([GOOGLE_POPUP.width, GOOGLE_POPUP.height]).toEqual([500, 600])
    expect(GOOGLE_POPUP.pollMs + GOOGLE_POPUP.closedGraceMs).toBeLessThan(8000)
  })

  it('starts in the window or as the whole page, with where to go back and the language', () => {
    expect(googleStartHref({ mode: 'popup', popup: 'abc12345', next: '/test-series', locale: 'pa' })).toBe(
      '/api/auth/google/start?mode=popup&next=%2Ftest-series&lang=pa&popup=abc12345',
    )
    expect(googleStartHref({ mode: 'redirect', next: '/', locale: 'en' })).toBe('/api/auth/google/start?mode=redirect&next=%2F&lang=en')
  })

  it('takes only a well-formed report from the window', () => {
    expect(isGooglePopupMessage({ type: 'pcs-google-sign-in', popup: 'abc12345', outcome: 'signed-in' })).toBe(true)
    expect(isGooglePopupMessage({ type: 'pcs-google-sign-in', popup: 'abc12345', outcome: 'admin' })).toBe(false)
    expect(isGooglePopupMessage({ type: 'other', popup: 'abc12345', outcome: 'signed-in' })).toBe(false)
    expect(isGooglePopupMessage('signed-in')).toBe(false)
  })

  it('has a message for every outcome', () => {
    expect(Object.keys(outcomeMessageKey).sort()).toEqual([...GOOGLE_OUTCOMES].sort())
  })

  it('shows no Google button when GOOGLE_CLIENT_ID is not set', () => {
    expect(process.env.GOOGLE_CLIENT_ID).toBeUndefined()
    expect(GoogleChoice({ locale: 'en', returnTo: '/' })).toBeNull()
  })
})
