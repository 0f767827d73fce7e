import { describe, expect, it } from 'vitest'

import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes'
import { secondStepOf } from './second-step'
import { checkTotp, newTotpSecret, spellSecret, TOTP_PERIOD_SECONDS, totpCode, totpUri } from './totp'

const step = TOTP_PERIOD_SECONDS * 1000
// RFC 6238's own test key (ASCII "12345678901234567890" in base32) and a moment of its appendix B.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
const RFC_TIME = 59_000

describe('authenticator codes (RFC 6238)', () => {
  it('makes the code RFC 6238 gives for its own key, 6 digits', () => {
    // Appendix B: 94287082 at T = 59 s with SHA-1; an app shows its last 6 digits.
    expect(totpCode(RFC_SECRET, RFC_TIME)).toBe('287082')
  })

  it('takes the code of now and of one step either side, never two steps off', () => {
    const secret = newTotpSecret()
    const now = Date.now()
    for (const offset of [-step, 0, step]) expect(checkTotp(secret, totpCode(secret, now + offset), null, now).ok).toBe(true)
    for (const offset of [-2 * step, 2 * step]) expect(checkTotp(secret, totpCode(secret, now + offset), null, now).ok).toBe(false)
  })

  it('never takes a step at or before the last one accepted, so a code cannot be replayed', () => {
    const secret = newTotpSecret()
    const now = Date.now()
    const first = checkTotp(secret, totpCode(secret, now), null, now)
    if (!first.ok) throw new Error('refused')
    expect(checkTotp(secret, totpCode(secret, now), first.step, now).ok).toBe(false)
    expect(checkTotp(secret, totpCode(secret, now - step), first.step, now).ok).toBe(false)
    expect(checkTotp(secret, totpCode(secret, now + step), first.step, now)).toEqual({ ok: true, step: first.step + 1 })
  })

  it('ignores spaces typed in a code and refuses anything but six digits', () => {
    const secret = newTotpSecret()
    const code = totpCode(secret)
    expect(checkTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null).ok).toBe(true)
    for (const typed of ['', '12345', '1234567', 'abcdef']) expect(checkTotp(secret, typed, null).ok).toBe(false)
  })

  it('gives apps a 32-character key, its otpauth address and the key in groups of four', () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = new URL(totpUri(secret, 'editor@punjabpcsacademy.in', 'Punjab PCS Academy'))
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.searchParams.get('secret')).toBe(secret)
    expect(uri.searchParams.get('issuer')).toBe('Punjab PCS Academy')
    expect(decodeURIComponent(uri.pathname)).toContain('Punjab PCS Academy:editor@punjabpcsacademy.in')
    expect(spellSecret('ABCDEFGHIJKL')).toBe('ABCD EFGH IJKL')
  })
})

describe('recovery codes', () => {
  it('makes ten different codes without look-alike characters', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT)
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/)
  })

  it('reads a code typed in capitals, with spaces or without its hyphen as the same code', () => {
    const [code] = newRecoveryCodes(1)
    const hash = hashRecoveryCode(code!)
    for (const typed of [code!.toUpperCase(), code!.replace('-', ''), ` ${code!.replace('-', ' - ')} `])
      expect(hashRecoveryCode(typed)).toBe(hash)
    expect(normaliseRecoveryCode('123456')).toBeNull()
    expect(normaliseRecoveryCode('abcde-1234l')).toBeNull()
  })
})

describe('who gives a second step', () => {
  it('asks staff to set up an app, asks anyone with one for its code, and nobody else', () => {
    expect(secondStepOf({ role: 'editor', secondFactor: null })).toBe('enrol')
    expect(secondStepOf({ role: 'admin', secondFactor: 'totp' })).toBe('code')
    expect(secondStepOf({ role: 'candidate', secondFactor: 'sms' })).toBe('code')
    expect(secondStepOf({ role: 'candidate', secondFactor: null })).toBeNull()
  })
})
