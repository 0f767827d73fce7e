import { describe, expect, it } from 'vitest'

import { fieldErrors as translatedErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'

import { contactMessageSchema } from './schema'

const fieldErrors = <T>(error: Parameters<typeof translatedErrors<T>>[0], locale: 'en' | 'pa' = 'en') =>
  translatedErrors(error, fieldTranslator(locale))

const valid = {
  name: '  Jaspreet   Kaur ',
  email: 'Jaspreet.Kaur@Example.in ',
  mobile: '',
  subject: 'Weekend batch  for Mains',
  message: 'I work in Ludhiana on weekdays. Is there a weekend batch for the Mains GS papers this year?',
}

describe('contactMessageSchema', () => {
  it('accepts a message without a mobile number and tidies the single-line fields', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({
      name: 'Jaspreet Kaur',
      email: 'jaspreet.kaur@example.in',
      mobile: undefined,
      subject: 'Weekend batch for Mains',
      message: valid.message,
    })
    expect(contactMessageSchema.parse({ ...valid, mobile: undefined }).mobile).toBeUndefined()
  })

  it('normalises a mobile number that is given', () => {
    expect(contactMessageSchema.parse({ ...valid, mobile: '098140 52600' }).mobile).toBe('+919814052600')
  })

  it('names each empty field with its own message', () => {
    const result = contactMessageSchema.safeParse({ name: '', email: '', mobile: '', subject: ' ', message: '\n' })
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Enter your full name.',
      email: 'Enter your e-mail address.',
      subject: 'Enter a subject: a few words on what your message is about.',
      message: 'Write your message.',
    })
  })

  it('explains a bad mobile, a too-short message and too-long fields', () => {
    const short = contactMessageSchema.safeParse({ ...valid, email: 'jaspreet@', mobile: '12345', subject: 'Hi', message: 'Call me.' })
    expect(fieldErrors(short.error!)).toEqual({
      email: 'Enter a valid e-mail address, like name@example.com.',
      mobile: 'Enter a 10-digit Indian mobile number, with or without +91, or leave it empty.',
      subject: 'Use at least 3 characters for the subject.',
      message: 'Write at least 20 characters, so we know how to help.',
    })
    const long = contactMessageSchema.safeParse({ ...valid, name: 'K'.repeat(121), subject: 'S'.repeat(151), message: 'M'.repeat(5001) })
    expect(fieldErrors(long.error!)).toEqual({
      name: 'Use at most 120 characters.',
      subject: 'Keep the subject under 150 characters.',
      message: 'Keep your message under 5,000 characters.',
    })
  })

  it('speaks Punjabi to a reader of the Punjabi page, limits formatted', () => {
    const long = contactMessageSchema.safeParse({ ...valid, subject: 'S'.repeat(151), message: 'M'.repeat(5001) })
    expect(fieldErrors(long.error!, 'pa')).toEqual({
      subject: 'ਵਿਸ਼ਾ 150 ਅੱਖਰਾਂ ਤੋਂ ਛੋਟਾ ਰੱਖੋ।',
      message: 'ਆਪਣਾ ਸੁਨੇਹਾ 5,000 ਅੱਖਰਾਂ ਤੋਂ ਛੋਟਾ ਰੱਖੋ।',
    })
  })
})
