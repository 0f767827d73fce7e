import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { relationId } from '@/lib/ids'
import { mayHavePaid } from '@/access/paid-access'
import { validEnrolmentProductIds } from '@/access/paid-content'
import { attemptHref, leaderboardHref, productHref, resultHref, testHref } from '@/lib/links'
import { getPayloadClient } from '@/server/payload.server'
import { contentTag } from '@/lib/revalidate'
import { getTranslator } from '@/i18n/translator'
import { formatIndianDateTime } from '@/i18n/format'
import { type Locale, withLocale } from '@/i18n/locale'
import type { Attempt, Product, Test, TestSeries, User } from '@/payload-types'

import type { InstructionsAction, InstructionsTest, SeriesTest, SeriesView, TestKind, TestState } from './components/test-page-types'
import { compensatoryMinutes } from './timing'
import { windowOf } from '@/domain/test-engine/mock-window'
import { checkTestWindow, findTestForCandidate } from './start-attempt.server'
import { findOwnAttempts } from './own-attempts.server'
import { checkTestAccess, seriesRequirement } from './test-access.server'

/** Marks of a whole test, from its sections (a section may override the test's marks). */
export function maxMarksOf(test: Pick<Test, 'marksPerCorrect' | 'sections'>): number {
  const total = (test.sections ?? []).reduce(
    (sum, section) => sum + (section.questions?.length ?? 0) * (section.marksPerCorrect ?? test.marksPerCorrect),
    0,
  )
  return Math.round(total * 100) / 100
}

/**
 * The published test series with their tests, in the reader's language, and for a signed-in candidate
 * each test's state (not started, in progress, submitted with the score) and whether it is locked.
 */
export async function loadTestSeries(payload: Payload, user: User | null, locale: Locale): Promise<SeriesView[]> {
  const { docs } = await payload.find({
    collection: 'test-series',
    depth: 2,
    locale,
    sort: 'order',
    pagination: false,
    overrideAccess: false,
    user: user ?? undefined,
  })
  const series = docs as TestSeries[]
  const enrolled = user ? await validEnrolmentProductIds(payload, user.id) : []
  const attempts = user ? await ownAttemptsByTest(payload, user) : new Map<string, Attempt[]>()

  return series.map((entry) => {
    const product = typeof entry.product === 'object' && entry.product ? (entry.product as Product) : null
    const isUnlocked = mayHavePaid(seriesRequirement(entry), { role: user?.role ?? null, enrolledProductIds: enrolled })
    return {
      id: String(entry.id),
      title: entry.title,
      description: entry.description ?? null,
      kind: entry.kind,
      isPaid: Boolean(entry.isPaid),
      product: product ? { title: product.title, href: productHref(product.slug ?? '', locale) } : null,
      tests: (entry.tests ?? [])
        .filter((test): test is Test => typeof test === 'object' && test !== null)
        .map((test) =>
          seriesTest(
            test,
            user ? attemptsState(test, attempts.get(String(test.id)) ?? [], locale) : null,
            test.isFree === false && !isUnlocked,
            locale,
          ),
        ),
    }
  })
}

/** The list as a visitor sees it, cached until staff change a series, a test or a course. */
export const loadTestSeriesForVisitors = unstable_cache(
  async (locale: Locale) => loadTestSeries(await getPayloadClient(), null, locale),
  ['test-series-for-visitors'],
  { tags: ['test-series', 'tests', 'products'].map(contentTag), revalidate: 3600 },
)

function seriesTest(test: Test, state: TestState | null, isLocked: boolean, locale: Locale): SeriesTest {
  const mockWindow = windowOf(test.window)
  return {
    slug: test.slug ?? '',
    href: withLocale(testHref(test.slug ?? ''), locale),
    title: test.title,
    kind: test.kind as TestKind,
    questionCount: test.questionCount ?? 0,
    durationMinutes: test.durationMinutes,
    maxMarks: maxMarksOf(test),
    negativeMarks: test.negativeMarks,
    // A window opens for everyone at its start; its late entry and close are the window's line below.
    opensAt: test.opensAt ?? mockWindow?.startsAt.toISOString() ?? null,
    closesAt: test.closesAt ?? null,
    mockWindow: mockWindow && {
      startsAt: mockWindow.startsAt.toISOString(),
      lateEntryUntil: mockWindow.lateEntryUntil.toISOString(),
      endsAt: mockWindow.endsAt.toISOString(),
      leaderboardHref: withLocale(leaderboardHref(test.slug ?? ''), locale),
    },
    isLocked,
    state,
  }
}

function attemptsState(test: Test, attempts: Attempt[], locale: Locale): TestState {
  const open = attempts.find((attempt) => attempt.status === 'in-progress')
  if (open) return { status: 'in-progress', deadline: open.deadline, href: withLocale(attemptHref(test.slug ?? '', open.id), locale) }
  const latest = attempts.at(-1)
  if (!latest) return { status: 'not-started' }
  return {
    status: 'submitted',
    score: latest.score ?? 0,
    maxScore: latest.maxScore ?? maxMarksOf(test),
    resultHref: withLocale(resultHref(latest.id), locale),
    attemptsLeft: Math.max(0, test.attemptsAllowed - attempts.length),
  }
}

async function ownAttemptsByTest(payload: Payload, user: User): Promise<Map<string, Attempt[]>> {
  const docs = await findOwnAttempts(payload, user, {
    select: { test: true, status: true, deadline: true, score: true, maxScore: true, attemptNumber: true },
  })
  const byTest = new Map<string, Attempt[]>()
  for (const attempt of docs) byTest.set(relationId(attempt.test), [...(byTest.get(relationId(attempt.test)) ?? []), attempt])
  return byTest
}

export type InstructionsLookup = { kind: 'found'; test: InstructionsTest; action: InstructionsAction } | { kind: 'missing' }

/** The instructions page: the paper's pattern and marking, and what the candidate can do now. */
export async function loadInstructions(
  payload: Payload,
  user: User,
  slug: string,
  locale: Locale,
  error: string | null,
  now = new Date(),
): Promise<InstructionsLookup> {
  const test = await findTestForCandidate(payload, user, slug, locale)
  if (!test) return { kind: 'missing' }
  const sections = test.sections ?? []
  const view: InstructionsTest = {
    title: test.title,
    kind: test.kind,
    instructions: test.instructions ?? null,
    durationMinutes: test.durationMinutes,
    extraMinutes: compensatoryMinutes(test.durationMinutes, user.compensatoryMinutesPerHour ?? 0),
    questionCount: test.questionCount ?? sections.reduce((sum, section) => sum + (section.questions?.length ?? 0), 0),
    maxMarks: maxMarksOf(test),
    marksPerCorrect: test.marksPerCorrect,
    negativeMarks: test.negativeMarks,
    qualifyingPercent: test.qualifyingPercent ?? null,
    previousCutoff: test.previousCutoff ?? null,
    solutionsVisibility: test.solutionsVisibility,
    closesAt: test.closesAt ?? null,
    sections: sections.map((section) => ({
      title: section.title,
      questionCount: section.questions?.length ?? 0,
      marksPerCorrect: section.marksPerCorrect ?? test.marksPerCorrect,
      negativeMarks: section.negativeMarks ?? test.negativeMarks,
    })),
  }
  return { kind: 'found', test: view, action: await instructionsAction(payload, user, test, locale, error, now) }
}

async function instructionsAction(
  payload: Payload,
  user: User,
  test: Test,
  locale: Locale,
  error: string | null,
  now: Date,
): Promise<InstructionsAction> {
  const t = getTranslator(locale, 'testSeries')
  const access = await checkTestAccess(payload, user, test)
  if (!access.ok) {
    const { series } = access
    const message = !series
      ? t('instructions.refusals.enrolledOnly')
      : series.productTitle
        ? t('instructions.refusals.paidSeries', { series: series.title, course: series.productTitle })
        : t('instructions.refusals.paidSeriesNoCourse', { series: series.title })
    return {
      kind: 'refused',
      message,
      link: series?.productSlug ? { label: t('instructions.action.seeCourse'), href: productHref(series.productSlug, locale) } : null,
    }
  }
  const attempts = await findOwnAttempts(payload, user, { test: test.id }, now)
  const open = attempts.find((attempt) => attempt.status === 'in-progress')
  if (open)
    return {
      kind: 'resume',
      href: withLocale(attemptHref(test.slug ?? '', open.id), locale),
      deadline: open.deadline,
      now: now.toISOString(),
    }
  const latest = attempts.at(-1)
  if (latest && attempts.length >= test.attemptsAllowed) {
    return {
      kind: 'refused',
      message: t('instructions.refusals.attemptsUsed', { allowed: test.attemptsAllowed }),
      link: { label: t('instructions.action.seeResult'), href: withLocale(resultHref(latest.id), locale) },
    }
  }
  const window = checkTestWindow(test, now)
  if (!window.ok) {
    return { kind: 'refused', message: startRefusal(test, window.reason, locale, now), link: null }
  }
  return { kind: 'start', formAction: `/api/tests/${test.slug}/start`, defaultLanguage: locale, controlsLanguage: locale, error }
}

/** Why a test cannot be started now, in the reader's language. */
function startRefusal(test: Test, reason: 'not-open' | 'closed' | 'entry-closed', locale: Locale, now: Date): string {
  const t = getTranslator(locale, 'testSeries')
  const window = windowOf(test.window)
  const date = (instant: Date | string | null | undefined) => formatIndianDateTime(instant ?? now, locale)
  if (reason === 'entry-closed' && window)
    return t('instructions.refusals.entryClosed', { lateEntry: date(window.lateEntryUntil), closes: date(window.endsAt) })
  if (reason === 'not-open') return t('instructions.refusals.notOpen', { date: date(window?.startsAt ?? test.opensAt) })
  return t('instructions.refusals.closed', { date: date(test.closesAt) })
}
