import 'server-only'

import type { Payload } from 'payload'

import { formatIndianDateTime } from '@/i18n/format'
import type { Locale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'
import { relationId } from '@/lib/ids'
import { fieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'
import { consumeRateLimit, rateLimitRules, refundRateLimit } from '@/lib/rate-limit.server'
import type { Attempt, KeyObjection, KeyReview, Test, User } from '@/payload-types'

import { parseJson } from '@/domain/test-engine/attempt-store.server'
import { objectionPeriodOf, objectionPhase, proposalSummary } from '@/domain/test-engine/key-objections'
import type { PaperSnapshot } from '@/domain/test-engine/types'
import type { EngineOutcome } from './engine-route.server'
import { type KeyObjectionAnswer, keyObjectionSchema, type OwnObjection } from './key-objection-schema'
import type { ResultView } from './result-view'

type WindowedTest = Pick<Test, 'id' | 'title' | 'window'>

/** The test's objection period, or null when it takes none. */
const periodOf = (test: WindowedTest) => objectionPeriodOf(test.window?.endsAt, test.window?.objectionsUntil)

/** The question's number in the paper as the candidate sat it (1-based across sections), or null when it is not on it. */
function numberInPaper(paper: PaperSnapshot, questionId: string): number | null {
  let number = 0
  for (const section of paper.sections)
    for (const question of section.questions) {
      number += 1
      if (question.id === questionId) return number
    }
  return null
}

const ownObjection = (objection: Pick<KeyObjection, 'kind' | 'status' | 'staffNote'>): OwnObjection => ({
  kind: objection.kind,
  status: objection.status,
  note: objection.status === 'open' ? null : (objection.staffNote ?? null),
})

/** The candidate's objection to this question of this test, if they sent one. */
async function findOwnObjection(payload: Payload, user: User, testId: number | string, questionId: string) {
  const { docs } = await payload.find({
    collection: 'key-objections',
    where: { and: [{ candidate: { equals: user.id } }, { test: { equals: testId } }, { question: { equals: questionId } }] },
    select: { kind: true, status: true, staffNote: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * The staff's entry for this question of this test, made with the first objection. Two first
 * objections at once both try to make it; the unique index lets one through and the other reads it.
 */
async function reviewFor(payload: Payload, test: WindowedTest, questionId: string, number: number): Promise<KeyReview> {
  const find = async () =>
    (
      await payload.find({
        collection: 'key-reviews',
        where: { and: [{ test: { equals: test.id } }, { question: { equals: questionId } }] },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]
  const existing = await find()
  if (existing) return existing
  const question = await payload.findByID({
    collection: 'questions',
    id: questionId,
    select: { correctOption: true, dropped: true },
    depth: 0,
    overrideAccess: true,
  })
  const title = typeof test.title === 'string' ? test.title : ''
  try {
    return await payload.create({
      collection: 'key-reviews',
      data: {
        title: `Question ${number} · ${title}`,
        test: Number(test.id),
        question: Number(questionId),
        keyAtFirstObjection: question.dropped ? 'dropped' : question.correctOption,
        objectionCount: 0,
        status: 'open',
      },
      overrideAccess: true,
    })
  } catch (error) {
    const made = await find()
    if (made) return made
    throw error
  }
}

/**
 * The count and the split of proposals, worked out again from the objections themselves after each
 * one arrives, so the number staff sort by is never a running tally that could drift. Two objections
 * arriving together may write in either order: each writer counts again after its write and writes
 * again if it wrote too few, so the last write always holds every objection that arrived before it.
 */
async function recount(payload: Payload, reviewId: number | string): Promise<void> {
  const read = () =>
    payload.find({
      collection: 'key-objections',
      where: { review: { equals: reviewId } },
      select: { kind: true, proposedOption: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  let { docs } = await read()
  for (let tries = 0; tries < 3; tries += 1) {
    await payload.update({
      collection: 'key-reviews',
      id: reviewId,
      data: { objectionCount: docs.length, proposals: proposalSummary(docs) },
      overrideAccess: true,
    })
    const again = await read()
    if (again.docs.length === docs.length) return
    docs = again.docs
  }
}

/**
 * POST /api/objections: a candidate objects to one question's key or wording from the review of
 * their finished attempt at an All-Punjab mock, during its objection period (ADR 046). One objection
 * per candidate, test and question: a second stores nothing and says so (`sent: false`). Refused once
 * staff have decided on the question. Limited per candidate.
 */
export async function objectToKey(payload: Payload, user: User, input: unknown, locale: Locale, now = new Date()): Promise<EngineOutcome> {
  const t = getTranslator(locale, 'result')
  const parsed = keyObjectionSchema.safeParse(input)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, fieldTranslator(locale))
    return { status: 400, body: { message: t('objection.checkFields'), fieldErrors: errors } }
  }
  const { attemptId, questionId, kind, proposedOption, reason, source } = parsed.data
  const notYours = { status: 404, body: { message: t('objection.notYours') } }

  // Read as the candidate: another candidate's attempt does not exist here.
  const attempt = await payload.findByID({
    collection: 'attempts',
    id: attemptId,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!attempt || attempt.status === 'in-progress') return notYours
  const number = numberInPaper(parseJson(attempt.paper) as PaperSnapshot, questionId)
  if (number === null) return notYours
  const test = await payload.findByID({
    collection: 'tests',
    id: relationId(attempt.test),
    select: { title: true, window: true },
    depth: 0,
    locale: 'en',
    overrideAccess: true,
  })
  const period = periodOf(test)
  if (!period) return { status: 409, body: { message: t('objection.notTaken') } }
  const phase = objectionPhase(period, now)
  if (phase !== 'open') {
    const at = formatIndianDateTime(phase === 'before' ? period.opensAt : period.closesAt, locale)
    return { status: 409, body: { message: t(phase === 'before' ? 'objection.notYetOpen' : 'objection.closed', { at }) } }
  }

  const limitKey = `user:${user.id}`
  const limited = await consumeRateLimit(rateLimitRules.keyObjection, limitKey)
  if (!limited.ok) return { status: 429, body: { message: t('objection.tooMany'), retryAfterSeconds: limited.retryAfterSeconds } }

  const mine = await findOwnObjection(payload, user, test.id, questionId)
  if (mine) {
    await refundRateLimit(rateLimitRules.keyObjection, limitKey)
    return { status: 200, body: { sent: false, objection: ownObjection(mine) } satisfies KeyObjectionAnswer }
  }
  const review = await reviewFor(payload, test, questionId, number)
  if (review.status !== 'open') {
    await refundRateLimit(rateLimitRules.keyObjection, limitKey)
    return { status: 409, body: { message: t('objection.decided', { number }) } }
  }
  try {
    await payload.create({
      collection: 'key-objections',
      data: {
        kind,
        proposedOption: kind === 'key' ? proposedOption : null,
        reason,
        source: source || undefined,
        status: 'open',
        review: review.id,
        test: Number(test.id),
        question: Number(questionId),
        candidate: user.id,
        attempt: attempt.id,
        language: locale,
      },
      overrideAccess: true,
    })
  } catch (error) {
    // The same objection sent twice at once: the unique index keeps one, and this one says so.
    const again = await findOwnObjection(payload, user, test.id, questionId)
    if (!again) throw error
    return { status: 200, body: { sent: false, objection: ownObjection(again) } satisfies KeyObjectionAnswer }
  }
  await recount(payload, review.id)
  return { status: 200, body: { sent: true, objection: { kind, status: 'open', note: null } } satisfies KeyObjectionAnswer }
}

/**
 * What the review of a finished attempt shows about objections: whether they are open and until when,
 * and the candidate's own objections on this test with staff's decisions. Null when the test takes none.
 */
export async function readOwnObjections(
  payload: Payload,
  user: User,
  attempt: Pick<Attempt, 'test'>,
  test: WindowedTest,
  now: Date,
): Promise<ResultView['objections']> {
  const period = periodOf(test)
  if (!period) return null
  const { docs } = await payload.find({
    collection: 'key-objections',
    where: { and: [{ candidate: { equals: user.id } }, { test: { equals: relationId(attempt.test) } }] },
    select: { question: true, kind: true, status: true, staffNote: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return {
    isOpen: objectionPhase(period, now) === 'open',
    closesAt: period.closesAt.toISOString(),
    mine: Object.fromEntries(docs.map((objection) => [relationId(objection.question), ownObjection(objection)])),
  }
}
