import * as z from 'zod/mini'

import { fieldMessage as key } from '@/lib/field-messages'
import { emailSchema, nameSchema, normaliseMobile } from '@/lib/person-fields'
import { typedText } from '@/lib/typed-text'

import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_SUBJECT_MAX } from './limits'

const singleLine = (value: string) => value.replace(/\s+/g, ' ')

/**
 * The contact form, checked with this one schema in the browser and again on the server. The mobile
 * number is optional (asked for only so we can call back), but one that is given must be a valid
 * Indian mobile; it is stored as +91XXXXXXXXXX.
 */
export const contactMessageSchema = z.object({
  name: z.pipe(nameSchema, z.transform(singleLine)),
  email: emailSchema,
  mobile: z.pipe(
    z.optional(z.string().check(z.trim())),
    z.transform((value, context) => {
      if (!value) return undefined
      const mobile = normaliseMobile(value)
      if (!mobile) {
        // zod/mini's transform has no `addIssue`: the issue goes straight onto the parse's list.
        context.issues.push({ code: 'custom', message: key('mobileInvalidOrEmpty'), input: value })
        return z.NEVER
      }
      return mobile
    }),
  ),
  subject: z.pipe(
    typedText().check(
      z.minLength(1, key('subjectRequired')),
      z.minLength(3, key('subjectTooShort')),
      z.maxLength(CONTACT_SUBJECT_MAX, key('subjectTooLong')),
    ),
    z.transform(singleLine),
  ),
  message: typedText({ multiline: true }).check(
    z.minLength(1, key('messageRequired')),
    z.minLength(CONTACT_MESSAGE_MIN, key('messageTooShort')),
    z.maxLength(CONTACT_MESSAGE_MAX, key('messageTooLong')),
  ),
})

/** What the visitor types (every field a string, mobile possibly empty). */
export type ContactMessageValues = z.input<typeof contactMessageSchema>
/** What is stored and e-mailed: trimmed, e-mail lower-cased, mobile normalised or absent. */
export type ContactMessageInput = z.output<typeof contactMessageSchema>
