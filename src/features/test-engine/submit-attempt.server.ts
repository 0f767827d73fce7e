import 'server-only'

import type { Payload } from 'payload'

import { relationId } from '@/lib/ids'
import { expireTag } from '@/lib/revalidate'
import type { Attempt, User } from '@/payload-types'

import {
  claimOpenAttempt,
  closeAttempt,
  findAbandonedAttemptIds,
  inTransaction,
  parseJson,
  readAnswers,
  readHandle,
  type StoredAnswer,
  storeResult,
  upsertAnswers,
} from './attempt-store.server'
import { resultHref } from '@/lib/links'
import { testStatsTag } from './test-stats'
import { type AnswerKeyEntry, maxTimeSpentFor, type PaperSnapshot, paperQuestionIds, readAnswerKey } from './paper.server'
import { saveAnswersSchema, validateChanges } from './responses'
import { scoreAttempt, type ScoringInput } from './scoring'
import { finishedAtFor, SUBMIT_GRACE_MS, submissionOutcome } from './timing'
import type { AttemptClosedResponse, OptionLetter, ResponseChange, SubmitResponse } from './types'

export type SubmitOutcome =
  | { status: 200; body: SubmitResponse }
  | { status: 409; body: AttemptClosedResponse }
  | { status: 400 | 404; body: { message: string } }

/**
 * Submits the candidate's attempt (the Submit button, or the screen at time-up). Exactly once: the
 * attempt closes only if it is still in progress, in the same transaction that scores it, so a second
 * or concurrent submit, or an autosave racing it, gets "already submitted" and the score never changes.
 * The last changes the submit carries count only when it arrives by the deadline; within the 60-second
 * grace period the attempt is accepted as saved at the deadline; later it is auto-submitted.
 */
export async function submitAttempt(payload: Payload, user: User, attemptId: string, input: unknown, now = new Date()): Promise<SubmitOutcome> {
  // A submit may carry no changes at all (everything was saved already).
  const parsed = saveAnswersSchema.safeParse(typeof input === 'object' && input !== null ? { changes: [], ...input } : { changes: [] })
  if (!parsed.success) return { status: 400, body: { message: 'The answers sent with the submission could not be read.' } }
  const attempt = await findOwnAttempt(payload, user, attemptId)
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

/** A candidate's own attempt, read through access control (another candidate's is "not found"). */
export async function findOwnAttempt(payload: Payload, user: User, attemptId: string): Promise<Attempt | null> {
  if (!/^\d+$/.test(attemptId)) return null
  return payload.findByID({ collection: 'attempts', id: attemptId, depth: 0, overrideAccess: false, user, disableErrors: true })
}

/**
 * Closes and scores an attempt in one transaction. `changes` (already checked to be on time) are
 * stored first; returns false when another call closed it first.
 */
async function finaliseAttempt(
  payload: Payload,
  attempt: Pick<Attempt, 'id' | 'deadline' | 'paper' | 'test'>,
  { status, now, changes, candidateId }: { status: 'submitted' | 'auto-submitted'; now: Date; changes: ResponseChange[]; candidateId: number | string },
): Promise<boolean> {
  const paper = parseJson(attempt.paper) as PaperSnapshot
  const questionIds = paperQuestionIds(paper)
  // The key is read before the transaction: it holds the write lock for as short a time as possible.
  const key = await readAnswerKey(payload, questionIds)
  const deadline = new Date(attempt.deadline)

  return inTransaction(payload, async (db, tables) => {
    const ids = { attemptId: attempt.id, candidateId }
    if (changes.length > 0 && (await claimOpenAttempt(db, tables, { ...ids, now }))) {
      const { valid } = validateChanges(questionIds, changes, maxTimeSpentFor(paper))
      await upsertAnswers(db, tables, ids, valid, now)
    }
    const closed = await closeAttempt(db, tables, { attemptId: attempt.id, status, submittedAt: now, finishedAt: finishedAtFor(now, deadline) })
    if (!closed) return false
    const answers = await readAnswers(db, tables, attempt.id)
    const score = scorePaper(paper, key, responsesOf(answers))
    await storeResult(db, tables, { attemptId: attempt.id, score })
    return true
  }).then((closed) => {
    if (closed) expireTag(testStatsTag(relationId(attempt.test)))
    return closed
  })
}


/**
 * Submits attempts left open past their deadline and the grace period, from their last saved
 * answers: every minute in the running server, and for a candidate whenever they open a test page.
 */
export async function submitAbandonedAttempts(payload: Payload, candidateId?: number | string, now = new Date()): Promise<number> {
  const { db, tables } = readHandle(payload)
  const ids = await findAbandonedAttemptIds(db, tables, new Date(now.getTime() - SUBMIT_GRACE_MS), candidateId)
  let submitted = 0
  for (const id of ids) {
    const attempt = await payload.findByID({ collection: 'attempts', id, depth: 0, overrideAccess: true, disableErrors: true })
    if (!attempt || attempt.status !== 'in-progress') continue
    const candidate = typeof attempt.candidate === 'object' ? attempt.candidate.id : attempt.candidate
    if (await finaliseAttempt(payload, attempt, { status: 'auto-submitted', now, changes: [], candidateId: candidate })) submitted += 1
  }
  return submitted
}

/** Scores every submitted attempt at a test again (after staff correct its answer key). */
export async function rescoreTest(payload: Payload, testId: number | string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'attempts',
    where: { and: [{ test: { equals: testId } }, { status: { not_equals: 'in-progress' } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { paper: true, deadline: true },
  })
  for (const attempt of docs) {
    const paper = parseJson(attempt.paper) as PaperSnapshot
    const key = await readAnswerKey(payload, paperQuestionIds(paper))
    await inTransaction(payload, async (db, tables) => {
      const answers = await readAnswers(db, tables, attempt.id)
      const score = scorePaper(paper, key, responsesOf(answers))
      await storeResult(db, tables, { attemptId: attempt.id, score })
    })
  }
  // Ranks, topper and averages follow at once when staff's request runs this, and within their
  // 60-second cache when the job queue does (outside a request there is no tag to expire).
  expireTag(testStatsTag(testId))
  return docs.length
}

/** Scores responses against a paper snapshot and its key: the one mapping onto the pure `scoreAttempt`. */
export function scorePaper(paper: PaperSnapshot, key: Map<string, AnswerKeyEntry>, responses: ScoringInput['responses']) {
  return scoreAttempt({
    sections: paper.sections.map((section) => ({
      id: section.id,
      title: section.title.en,
      marksPerCorrect: section.marksPerCorrect,
      negativeMarks: section.negativeMarks,
      questions: section.questions.map((question) => ({
        id: question.id,
        topicId: question.topicId,
        topicTitle: question.topicId ? (paper.topics[question.topicId]?.en ?? null) : null,
      })),
    })),
    key: Object.fromEntries([...key].map(([id, entry]) => [id, entry.correct])) as Record<string, OptionLetter>,
    responses,
  })
}

const responsesOf = (answers: StoredAnswer[]): ScoringInput['responses'] =>
  Object.fromEntries(answers.map((answer) => [answer.questionId, { option: answer.option, timeSpent: answer.timeSpent }]))

/** Scores again every submitted attempt at any test that holds the question. */
export async function rescoreQuestion(payload: Payload, questionId: number | string): Promise<number> {
  const { docs } = await payload.find({ collection: 'tests', where: { 'sections.questions': { in: [questionId] } }, depth: 0, pagination: false, overrideAccess: true, select: { slug: true }, draft: false })
  let attempts = 0
  for (const test of docs) attempts += await rescoreTest(payload, test.id)
  return attempts
}

const SWEEP_INTERVAL_MS = 60_000

/**
 * The minute sweep of abandoned attempts, started once by the server at boot. A plain timer, not a
 * Payload scheduled job: Payload's scheduler writes its bookkeeping outside a transaction, which on
 * SQLite races the process's queued write transactions (ADR 002, ADR 011). Its writes go through
 * `inTransaction` like every other write of the engine.
 */
export function startAbandonedAttemptSweep(payload: Payload): void {
  const sweep = () =>
    submitAbandonedAttempts(payload)
      .then((count) => {
        if (count > 0) payload.logger.info(`[test-engine] Submitted ${count} abandoned attempt(s)`)
      })
      .catch((error: unknown) => payload.logger.error({ err: error }, '[test-engine] The sweep of abandoned attempts failed'))
  setInterval(sweep, SWEEP_INTERVAL_MS).unref()
}
