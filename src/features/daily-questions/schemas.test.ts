import { describe, expect, it } from 'vitest'

import { getTranslator } from '@/i18n/translator'
import { issueMessage } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'

import { mcqAnswerSchema, writtenAnswerSchema as schemaIn } from './schemas'

const writtenAnswerSchema = (wordLimit: number, locale: 'en' | 'pa' = 'en') => schemaIn(wordLimit, getTranslator(locale, 'dailyQuestions'))

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index + 1}`).join(' ')
// The shared typed-text rule reports a catalogue key; the schema's own messages pass through as written.
const messageOf = (result: ReturnType<ReturnType<typeof writtenAnswerSchema>['safeParse']>) =>
  result.success ? null : issueMessage(result.error.issues[0]!, fieldTranslator('en'))

describe('writtenAnswerSchema', () => {
  it('takes an answer up to the word limit, counted as the answer box counts it', () => {
    expect(writtenAnswerSchema(150).safeParse({ answer: words(150) }).success).toBe(true)
    // Stray dashes and dandas are not words, so they do not push an answer over the limit.
    expect(writtenAnswerSchema(3).safeParse({ answer: 'ਪਾਣੀ ਘਟ ਰਿਹਾ । —' }).success).toBe(true)
  })

  it('refuses an answer over the limit, saying by how much', () => {
    expect(messageOf(writtenAnswerSchema(150).safeParse({ answer: words(152) }))).toBe(
      'Your answer has 152 words; the limit is 150. Shorten it by 2 words.',
    )
  })

  it('refuses an empty or blank answer', () => {
    expect(messageOf(writtenAnswerSchema(150).safeParse({ answer: '  \n ' }))).toBe('Write your answer before submitting.')
    expect(messageOf(writtenAnswerSchema(150).safeParse({}))).toBe('Write your answer before submitting.')
  })

  it('speaks the page’s language', () => {
    expect(messageOf(writtenAnswerSchema(2, 'pa').safeParse({ answer: 'ਇੱਕ ਦੋ ਤਿੰਨ' }))).toBe(
      'ਤੁਹਾਡੇ ਉੱਤਰ ਵਿੱਚ 3 ਸ਼ਬਦ ਹਨ; ਸੀਮਾ 2 ਹੈ। ਇਸ ਨੂੰ 1 ਸ਼ਬਦ ਛੋਟਾ ਕਰੋ।',
    )
  })
})

describe('mcqAnswerSchema', () => {
  it('takes one of the options A to D and nothing else', () => {
    expect(mcqAnswerSchema.safeParse({ option: 'C' }).success).toBe(true)
    expect(mcqAnswerSchema.safeParse({ option: 'E' }).success).toBe(false)
    expect(mcqAnswerSchema.safeParse({}).success).toBe(false)
  })
})

describe('a written answer and the body cap', () => {
  it('fits the site’s default body cap at its longest, written in Gurmukhi (three bytes a character)', async () => {
    const { DEFAULT_BODY_LIMIT_BYTES } = await import('@/lib/request-body')
    const { ANSWER_MAX_CHARACTERS } = await import('./schemas')
    const longest = JSON.stringify({ answer: 'ਪ'.repeat(ANSWER_MAX_CHARACTERS) })
    expect(new TextEncoder().encode(longest).byteLength).toBeLessThan(DEFAULT_BODY_LIMIT_BYTES)
  })

  it('refuses hidden control and text-direction characters, next to the answer', () => {
    expect(messageOf(writtenAnswerSchema(150).safeParse({ answer: 'Groundwater\u0000 is falling' }))).toContain('(U+0000)')
    expect(writtenAnswerSchema(150).safeParse({ answer: 'Groundwater is falling.\n\nRecharge it.' }).success).toBe(true)
  })
})
