import type { Payload } from 'payload'

import { saveAnswers } from '@/features/test-engine/save-answers.server'
import { startAttempt } from '@/features/test-engine/start-attempt.server'
import { submitAttempt } from '@/features/test-engine/submit-attempt.server'
import type { OptionLetter } from '@/domain/test-engine/types'
import type { User } from '@/payload-types'

/**
 * A candidate takes a test through the engine's own use-cases, as the exam screen would: starts it,
 * saves the answers given (question id → option) in that order, and submits unless told not to, on
 * the server's clock or at the times given. Returns the attempt's id.
 */
export async function takeTest(
  payload: Payload,
  user: User,
  slug: string,
  answers: [questionId: string | number, option: OptionLetter][],
  {
    submit = true,
    timeSpent = 30,
    startedAt = new Date(),
    submittedAt = startedAt,
  }: { submit?: boolean; timeSpent?: number; /** The server's clock at the start. */ startedAt?: Date; submittedAt?: Date } = {},
): Promise<string> {
  const started = await startAttempt(payload, user, slug, 'en', startedAt)
  if (!started.ok) throw new Error(started.message)
  const changes = answers.map(([questionId, option], index) => ({
    questionId: String(questionId),
    option,
    marked: false,
    visited: true,
    timeSpent,
    seq: index + 1,
  }))
  if (changes.length) await saveAnswers(payload, user, started.attemptId, { changes }, startedAt)
  if (submit) await submitAttempt(payload, user, started.attemptId, {}, submittedAt)
  return started.attemptId
}
