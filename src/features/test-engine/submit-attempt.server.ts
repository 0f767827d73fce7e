import 'server-only'

import type { Payload } from 'payload'

import type { AttemptClosedResponse, SubmitResponse } from '@/domain/test-engine/types'
import type { User } from '@/payload-types'

import { finaliseAttempt } from './finalise-attempt.server'
import { resultHref } from '@/lib/links'
import { findOwnAttempt } from './own-attempts.server'
import { saveAnswersSchema } from './responses'
import { submissionOutcome } from './timing'

export type SubmitOutcome =
  { status: 200; body: SubmitResponse } | { status: 409; body: AttemptClosedResponse } | { status: 400 | 404; body: { message: string } }

/**
 * Submits the candidate's attempt (the Submit button, or the screen at time-up). Exactly once: the
 * attempt closes only if it is still in progress, in the same transaction that scores it, so a second
 * or concurrent submit, or an autosave racing it, gets "already submitted" and the score never changes.
 * The last changes the submit carries count only when it arrives by the deadline; within the 60-second
 * grace period the attempt is accepted as saved at the deadline; later it has been auto-submitted.
 */
export async function submitAttempt(
  payload: Payload,
  user: User,
  attemptId: string,
  input: unknown,
  now = new Date(),
): Promise<SubmitOutcome> {
  // A submit may carry no changes at all (everything was saved already).
  const parsed = saveAnswersSchema.safeParse(typeof input === 'object' && input !== null ? { changes: [], ...input } : { changes: [] })
  if (!parsed.success) return { status: 400, body: { message: 'The answers sent with the submission could not be read.' } }
  const attempt = await findOwnAttempt(payload, user, attemptId, now)
  if (!attempt) return { status: 404, body: { message: 'There is no such attempt on your account.' } }
  const resultUrl = resultHref(attempt.id)
  if (attempt.status !== 'in-progress') return { status: 409, body: { code: 'submitted', resultUrl } }

  const outcome = submissionOutcome({ now, deadline: new Date(attempt.deadline) })
  const status = outcome === 'expired' ? 'auto-submitted' : 'submitted'
  const changes = outcome === 'on-time' ? parsed.data.changes : []
  const closed = await finaliseAttempt(payload, attempt, { status, now, changes, candidateId: user.id })
  if (!closed) return { status: 409, body: { code: 'submitted', resultUrl } }
  return { status: 200, body: { resultUrl, status } }
}
