import 'server-only'

import type { Payload } from 'payload'

import { readAnswerKey } from '@/domain/test-engine/paper.server'
import { type OptionLetter, optionLetterList } from '@/domain/test-engine/types'
import { relationId } from '@/lib/ids'
import type { DailyQuestion, User } from '@/payload-types'

import { findAnswerableQuestion, NO_SUCH_QUESTION } from './answerable-question.server'
import { mcqAnswerSchema } from './schemas'
import { optionShares } from './shares'
import type { McqAnswerResult, McqReveal, Refusal } from './types'

export type McqAnswerOutcome = { status: 200 | 409; body: McqAnswerResult } | { status: 400 | 404; body: Refusal }

export const alreadyAnsweredMessage = (option: OptionLetter) =>
  `You have already answered this question: your first answer, option ${option}, is the one that counts.`

/**
 * Answers a Question of the Day MCQ and reveals it: the correct option, the explanation and how the
 * candidates who answered chose. A signed-in candidate's answer is stored once; a second one is
 * refused (409) and the first is shown, whatever the order two requests arrive in. A visitor's answer
 * is not stored (nor counted), but the reveal is still shown.
 */
export async function answerDailyQuestion(
  payload: Payload,
  user: User | null,
  id: string,
  input: unknown,
  now = new Date(),
): Promise<McqAnswerOutcome> {
  const parsed = mcqAnswerSchema.safeParse(input)
  if (!parsed.success) return { status: 400, body: { message: 'Choose one of the options A to D.' } }
  const question = await findAnswerableQuestion(payload, user, id, now)
  if (!question) return { status: 404, body: { message: NO_SUCH_QUESTION } }
  if (question.kind !== 'mcq')
    return { status: 400, body: { message: 'This Question of the Day asks for a written answer, not an option.' } }
  if (question.question == null) return { status: 404, body: { message: NO_SUCH_QUESTION } }
  const chosen = parsed.data.option

  if (!user) return { status: 200, body: { outcome: 'not-recorded', chosen, reveal: await readReveal(payload, question) } }

  const first = await findOwnAnswer(payload, user, question.id)
  if (first) return already(payload, question, first)
  try {
    await payload.create({
      collection: 'daily-question-answers',
      data: { candidate: user.id, dailyQuestion: question.id, option: chosen },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // Two answers at once: the unique candidate + question index let only one in.
    const winner = await findOwnAnswer(payload, user, question.id)
    if (winner) return already(payload, question, winner)
    throw error
  }
  return { status: 200, body: { outcome: 'recorded', chosen, reveal: await readReveal(payload, question) } }
}

async function already(payload: Payload, question: DailyQuestion, option: OptionLetter): Promise<McqAnswerOutcome> {
  return {
    status: 409,
    body: {
      outcome: 'already-answered',
      chosen: option,
      reveal: await readReveal(payload, question),
      message: alreadyAnsweredMessage(option),
    },
  }
}

/** The candidate's stored answer to a question, read as the candidate. */
export async function findOwnAnswer(payload: Payload, user: User, dailyQuestionId: number | string): Promise<OptionLetter | null> {
  const { docs } = await payload.find({
    collection: 'daily-question-answers',
    where: { and: [{ candidate: { equals: user.id } }, { dailyQuestion: { equals: dailyQuestionId } }] },
    limit: 1,
    depth: 0,
    select: { option: true },
    overrideAccess: false,
    user: { ...user, collection: 'users' },
  })
  return docs[0]?.option ?? null
}

/**
 * What an MCQ shows once answered: the bank question's key and explanation (both languages) and the
 * share of candidates choosing each option, counted from the stored answers.
 */
export async function readReveal(
  payload: Payload,
  question: { id: number | string; question?: number | string | { id: number | string } | null },
): Promise<McqReveal> {
  if (question.question == null) throw new Error(`Question of the Day ${question.id} names no bank question`)
  const bankId = relationId(question.question)
  const [key, counts] = await Promise.all([
    readAnswerKey(payload, [bankId]),
    Promise.all(
      optionLetterList.map((option) =>
        payload.count({
          collection: 'daily-question-answers',
          where: { and: [{ dailyQuestion: { equals: question.id } }, { option: { equals: option } }] },
          overrideAccess: true,
        }),
      ),
    ),
  ])
  const entry = key.get(bankId)
  if (!entry) throw new Error(`Question of the Day ${question.id} names question ${bankId}, which is not in the bank`)
  const { answered, shares } = optionShares(Object.fromEntries(optionLetterList.map((option, index) => [option, counts[index]!.totalDocs])))
  return { correct: entry.correct, explanation: entry.explanation, answered, shares }
}
