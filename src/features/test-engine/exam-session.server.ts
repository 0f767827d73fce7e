import 'server-only'

import type { Payload } from 'payload'

import { databaseOf } from '@/db'
import { relationId } from '@/lib/ids'
import type { Locale } from '@/i18n/locale'
import type { User } from '@/payload-types'

import { parseJson, readAnswers } from '@/domain/test-engine/attempt-store.server'
import { resultHref } from '@/lib/links'
import { paperForScreen } from './paper-cache.server'
import { findOwnAttempt } from './own-attempts.server'
import type { ExamSession, PaperSnapshot } from '@/domain/test-engine/types'

export type ExamLookup = { kind: 'session'; session: ExamSession } | { kind: 'closed'; resultUrl: string } | { kind: 'missing' }

/**
 * What the exam screen needs to start or resume an attempt on any device: the paper without its
 * answers, the saved responses, where the candidate was, and the deadline with the server's clock.
 */
export async function loadExamSession(payload: Payload, user: User, attemptId: string, now = new Date()): Promise<ExamLookup> {
  const attempt = await findOwnAttempt(payload, user, attemptId, now)
  if (!attempt) return { kind: 'missing' }
  const resultUrl = resultHref(attempt.id)
  if (attempt.status !== 'in-progress') return { kind: 'closed', resultUrl }
  const database = databaseOf(payload)
  const [paper, answers, test] = await Promise.all([
    paperForScreen(parseJson(attempt.paper) as PaperSnapshot),
    readAnswers(database, attempt.id),
    payload.findByID({
      collection: 'tests',
      id: relationId(attempt.test),
      select: { isTimed: true },
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    }),
  ])
  return {
    kind: 'session',
    session: {
      attemptId: String(attempt.id),
      deadline: new Date(attempt.deadline).toISOString(),
      serverNow: now.toISOString(),
      language: (attempt.language as Locale) ?? 'en',
      currentQuestionId: attempt.currentQuestion ?? null,
      responses: Object.fromEntries(answers.map(({ questionId, ...response }) => [questionId, response])),
      paper,
      resultUrl,
      isTimed: test?.isTimed !== false,
    },
  }
}
