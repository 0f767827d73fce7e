import 'server-only'

import type { Payload } from 'payload'
import * as z from 'zod/mini'

import type { Locale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'
import { fieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'
import { consumeRateLimit, rateLimitRules, refundRateLimit } from '@/lib/rate-limit.server'
import type { User } from '@/payload-types'

import { optionLetterList } from '@/domain/test-engine/types'
import type { EngineOutcome } from './engine-route.server'
import { finishedPaperWith } from './own-attempts.server'
import { type QuestionVersions, type TranslationReportAnswer, translationReportSchema } from './translation-report-schema'

const questionSchema = z.object({ questionId: z.string().check(z.regex(/^\d+$/)) })

type Localized = string | Record<string, string | null | undefined> | null | undefined
const inLocale = (value: Localized, locale: Locale) => (typeof value === 'string' ? value : (value?.[locale] ?? '')).trim()

/**
 * Both versions of one question, its question and options only (never its key or explanation), read
 * in every locale without falling back: what the candidate compares and what the report quotes.
 */
async function readVersions(payload: Payload, questionId: string): Promise<QuestionVersions | null> {
  const question = await payload.findByID({
    collection: 'questions',
    id: questionId,
    select: { stem: true, options: true },
    locale: 'all',
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!question) return null
  const stem = question.stem as Localized
  const options = ((question.options ?? []) as { text?: Localized }[]).map((option) => option.text)
  const version = (locale: Locale) => ({ stem: inLocale(stem, locale), options: options.map((text) => inLocale(text, locale)) })
  const punjabi = version('pa')
  return { english: version('en'), punjabi: punjabi.stem ? punjabi : null }
}

/** A version as the report stores it: the question, then its options by letter. */
const quote = (version: QuestionVersions['english'] | null) =>
  version ? [version.stem, ...version.options.map((text, index) => `${optionLetterList[index] ?? '?'}. ${text}`)].join('\n') : ''

/**
 * POST /api/translation-problems/versions `{ questionId }`: the two versions of a question of a test
 * the candidate has finished, for the report form to quote.
 */
export async function questionVersions(payload: Payload, user: User, input: unknown, locale: Locale): Promise<EngineOutcome> {
  const t = getTranslator(locale, 'result')
  const parsed = questionSchema.safeParse(input)
  if (!parsed.success || !(await finishedPaperWith(payload, user, parsed.data.questionId)))
    return { status: 404, body: { message: t('translation.notYours') } }
  const versions = await readVersions(payload, parsed.data.questionId)
  if (!versions) return { status: 404, body: { message: t('translation.notYours') } }
  return { status: 200, body: versions }
}

/**
 * POST /api/translation-problems `{ questionId, message }`: a candidate reports a difference between a
 * question's English and Punjabi from the review of a test they have finished (ADR 036). Stored with
 * both versions quoted as they stand, for staff's queue in the admin. One open report per candidate
 * and question: a second stores nothing and says so (`sent: false`). Limited per candidate.
 */
export async function reportTranslationProblem(payload: Payload, user: User, input: unknown, locale: Locale): Promise<EngineOutcome> {
  const t = getTranslator(locale, 'result')
  const parsed = translationReportSchema.safeParse(input)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, fieldTranslator(locale))
    return { status: 400, body: { message: errors.message ?? t('translation.notYours'), fieldErrors: errors } }
  }
  const { questionId, message } = parsed.data
  const paper = await finishedPaperWith(payload, user, questionId)
  const versions = paper && (await readVersions(payload, questionId))
  if (!paper || !versions) return { status: 404, body: { message: t('translation.notYours') } }

  const limitKey = `user:${user.id}`
  const limited = await consumeRateLimit(rateLimitRules.translationReport, limitKey)
  if (!limited.ok) return { status: 429, body: { message: t('translation.tooMany'), retryAfterSeconds: limited.retryAfterSeconds } }

  const open = await payload.count({
    collection: 'translation-reports',
    where: { and: [{ candidate: { equals: user.id } }, { question: { equals: questionId } }, { status: { equals: 'open' } }] },
    overrideAccess: true,
  })
  if (open.totalDocs > 0) {
    await refundRateLimit(rateLimitRules.translationReport, limitKey)
    return { status: 200, body: { sent: false } satisfies TranslationReportAnswer }
  }
  await payload.create({
    collection: 'translation-reports',
    data: {
      question: Number(questionId),
      test: Number(paper.testId),
      candidate: user.id,
      message,
      english: quote(versions.english),
      punjabi: quote(versions.punjabi),
      status: 'open',
    },
    overrideAccess: true,
  })
  return { status: 200, body: { sent: true } satisfies TranslationReportAnswer }
}
