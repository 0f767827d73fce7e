import * as z from 'zod/mini'

import {
  OBJECTION_REASON_MAX,
  OBJECTION_REASON_MIN,
  OBJECTION_SOURCE_MAX,
  type ObjectionStatus,
  objectionKinds,
} from '@/domain/test-engine/key-objections'
import { optionLetterList } from '@/domain/test-engine/types'
import { fieldMessage as key } from '@/lib/field-messages'
import { typedText } from '@/lib/typed-text'

const id = z.string().check(z.regex(/^\d+$/))

/**
 * "Object to the answer key" under a reviewed question of an All-Punjab mock (ADR 046), checked with
 * this one schema in the browser and again on the server: what is objected to, the answer proposed
 * when it is the key, the candidate's reasoning and, optionally, a source.
 */
export const keyObjectionSchema = z
  .object({
    attemptId: id,
    questionId: id,
    kind: z.enum(objectionKinds, key('objectionKindRequired')),
    proposedOption: z.optional(z.nullable(z.enum(optionLetterList, key('objectionOptionRequired')))),
    reason: typedText({ multiline: true }).check(
      z.minLength(1, key('objectionReasonRequired')),
      z.minLength(OBJECTION_REASON_MIN, key('objectionReasonTooShort')),
      z.maxLength(OBJECTION_REASON_MAX, key('objectionReasonTooLong')),
    ),
    source: z.optional(typedText().check(z.maxLength(OBJECTION_SOURCE_MAX, key('objectionSourceTooLong')))),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.kind === 'key' && !value.proposedOption)
        context.issues.push({ code: 'custom', message: key('objectionOptionRequired'), input: value, path: ['proposedOption'] })
    }),
  )

export type KeyObjectionInput = z.infer<typeof keyObjectionSchema>

/** A candidate's objection as the review shows it back: its state and, once decided, staff's note. */
export type OwnObjection = { kind: (typeof objectionKinds)[number]; status: ObjectionStatus; note: string | null }

/** The server's answer: stored, or not because this candidate objected to this question already. */
export type KeyObjectionAnswer = { sent: boolean; objection: OwnObjection }
