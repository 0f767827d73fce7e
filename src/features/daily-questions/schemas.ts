import * as z from 'zod/mini'

import { typedText } from '@/lib/typed-text'

import { countWords } from './word-count'

/** An MCQ answer: one of the four options. */
export const mcqAnswerSchema = z.object({ option: z.enum(['A', 'B', 'C', 'D']) })
export type McqAnswer = z.infer<typeof mcqAnswerSchema>

/** Far more than any word limit allows (1,000 words); only a paste gone wrong or a script reaches it. */
export const ANSWER_MAX_CHARACTERS = 20_000

/** The catalogue's messages for a written answer (`dailyQuestions`), from `getTranslator` or `useTranslations`. */
export type AnswerMessages = (
  key: 'answerEmpty' | 'answerTooManyCharacters' | 'answerTooLong',
  values?: { count: number; limit: number; over: number },
) => string

/**
 * A written answer to a Mains question, checked by the answer box before sending and by the server
 * before storing, with the same word count (`countWords`): not empty, and at most the question's
 * word limit. Messages are in the language of `t`: the page's in the browser.
 */
export function writtenAnswerSchema(wordLimit: number, t: AnswerMessages) {
  return z.object({
    answer: typedText({ multiline: true, trim: false, notText: t('answerEmpty') }).check(
      z.maxLength(ANSWER_MAX_CHARACTERS, { error: t('answerTooManyCharacters') }),
      z.superRefine((text, context) => {
        const words = countWords(text)
        if (words === 0) context.addIssue({ code: 'custom', message: t('answerEmpty') })
        else if (words > wordLimit)
          context.addIssue({ code: 'custom', message: t('answerTooLong', { count: words, limit: wordLimit, over: words - wordLimit }) })
      }),
    ),
  })
}
export type WrittenAnswer = z.infer<ReturnType<typeof writtenAnswerSchema>>
