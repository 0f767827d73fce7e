import 'server-only'

import type { Payload } from 'payload'

import { readAnswerKey, paperQuestionIds } from '@/domain/test-engine/paper.server'
import { areSolutionsDue, solutionsOpenAt } from '@/domain/test-engine/solutions'
import { checkTestWindow } from '@/features/test-engine/public.server'
import { scorePaper } from '@/domain/test-engine/scoring'
import { inLocale } from '@/domain/test-engine/types'
import { formatIndianDateTime } from '@/i18n/format'
import type { Locale } from '@/i18n/locale'

import { readDailyQuiz, readQuizPaper } from './daily-quizzes.server'
import { languageOf, refusalsIn } from './quiz-text'
import { quizAnswersSchema } from './schemas'
import type { GuestCheckResponse, GuestReviewQuestion } from './types'

export type CheckOutcome = { status: 200; body: GuestCheckResponse } | { status: 400 | 403 | 404 | 409; body: { message: string } }

export const visitorScope = (payload: Payload) => ({ payload, draft: false })

/**
 * Scores a signed-out candidate's answers to a daily quiz and stores nothing: the engine's snapshot of
 * the quiz, its answer key and its scoring, as a submitted attempt would be scored. Returns the score
 * and each question with the candidate's choice, the right answer and its explanation in the page's
 * language. Only published, free daily quizzes whose solutions are due (at once, as staff usually set
 * them) are checked: a mock test's key never comes out of here.
 */
export async function checkGuestAnswers(payload: Payload, slug: string, input: unknown, now = new Date()): Promise<CheckOutcome> {
  const parsed = quizAnswersSchema.safeParse(input)
  if (!parsed.success) return { status: 400, body: { message: refusalsIn(languageOf(input))('unreadableCheck') } }
  const { answers, language = 'en' } = parsed.data
  const say = refusalsIn(language)

  const quiz = await readDailyQuiz(visitorScope(payload), { slug })
  if (!quiz) return { status: 404, body: { message: say('noSuchQuiz') } }
  if (!quiz.isFree) return { status: 403, body: { message: say('enrolledOnly') } }
  const window = checkTestWindow(quiz, now)
  if (!window.ok && window.reason === 'not-open') return { status: 409, body: { message: window.message } }
  // A check stores nothing and can be repeated, so even its score would give the key away one answer at
  // a time: before the solutions are due it scores nothing (ADR 014).
  if (!areSolutionsDue(quiz, now))
    return { status: 409, body: { message: checkBeforeSolutionsMessage(solutionsOpenAt(quiz, now), language) } }

  const { snapshot, paper } = await readQuizPaper(quiz)
  const key = await readAnswerKey(payload, paperQuestionIds(snapshot))
  const score = scorePaper(snapshot, key, answers)
  const review: GuestReviewQuestion[] = paper.sections.flatMap((section) =>
    section.questions.flatMap((question) => {
      const entry = key.get(question.id)
      // A withdrawn question (no key) scores nobody anything and is not reviewed, as on the result page.
      if (!entry) return []
      return [
        {
          questionId: question.id,
          number: question.number,
          stem: inLocale(question.stem, language),
          options: question.options.map((option) => inLocale(option, language)),
          chosen: answers[question.id]?.option ?? null,
          correct: entry.correct,
          outcome: score.questions[question.id] ?? 'unattempted',
          explanation: inLocale(entry.explanation, language),
        },
      ]
    }),
  )
  const { score: marks, maxScore, correct, wrong, unattempted, withdrawn } = score
  return { status: 200, body: { score: { score: marks, maxScore, correct, wrong, unattempted, withdrawn }, review } }
}

const checkBeforeSolutionsMessage = (opensAt: string | null, language: Locale) =>
  opensAt
    ? refusalsIn(language)('answersOpenOn', { when: formatIndianDateTime(new Date(opensAt), language) })
    : refusalsIn(language)('answersOpenLater')
