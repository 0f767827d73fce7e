import 'server-only'

import type { Payload, Where } from 'payload'

import type { Attempt, AttemptsSelect, User } from '@/payload-types'

import { parseJson } from '@/domain/test-engine/attempt-store.server'
import { paperQuestionIds } from '@/domain/test-engine/paper.server'
import type { PaperSnapshot } from '@/domain/test-engine/types'

import { submitAbandonedAttempts } from './sweep.server'
import { isAbandoned } from './timing'

export type OwnAttemptsQuery = {
  /** Attempts at this test, or these tests, only. */
  test?: number | string | (number | string)[]
  /** Attempts in this state only. */
  status?: Attempt['status']
  /** Oldest first by default. */
  sort?: 'attemptNumber' | '-startedAt'
  /** Without the paper, the result and the breakdown by default: lists never need them. */
  select?: AttemptsSelect<false> | AttemptsSelect<true>
}

/** When an attempt ended: its finish, else its submission, else (abandoned) its deadline. */
export const finishedAtOf = (attempt: Pick<Attempt, 'finishedAt' | 'submittedAt' | 'deadline'>): string =>
  attempt.finishedAt ?? attempt.submittedAt ?? attempt.deadline

const LIST_SELECT: AttemptsSelect<false> = { paper: false, result: false, breakdown: false }

/**
 * The candidate's own attempts, read as them (another candidate's do not exist here). Reading first
 * submits their attempts left open past the deadline and its grace period, so that no page shows an
 * attempt whose time ran out as still running: the one place a read of attempts writes, and it says so.
 */
export async function findOwnAttempts(payload: Payload, user: User, query: OwnAttemptsQuery = {}, now = new Date()): Promise<Attempt[]> {
  await submitAbandonedAttempts(payload, user.id, now)
  const where: Where[] = [{ candidate: { equals: user.id } }]
  if (Array.isArray(query.test)) where.push({ test: { in: query.test } })
  else if (query.test !== undefined) where.push({ test: { equals: query.test } })
  if (query.status) where.push({ status: { equals: query.status } })
  const { docs } = await payload.find({
    collection: 'attempts',
    where: { and: where },
    sort: query.sort ?? 'attemptNumber',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
    select: query.select ?? LIST_SELECT,
  })
  return docs as Attempt[]
}

/**
 * One of the candidate's own attempts, whole (another candidate's is "not found"). An attempt
 * abandoned past its deadline and grace period is submitted first and read again, as the list does.
 */
export async function findOwnAttempt(payload: Payload, user: User, attemptId: string, now = new Date()): Promise<Attempt | null> {
  if (!/^\d+$/.test(attemptId)) return null
  const read = () => payload.findByID({ collection: 'attempts', id: attemptId, depth: 0, overrideAccess: false, user, disableErrors: true })
  const attempt = await read()
  if (!attempt || attempt.status !== 'in-progress' || !isAbandoned(now, new Date(attempt.deadline))) return attempt
  await submitAbandonedAttempts(payload, user.id, now)
  return read()
}

/**
 * The test of the candidate's first submitted attempt whose paper holds the question, or null: what
 * lets a candidate keep (bookmark) or report a question, never one of a test they have not finished.
 */
export async function finishedPaperWith(payload: Payload, user: User, questionId: string): Promise<{ testId: string } | null> {
  const { docs } = await payload.find({
    collection: 'attempts',
    where: { and: [{ candidate: { equals: user.id } }, { status: { not_equals: 'in-progress' } }] },
    select: { paper: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  for (const attempt of docs) {
    const paper = parseJson(attempt.paper) as PaperSnapshot
    if (paperQuestionIds(paper).includes(questionId)) return { testId: paper.testId }
  }
  return null
}

/** Whether the question is in the paper of one of the candidate's submitted attempts. */
export async function hasFinishedPaperWith(payload: Payload, user: User, questionId: string): Promise<boolean> {
  return (await finishedPaperWith(payload, user, questionId)) !== null
}
