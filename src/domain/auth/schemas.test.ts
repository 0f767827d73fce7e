import { describe, expect, it } from 'vitest'

import { fieldErrors as translatedErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'
import { normaliseMobile } from '@/lib/person-fields'

import { estimatePasswordStrength, safeReturnPath, signUpSchema } from './schemas'

const fieldErrors = <T>(error: Parameters<typeof translatedErrors<T>>[0]) => translatedErrors(error, fieldTranslator('en'))

const valid = { name: 'Simran Kaur', email: 'Simran.Kaur@Example.in ', mobile: '98765 43210', password: 'Bathinda#Canal42', terms: true }

describe('signUpSchema', () => {
  it('accepts a good sign-up and normalises the e-mail and mobile', () => {
    const parsed = signUpSchema.parse(valid)
    expect(parsed.email).toBe('simran.kaur@example.in')
    expect(parsed.mobile).toBe('+919876543210')
  })

  it('names each bad field with its own message', () => {
    const result = signUpSchema.safeParse({ name: 'S', email: 'simran@', mobile: '12345', password: 'short', terms: false })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Enter your full name.',
      email: 'Enter a valid e-mail address, like name@example.com.',
      mobile: 'Enter a 10-digit Indian mobile number, with or without +91.',
      password: 'Use at least 8 characters.',
      terms: 'Accept the terms of use to create your account.',
    })
  })

  it('refuses an e-mail address longer than any that exists, and hidden characters in a name', () => {
    const result = signUpSchema.safeParse({ ...valid, email: `${'a'.repeat(250)}@example.in`, name: 'Simran\u202EruaK' })
    expect(fieldErrors(result.error!)).toMatchObject({
      email: 'Use at most 254 characters: no e-mail address is longer.',
      name: 'Remove the hidden text-direction character (U+202E) from this field: it makes text display differently from what it says.',
    })
  })

  it('takes the e-mailed code on the second submit, six digits', () => {
    expect(signUpSchema.parse({ ...valid, code: ' 042917 ' }).code).toBe('042917')
    expect(fieldErrors(signUpSchema.safeParse({ ...valid, code: '4291' }).error!).code).toBe('Enter the 6-digit code from the e-mail.')
  })

  it("reports catalogue keys, which the reader sees in their language with the rule's own limits", () => {
    const result = signUpSchema.safeParse({ name: 'S', email: 'simran@', mobile: '12345', password: 'short', terms: false, code: '12' })
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['nameRequired', 'emailInvalid', 'mobileInvalid', 'tooShort', 'termsRequired', 'codeInvalid']),
    )
    expect(translatedErrors(result.error!, fieldTranslator('pa'))).toEqual({
      name: 'ਆਪਣਾ ਪੂਰਾ ਨਾਂ ਲਿਖੋ।',
      email: 'ਸਹੀ ਈ-ਮੇਲ ਪਤਾ ਲਿਖੋ, ਜਿਵੇਂ name@example.com।',
      mobile: '10 ਅੰਕਾਂ ਵਾਲਾ ਭਾਰਤੀ ਮੋਬਾਈਲ ਨੰਬਰ ਲਿਖੋ, +91 ਨਾਲ ਜਾਂ ਇਸ ਤੋਂ ਬਿਨਾਂ।',
      password: 'ਘੱਟੋ-ਘੱਟ 8 ਅੱਖਰ ਵਰਤੋ।',
      terms: 'ਖਾਤਾ ਬਣਾਉਣ ਲਈ ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ ਸਵੀਕਾਰ ਕਰੋ।',
      code: 'ਈ-ਮੇਲ ਵਿੱਚ ਆਇਆ 6 ਅੰਕਾਂ ਦਾ ਕੋਡ ਲਿਖੋ।',
    })
  })

  it('passes a message that is not a catalogue key through unchanged', () => {
    expect(fieldTranslator('pa')('Your answer is too long.', {})).toBe('Your answer is too long.')
  })

  it('refuses a common password however it is capitalised', () => {
    const result = signUpSchema.safeParse({ ...valid, password: 'Waheguru123' })
    expect(fieldErrors(result.error!).password).toBe('This password is too common and easy to guess. Choose another.')
  })
})

describe('normaliseMobile', () => {
  it.each(['9876543210', '+91 98765 43210', '+91-9876543210', '919876543210', '09876543210', '0091 9876543210'])('reads %s', (input) => {
    expect(normaliseMobile(input)).toBe('+919876543210')
  })
  it.each(['5876543210', '98765', '+1 415 555 0100', '98765432101'])('refuses %s', (input) => {
    expect(normaliseMobile(input)).toBeNull()
  })
})

describe('estimatePasswordStrength', () => {
  it('grows with length and variety, and calls common passwords too weak', () => {
    expect(estimatePasswordStrength('password123').score).toBe(0)
    expect(estimatePasswordStrength('short').score).toBe(0)
    expect(estimatePasswordStrength('simranpcs').score).toBe(1)
    expect(estimatePasswordStrength('Simranpcs2026').score).toBe(3)
    expect(estimatePasswordStrength('Bathinda#Canal42').score).toBe(4)
  })
})

describe('safeReturnPath', () => {
  it('keeps a path on this site', () => {
    expect(safeReturnPath('/resource/gs-pcs-prelims_polity?lang=pa')).toBe('/resource/gs-pcs-prelims_polity?lang=pa')
  })
  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/sign-in?next=/x', undefined])(
    'sends %s home instead',
    (value) => {
      expect(safeReturnPath(value)).toBe('/')
    },
  )
})
