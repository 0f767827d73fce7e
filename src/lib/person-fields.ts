import * as z from 'zod/mini'

import { fieldMessage as key } from './field-messages'
import { typedText } from './typed-text'

/**
 * The fields every form that asks who someone is shares (sign-up, the account page, the contact form),
 * so an address or a name is checked the same way wherever it is typed.
 */

/** An Indian mobile number, typed with or without +91, spaces or dashes, stored as +91XXXXXXXXXX. */
export function normaliseMobile(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '')
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null
}

/** The longest address SMTP can deliver to (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254

/** An e-mail address as typed: trimmed, at most 254 characters, lower-cased. */
export const emailSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, key('emailRequired')), z.maxLength(EMAIL_MAX_LENGTH, key('emailTooLong'))),
    z.email(key('emailInvalid')),
  ),
  z.transform((email) => email.toLowerCase()),
)

/** A person's name as typed: one line, no control or text-direction characters. */
export const nameSchema = typedText().check(z.minLength(2, key('nameRequired')), z.maxLength(120, key('tooLong')))
