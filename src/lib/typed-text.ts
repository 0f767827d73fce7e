import * as z from 'zod/mini'

import { fieldMessage, type FieldMessageKey, type TranslateField } from './field-messages'

/**
 * Text a person typed (names, subjects, messages, answers) never holds characters nobody types and
 * that do harm once stored: control characters (a NUL or a line break ends up in an e-mail's subject),
 * text-direction overrides (they make text display as something it is not) and broken UTF-16 (an
 * unpaired surrogate). One rule for every zod schema of typed text and for Payload's fields (ADR 015).
 */

export type TypedTextOptions = { multiline?: boolean }

type Problem = { kind: 'control' | 'line-break' | 'direction' | 'broken'; codePoint: number }

/** Embeddings, overrides and isolates; the plain marks (LRM, RLM) are harmless and stay allowed. */
const isDirectionControl = (code: number) => (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
const isLineBreak = (code: number) => code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)

/** The first character `text` must not hold, or null. Tabs pass; line breaks only in multi-line text. */
export function findUnsafeCharacter(text: string, { multiline = false }: TypedTextOptions = {}): Problem | null {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        index += 1
        continue
      }
      return { kind: 'broken', codePoint: code }
    }
    if (code >= 0xdc00 && code <= 0xdfff) return { kind: 'broken', codePoint: code }
    if (isControl(code)) return { kind: 'control', codePoint: code }
    if (isLineBreak(code) && !multiline) return { kind: 'line-break', codePoint: code }
    if (isDirectionControl(code)) return { kind: 'direction', codePoint: code }
  }
  return null
}

const unicodeName = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`

const problemKeys = {
  control: 'unsafeControl',
  'line-break': 'unsafeLineBreak',
  direction: 'unsafeDirection',
  broken: 'unsafeBroken',
} as const

/** What the person is told, next to the field: a key of the catalogue's `forms.errors`, and its values. */
export function unsafeCharacterMessage({ kind, codePoint }: Problem): { key: FieldMessageKey; params: { character: string } } {
  return { key: fieldMessage(problemKeys[kind]), params: { character: unicodeName(codePoint) } }
}

/**
 * A zod string of typed text, trimmed first (a stray line break at the end of a paste is not worth an
 * error) unless `trim` is false (passwords); `notText` is the message when the value is missing or
 * not a string. The length rules go after it: `typedText().check(z.minLength(2), z.maxLength(120))`.
 */
export const typedText = ({ trim = true, notText, ...options }: TypedTextOptions & { trim?: boolean; notText?: string } = {}) => {
  const text = z.string({ error: notText })
  return (trim ? text.check(z.trim()) : text).check(
    z.superRefine((value, context) => {
      const problem = findUnsafeCharacter(value, options)
      if (problem) {
        const { key, params } = unsafeCharacterMessage(problem)
        context.addIssue({ code: 'custom', message: key, params })
      }
    }),
  )
}

/** The same rule as a Payload field's `validate` result: true, or the message in `translate`'s language. */
export function validateTypedText(value: unknown, translate: TranslateField, options: TypedTextOptions = {}): true | string {
  if (typeof value !== 'string') return true
  const problem = findUnsafeCharacter(value, options)
  if (!problem) return true
  const { key, params } = unsafeCharacterMessage(problem)
  return translate(key, params)
}
