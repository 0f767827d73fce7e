import * as z from 'zod/mini'

import { fieldMessage as key } from '@/lib/field-messages'
import { typedText } from '@/lib/typed-text'

export const TRANSLATION_REPORT_MIN = 10
export const TRANSLATION_REPORT_MAX = 1000

/**
 * "Report a translation problem" (ADR 036), checked with this one schema in the browser and again on
 * the server: which question, and in the candidate's words what differs between its two versions.
 */
export const translationReportSchema = z.object({
  questionId: z.string().check(z.regex(/^\d+$/)),
  message: typedText({ multiline: true }).check(
    z.minLength(1, key('translationReportRequired')),
    z.minLength(TRANSLATION_REPORT_MIN, key('translationReportTooShort')),
    z.maxLength(TRANSLATION_REPORT_MAX, key('translationReportTooLong')),
  ),
})

/** One question's two versions as a candidate read them: the question and its options, never its answer. */
export type QuestionVersions = {
  english: { stem: string; options: string[] }
  punjabi: { stem: string; options: string[] } | null
}

/** The server's answer to a report: stored, or not because this candidate's report of it is still open. */
export type TranslationReportAnswer = { sent: boolean }
