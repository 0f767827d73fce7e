import 'server-only'

import type { Where } from 'payload'

import { type IsoDay, indianDay, indianDayBounds } from '@/lib/days'
import { paperForScreen, snapshotForTest } from '@/features/test-engine/public.server'
import type { Paper, PaperSnapshot } from '@/domain/test-engine/types'
import { previewable, type ReadScope, scopeOptions } from '@/features/content/public.server'
import { dailyArticleHref, dailyQuizHref } from '@/lib/links'
import type { Locale } from '@/i18n/locale'
import type { CurrentAffair, Test } from '@/payload-types'

import { quizDaysUpTo } from '@/domain/daily-quiz/quiz-day'
import type { DailyQuizDetail, DailyQuizSummary, QuizArticle, QuizDay } from './types'

/**
 * Reads of the daily quizzes: tests of kind `daily-quiz`, each covering one day's current affairs
 * (`quizDate`, an Indian calendar day). Each `get…` is cached under the tags of what it reads, as a
 * visitor (staff previewing see drafts, see `previewable`); the `read…` functions are the same reads,
 * uncached, for the signed-in pages and the tests. Reads that depend on "today" take it as an
 * argument, so the cache key changes at midnight in India.
 */

/** How many quizzes the list shows; older ones are reached by their day in the date picker. */
export const LATEST_QUIZZES = 30

const summaryFields = { title: true, slug: true, quizDate: true, questionCount: true, isTimed: true, durationMinutes: true } as const

const isDailyQuiz: Where = { kind: { equals: 'daily-quiz' } }

function toSummary(
  doc: Pick<Test, 'id' | 'title' | 'slug' | 'quizDate' | 'questionCount' | 'isTimed' | 'durationMinutes'>,
): DailyQuizSummary {
  return {
    id: String(doc.id),
    slug: doc.slug,
    title: doc.title,
    day: indianDay(doc.quizDate!),
    questionCount: doc.questionCount ?? 0,
    isTimed: doc.isTimed !== false,
    durationMinutes: doc.durationMinutes,
  }
}

/**
 * The published daily quizzes up to and including `today`, newest first: the latest for the list,
 * and every quiz's day for the date picker (oldest first). A day with two quizzes opens the newer.
 */
export async function readDailyQuizList(
  scope: ReadScope,
  today: IsoDay,
  locale: Locale = 'en',
): Promise<{ latest: DailyQuizSummary[]; days: QuizDay[] }> {
  const { docs } = await scope.payload.find({
    collection: 'tests',
    where: { and: [isDailyQuiz, quizDaysUpTo(today)] },
    sort: ['-quizDate', '-id'],
    pagination: false,
    depth: 0,
    locale,
    select: summaryFields,
    ...scopeOptions(scope),
  })
  const quizzes = docs.filter((doc) => doc.quizDate).map(toSummary)
  const byDay = new Map<IsoDay, QuizDay>()
  for (const quiz of quizzes) if (!byDay.has(quiz.day)) byDay.set(quiz.day, { day: quiz.day, href: dailyQuizHref(quiz.slug) })
  return { latest: quizzes.slice(0, LATEST_QUIZZES), days: [...byDay.values()].reverse() }
}
export const getDailyQuizList = previewable('daily-quiz-list', ['tests'], readDailyQuizList)

/** A quiz found by its address or by the day it covers (the newest of that day). */
export type QuizLookup = { slug: string } | { day: IsoDay }

/** What the quiz page and the use-cases need of a quiz besides its facts: its window, access and version. */
export type DailyQuizRecord = DailyQuizDetail &
  Pick<Test, 'updatedAt' | 'attemptsAllowed' | 'solutionsVisibility'> & { isFree: boolean; opensAt: string | null; closesAt: string | null }

/** One published daily quiz, with its articles linked on their day's page, or null. */
export async function readDailyQuiz(scope: ReadScope, lookup: QuizLookup, locale: Locale = 'en'): Promise<DailyQuizRecord | null> {
  const where: Where =
    'slug' in lookup
      ? { slug: { equals: lookup.slug } }
      : {
          and: [
            { quizDate: { greater_than_equal: indianDayBounds(lookup.day).start } },
            { quizDate: { less_than: indianDayBounds(lookup.day).end } },
          ],
        }
  const { docs } = await scope.payload.find({
    collection: 'tests',
    where: { and: [isDailyQuiz, where] },
    sort: ['-quizDate', '-id'],
    limit: 1,
    depth: 1,
    locale,
    select: {
      ...summaryFields,
      articles: true,
      instructions: true,
      marksPerCorrect: true,
      negativeMarks: true,
      attemptsAllowed: true,
      solutionsVisibility: true,
      isFree: true,
      opensAt: true,
      closesAt: true,
      updatedAt: true,
    },
    populate: { 'current-affairs': { title: true, slug: true, date: true } },
    ...scopeOptions(scope),
  })
  const doc = docs[0]
  if (!doc?.quizDate) return null
  return {
    ...toSummary(doc),
    instructions: doc.instructions ?? null,
    marksPerCorrect: doc.marksPerCorrect,
    negativeMarks: doc.negativeMarks,
    articles: (doc.articles ?? []).filter(isReadableArticle).map(toQuizArticle),
    updatedAt: doc.updatedAt,
    attemptsAllowed: doc.attemptsAllowed,
    solutionsVisibility: doc.solutionsVisibility,
    isFree: doc.isFree !== false,
    opensAt: doc.opensAt ?? null,
    closesAt: doc.closesAt ?? null,
  }
}

// An article the reader may not read (unpublished) stays a bare id and is left out.
const isReadableArticle = (article: number | CurrentAffair): article is CurrentAffair =>
  typeof article === 'object' && article !== null && Boolean(article.slug)
const toQuizArticle = (article: CurrentAffair): QuizArticle => ({
  id: String(article.id),
  title: article.title,
  href: dailyArticleHref(article),
})

/** The quiz's paper as the screen shows it (no answers): the engine's snapshot of this version of the test. */
export async function readQuizPaper(quiz: Pick<DailyQuizRecord, 'id' | 'updatedAt'>): Promise<{ snapshot: PaperSnapshot; paper: Paper }> {
  const snapshot = await snapshotForTest(quiz.id, quiz.updatedAt)
  return { snapshot, paper: await paperForScreen(snapshot) }
}

/** The quiz page as a visitor sees it: the quiz and its questions without answers, or null. */
export async function readDailyQuizPage(
  scope: ReadScope,
  slug: string,
  locale: Locale = 'en',
): Promise<{ quiz: DailyQuizRecord; paper: Paper } | null> {
  const quiz = await readDailyQuiz(scope, { slug }, locale)
  if (!quiz) return null
  return { quiz, paper: (await readQuizPaper(quiz)).paper }
}
export const getDailyQuizPage = previewable(
  'daily-quiz-page',
  ['tests', 'questions', 'topics', 'media', 'current-affairs'],
  readDailyQuizPage,
)
