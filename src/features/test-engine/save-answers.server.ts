import 'server-only'

import type { IncomingHttpHeaders } from 'node:http'

import type { Payload } from 'payload'

import { type Database, underWriteLock } from '@/db'
import type { User } from '@/payload-types'

import { claimOpenAttempt, readAttemptPaper, upsertAnswers } from '@/domain/test-engine/attempt-store.server'
import { createBoundedCache, type BoundedCache } from '@/lib/bounded-cache'
import { resultHref } from '@/lib/links'
import { type PaperRules, paperRulesOf } from '@/domain/test-engine/paper.server'
import { saveAnswersSchema, validateChanges } from './responses'
import { findOwnAttempt } from './own-attempts.server'
import { SUBMIT_GRACE_MS } from './timing'
import { handleAutosaveFromNode, handleAutosavePost, type NodeReply } from './engine-route.server'
import type { AttemptClosedResponse, PaperSnapshot, SaveAnswersResponse } from '@/domain/test-engine/types'

/**
 * POST /api/attempts/{id}/answers, whole: the autosave's transport and the use-case, as Next.js's
 * route answers it before the app has booted.
 */
export function postAnswers(request: Request, attemptId: string): Promise<Response> {
  return handleAutosavePost(request, (payload, session, body) => saveAnswers(payload, { id: session.userId }, attemptId, body))
}

/** The same, as the HTTP server's fast path answers it once the app has booted (ADR 029, ADR 064). */
export function answerAutosave(headers: IncomingHttpHeaders, body: Uint8Array, attemptId: string): Promise<NodeReply> {
  return handleAutosaveFromNode(headers, body, (payload, session, input) => saveAnswers(payload, { id: session.userId }, attemptId, input))
}

export type SaveOutcome =
  | { status: 200; body: SaveAnswersResponse; sessionUntil: Date }
  | { status: 409; body: AttemptClosedResponse }
  | { status: 400 | 404; body: { message: string; rejected?: { questionId: string; reason: string }[] } }

/**
 * The autosave: one batch of answer changes from the exam screen (ADR 011). Accepted only while the
 * attempt is the candidate's, in progress and before its deadline on the server's clock; each change
 * is kept only if it is newer than what is stored. The happy path is two statements under the write lock (three on an attempt's first save on this node).
 */
export async function saveAnswers(
  payload: Payload,
  candidate: Pick<User, 'id'>,
  attemptId: string,
  input: unknown,
  now = new Date(),
): Promise<SaveOutcome> {
  const parsed = saveAnswersSchema.safeParse(input)
  if (!parsed.success) return { status: 400, body: { message: 'The answers could not be read.' } }
  if (!/^\d+$/.test(attemptId)) return { status: 404, body: { message: 'There is no such attempt on your account.' } }
  const { changes, currentQuestionId, language } = parsed.data

  const saved = await underWriteLock(payload, async (database) => {
    const ids = { attemptId, candidateId: candidate.id }
    const claimed = await claimOpenAttempt(database, { ...ids, now, currentQuestion: currentQuestionId, language })
    if (!claimed) return null
    const { questionIds, maxTimeSpent } = await rulesOfAttempt(database, attemptId)
    const { valid, rejected } = validateChanges(questionIds, changes, maxTimeSpent)
    const written = await upsertAnswers(database, ids, valid, now)
    return { written, rejected, deadline: claimed.deadline }
  })
  if (saved) {
    const body = { saved: saved.written, serverNow: now.toISOString(), deadline: saved.deadline }
    return { status: 200, body, sessionUntil: new Date(Date.parse(saved.deadline) + SUBMIT_GRACE_MS) }
  }
  return closedOutcome(payload, candidate.id, attemptId, now)
}

/**
 * Each attempt's rules, kept per database (a test run opens several) for the most recently saved
 * attempts, about 5 kB each: parsing the paper was a tenth of a save's CPU. An attempt's paper never
 * changes and an id is never reused, so an entry is never wrong, only forgotten.
 */
const rulesByDatabase = new WeakMap<Database['tables'], BoundedCache<string, PaperRules>>()
const ATTEMPTS_KEPT = 4096

async function rulesOfAttempt(database: Database, attemptId: string): Promise<PaperRules> {
  let kept = rulesByDatabase.get(database.tables)
  if (!kept) rulesByDatabase.set(database.tables, (kept = createBoundedCache(ATTEMPTS_KEPT)))
  const known = kept.get(attemptId)
  if (known) return known
  const rules = paperRulesOf((await readAttemptPaper(database, attemptId)) as PaperSnapshot)
  kept.set(attemptId, rules)
  return rules
}

/** Why an attempt took no answers: not theirs (404), submitted, or past its deadline (409). */
async function closedOutcome(payload: Payload, candidateId: number, attemptId: string, now: Date): Promise<SaveOutcome> {
  // The rare path: the whole account, so that the attempt is read with the candidate's own access.
  const user = await payload.findByID({ collection: 'users', id: candidateId, depth: 0, overrideAccess: true, disableErrors: true })
  const attempt = user && (await findOwnAttempt(payload, user, attemptId, now))
  if (!attempt) return { status: 404, body: { message: 'There is no such attempt on your account.' } }
  // Submitted by the candidate, or still open in the grace period or closed because its time ran out.
  return { status: 409, body: { code: attempt.status === 'submitted' ? 'submitted' : 'time-up', resultUrl: resultHref(attempt.id) } }
}
