import 'server-only'

import type { Payload } from 'payload'

import { underWriteLock } from '@/db'
import { isLocale, type Locale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'
import type { Test, TestsSelect, User } from '@/payload-types'

import { insertAttempt } from '@/domain/test-engine/attempt-store.server'
import { attemptHref } from '@/lib/links'
import { snapshotForTest } from './paper-cache.server'
import { findOwnAttempts } from './own-attempts.server'
import { checkTestAccess } from './test-access.server'
import { canStart, compensatoryMinutes, deadlineFor, type StartCheck } from './timing'
import { mayStartIn, windowDeadlineCap, windowOf, windowPhase } from '@/domain/test-engine/mock-window'
import { formatIndianDateTime } from '@/i18n/format'

export type StartOutcome =
  { ok: true; attemptId: string; href: string; isResumed: boolean; deadline: Date } | { ok: false; message: string }

/**
 * Starts an attempt, or resumes the one in progress (a candidate never has two open at one test). The
 * deadline is fixed here on the server's clock: the duration plus any compensatory time staff granted
 * the candidate, never past the test's closing time.
 */
export async function startAttempt(
  payload: Payload,
  user: User,
  slug: string,
  language: unknown,
  now = new Date(),
  {
    isKeptFromCheck = false,
  }: { /** Answers a visitor checked, kept after signing in: not ranked (ADR 013). */ isKeptFromCheck?: boolean } = {},
): Promise<StartOutcome> {
  const test = await findTestForCandidate(payload, user, slug, 'en', startFields)
  if (!test) return { ok: false, message: 'This test is not available.' }
  const access = await checkTestAccess(payload, user, test)
  if (!access.ok) return { ok: false, message: access.message }

  const attempts = await findOwnAttempts(payload, user, { test: test.id }, now)
  const open = attempts.find((attempt) => attempt.status === 'in-progress')
  if (open)
    return { ok: true, attemptId: String(open.id), href: attemptHref(slug, open.id), isResumed: true, deadline: new Date(open.deadline) }
  if (attempts.length >= test.attemptsAllowed) return { ok: false, message: attemptsUsedMessage(test.attemptsAllowed, language) }
  const window = checkTestWindow(test, now)
  if (!window.ok) return { ok: false, message: window.message }

  const paper = await snapshotForTest(String(test.id), test.updatedAt)
  // An untimed test (a daily quiz without a timer) has no clock to extend.
  const isTimed = test.isTimed !== false
  const extraMinutes = isTimed ? compensatoryMinutes(test.durationMinutes, user.compensatoryMinutesPerHour ?? 0) : 0
  const deadline = deadlineFor({
    startedAt: now,
    durationMinutes: test.durationMinutes,
    extraMinutes,
    // A window's own attempt stops at its close (ADR 044).
    closesAt: windowDeadlineCap(windowOf(test.window), now) ?? dateOrNull(test.closesAt),
    isTimed,
  })
  // Written by the engine, not the candidate: nobody creates attempts through the API (ADR 011).
  const attemptId = await underWriteLock(payload, (database) =>
    insertAttempt(database, {
      candidateId: user.id,
      testId: test.id,
      attemptNumber: attempts.length + 1,
      language: isLocale(language) ? language : 'en',
      startedAt: now,
      deadline,
      extraMinutes,
      paper,
      isKeptFromCheck,
    }),
  )
  if (attemptId) return { ok: true, attemptId, href: attemptHref(slug, attemptId), isResumed: false, deadline }
  // Two starts at once (a double click, two tabs): the unique (candidate, test, attempt number)
  // index let the other one through; this one resumes it.
  const again = (await findOwnAttempts(payload, user, { test: test.id }, now)).find((attempt) => attempt.status === 'in-progress')
  if (again)
    return { ok: true, attemptId: String(again.id), href: attemptHref(slug, again.id), isResumed: true, deadline: new Date(again.deadline) }
  return { ok: false, message: 'The test could not be started. Try again.' }
}

/** What starting needs of a test: not its sections (the cached snapshot has them). */
const startFields = {
  slug: true,
  isFree: true,
  attemptsAllowed: true,
  durationMinutes: true,
  isTimed: true,
  opensAt: true,
  closesAt: true,
  window: true,
  updatedAt: true,
} as const

/** A published test, as the candidate may read it (only `select`'s fields when given). */
export async function findTestForCandidate(
  payload: Payload,
  user: User | null,
  slug: string,
  locale: Locale = 'en',
  select?: TestsSelect,
): Promise<Test | null> {
  const { docs } = await payload.find({
    collection: 'tests',
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
    locale,
    overrideAccess: false,
    user: user ?? undefined,
    ...(select ? { select } : {}),
  })
  return (docs[0] as Test | undefined) ?? null
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null)

/**
 * Whether a new attempt may begin now: between the test's opening and closing times where set; for an
 * All-Punjab mock window, from its start to the end of late entry, and after its close for practice.
 */
export function checkTestWindow(test: Pick<Test, 'opensAt' | 'closesAt' | 'window'>, now: Date): StartCheck {
  const window = windowOf(test.window)
  if (!window) return canStart({ now, opensAt: dateOrNull(test.opensAt), closesAt: dateOrNull(test.closesAt) })
  const phase = windowPhase(window, now)
  if (mayStartIn(phase)) return { ok: true }
  if (phase === 'upcoming') return canStart({ now, opensAt: window.startsAt })
  return {
    ok: false,
    reason: 'entry-closed',
    message: `Late entry to this test closed on ${formatIndianDateTime(window.lateEntryUntil)}. It opens again for practice, unranked, when the window closes on ${formatIndianDateTime(window.endsAt)}.`,
  }
}

const attemptsUsedMessage = (allowed: number, language: unknown) =>
  getTranslator(isLocale(language) ? language : 'en', 'testSeries')('instructions.refusals.attemptsUsed', { allowed })
