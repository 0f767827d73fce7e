import { z } from 'zod'

import type { Locale } from '@/lib/locale'
import { typedText } from '@/lib/typed-text'

import { questionOfTheDayCopy } from './copy'
import { countWords } from './word-count'

/** An MCQ answer: one of the four options. */
export const mcqAnswerSchema = z.object({ option: z.enum(['A', 'B', 'C', 'D']) })
export type McqAnswer = z.infer<typeof mcqAnswerSchema>

/** Far more than any word limit allows (1,000 words); only a paste gone wrong or a script reaches it. */
export const ANSWER_MAX_CHARACTERS = 20_000

/**
 * A written answer to a Mains question, checked by the answer box before sending and by the server
 * before storing, with the same word count (`countWords`): not empty, and at most the question's
 * word limit. Messages are in the page's language; the server answers in English.
 */
export function writtenAnswerSchema(wordLimit: number, locale: Locale = 'en') {
  const t = questionOfTheDayCopy[locale]
  return z.object({
    answer: typedText({ multiline: true, trim: false, notText: t.answerEmpty })
      .max(ANSWER_MAX_CHARACTERS, { error: t.answerTooManyCharacters })
      .superRefine((text, context) => {
        const words = countWords(text)
        if (words === 0) context.addIssue({ code: 'custom', message: t.answerEmpty })
        else if (words > wordLimit) context.addIssue({ code: 'custom', message: t.answerTooLong(words, wordLimit) })
      }),
  })
}
export type WrittenAnswer = z.infer<ReturnType<typeof writtenAnswerSchema>>
