import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'

import { issueMessage } from './field-messages'
import { fieldTranslator } from './field-translator'
import { findUnsafeCharacter, typedText, unsafeCharacterMessage, validateTypedText } from './typed-text'

const english = fieldTranslator('en')
const punjabi = fieldTranslator('pa')
const say = (problem: Parameters<typeof unsafeCharacterMessage>[0], translate = english) => {
  const { key, params } = unsafeCharacterMessage(problem)
  return translate(key, params)
}

describe('typed text', () => {
  it('accepts what people type: Gurmukhi with its joiners, Hindi, accents, emoji, tabs', () => {
    for (const text of ['ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ', 'ਕ੍\u200Dਰ', 'ਕ\u200Cਰ', 'राम कुमार', 'José Núñez', 'Good luck 👍🏽', 'a\tb', "O'Brien-Gill"]) {
      expect(findUnsafeCharacter(text), text).toBeNull()
    }
  })

  it('refuses a NUL and other control characters, naming them', () => {
    expect(findUnsafeCharacter('Simran\u0000Kaur')).toEqual({ kind: 'control', codePoint: 0 })
    expect(findUnsafeCharacter('bell\u0007')).toEqual({ kind: 'control', codePoint: 7 })
    expect(findUnsafeCharacter('del\u007f')).toEqual({ kind: 'control', codePoint: 0x7f })
    expect(findUnsafeCharacter('c1\u0085')).toEqual({ kind: 'control', codePoint: 0x85 })
    expect(say({ kind: 'control', codePoint: 0 })).toBe(
      'Remove the invisible control character (U+0000) from this field: retype the text, or paste it as plain text.',
    )
  })

  it('refuses line breaks in one-line text (a subject, a name) but not in a message', () => {
    expect(findUnsafeCharacter('Refund\r\nBcc: x@example.in')).toEqual({ kind: 'line-break', codePoint: 0x0d })
    expect(findUnsafeCharacter('one\u2028two')).toEqual({ kind: 'line-break', codePoint: 0x2028 })
    expect(findUnsafeCharacter('Dear team,\r\n\nthanks.', { multiline: true })).toBeNull()
    expect(findUnsafeCharacter('x\u0000y', { multiline: true })).toEqual({ kind: 'control', codePoint: 0 })
  })

  it('refuses text-direction overrides and isolates', () => {
    expect(findUnsafeCharacter('invoice\u202Efdp.exe')).toEqual({ kind: 'direction', codePoint: 0x202e })
    expect(findUnsafeCharacter('\u2066hidden\u2069')).toEqual({ kind: 'direction', codePoint: 0x2066 })
    expect(say({ kind: 'direction', codePoint: 0x202e })).toContain('(U+202E)')
    expect(say({ kind: 'direction', codePoint: 0x202e }, punjabi)).toMatch(/^ਇਸ ਖ਼ਾਨੇ ਵਿੱਚੋਂ .*\(U\+202E\)/)
  })

  it('refuses a lone surrogate at either end but not a whole pair', () => {
    expect(findUnsafeCharacter('a\uD83D')).toEqual({ kind: 'broken', codePoint: 0xd83d })
    expect(findUnsafeCharacter('\uDC4Db')).toEqual({ kind: 'broken', codePoint: 0xdc4d })
    expect(findUnsafeCharacter('\uD83D\uDC4D')).toBeNull()
  })

  it('is one rule for zod schemas and Payload fields', () => {
    const name = typedText().check(z.maxLength(120))
    expect(issueMessage(name.safeParse('Simran\u0000').error!.issues[0]!, english)).toBe(say({ kind: 'control', codePoint: 0 }))
    expect(name.safeParse(' Simran\n').data).toBe('Simran')
    expect(typedText({ trim: false }).safeParse(' secret\n').success).toBe(false)
    expect(validateTypedText('Simran\u202E', english)).toBe(say({ kind: 'direction', codePoint: 0x202e }))
    expect(validateTypedText('Simran', english)).toBe(true)
    expect(validateTypedText(null, english)).toBe(true)
  })
})
