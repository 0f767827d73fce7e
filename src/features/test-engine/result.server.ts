import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { databaseOf } from '@/db'
import { relationId } from '@/lib/ids'
import type { Locale } from '@/i18n/locale'
import { getPayloadClient } from '@/server/payload.server'
import type { Attempt, Test, User } from '@/payload-types'
import { type District, isDistrict } from '@/lib/punjab-districts'

import { countQuestionStats, parseJson, readAnswers, readFirstAttemptScores } from '@/domain/test-engine/attempt-store.server'
import { attemptHref, leaderboardHref } from '@/lib/links'
import { paperQuestionIds, readAnswerKey, readQuestionTexts } from '@/domain/test-engine/paper.server'
import { percentileOf, rankOf, scoreDistribution, topperAndAverage } from './ranking'
import { crowdOf, type QuestionStats, summariseQuestionStats, toppersThreshold } from '@/domain/test-engine/question-stats'
import { type ResultReviewQuestion, type ResultView, type WeakTopicView, yearCutoff } from './result-view'
import { type TimedQuestion, timeAnalysisOf } from './time-analysis'
import { isQualified, qualifyingScoreFor, type ScoreBreakdown, type ScoreSummary } from '@/domain/test-engine/scoring'
import { solutionsOpenAt } from '@/domain/test-engine/solutions'
import { readPyqTopicShares } from '@/domain/test-engine/pyq-topic-shares.server'
import { weakTopics } from '@/domain/test-engine/weak-topics'
import { readTopicSlugs } from '@/domain/test-engine/question-topics'
import { readAttemptComparison } from './attempt-comparison.server'
import { readPrelimsPair } from './prelims-pair.server'
import { readOwnObjections } from './key-objections.server'
import { isRankedInWindow, ranksPublishedAt, windowOf, windowPhase } from '@/domain/test-engine/mock-window'
import { readWindowRanks, windowStanding } from './mock-window.server'
import { finishedAtOf, findOwnAttempt } from './own-attempts.server'
import { testCrowdTag, testStatsTag } from '@/domain/test-engine/test-stats'
import {
  type AnswerKeyEntry,
  type AttemptStatus,
  inLocale,
  localText,
  type OptionLetter,
  optionLetterList,
  type PaperSnapshot,
} from '@/domain/test-engine/types'

export type ResultLookup = { kind: 'result'; view: ResultView } | { kind: 'in-progress'; href: string } | { kind: 'missing' }

/**
 * The result of one of the candidate's attempts. An attempt still running goes back to its screen;
 * one abandoned past its deadline is submitted first. The attempt is read as the candidate, so the
 * breakdown and the solutions (the key, the explanations) come only when the data layer says they are
 * due (ADR 014).
 */
export async function findResult(payload: Payload, user: User, attemptId: string, locale: Locale, now = new Date()): Promise<ResultLookup> {
  const attempt = await findOwnAttempt(payload, user, attemptId, now)
  if (!attempt) return { kind: 'missing' }
  const test = await payload.findByID({ collection: 'tests', id: relationId(attempt.test), depth: 0, locale, overrideAccess: true })
  if (attempt.status === 'in-progress') return { kind: 'in-progress', href: attemptHref(test.slug ?? '', attempt.id) }
  return { kind: 'result', view: await buildResultView(payload, user, attempt, test, locale, now) }
}

async function buildResultView(payload: Payload, user: User, attempt: Attempt, test: Test, locale: Locale, now: Date): Promise<ResultView> {
  const paper = parseJson(attempt.paper) as PaperSnapshot
  const score = parseJson(attempt.result) as ScoreSummary
  // Present only when the data layer lets this reader see it: once solutions are due, or for staff (ADR 014).
  const breakdown = (parseJson(attempt.breakdown) as ScoreBreakdown | null | undefined) ?? null
  const district = isDistrict(user.district) && user.district !== 'outside-punjab' ? user.district : null
  const ownScore = score.score
  const { field, windowPlace, districtPlace } = await placeAttempt(test, attempt, ownScore, district, now)
  const { topper, average } = topperAndAverage(field)

  const sectionTitle = new Map(paper.sections.map((section) => [section.id, inLocale(section.title, locale)]))
  const topicTitle = (id: string | null) => (id ? (paper.topics[id] ? inLocale(paper.topics[id], locale) : null) : null)
  const finishedAt = finishedAtOf(attempt)
  const qualifyingPercent = test.qualifyingPercent ?? null
  const topics = breakdown?.topics.map((topic) => ({ ...topic, topicTitle: topicTitle(topic.topicId) ?? topic.topicTitle })) ?? []
  // The parts read once the answers are open (ADR 014) are independent of one another: read them together.
  const isPlaced = !windowPlace || windowPlace.isPublished
  const [cutoff, prelims, reviewed, comparison, weak, objections] = await Promise.all([
    cutoffFor(payload, test, score.maxScore, ownScore),
    readPrelimsPair(
      payload,
      user,
      test,
      ownScore,
      isPlaced ? { rank: rankOf(ownScore, field), candidates: field.length } : null,
      locale,
      now,
    ),
    breakdown ? buildReview(payload, attempt, paper, breakdown, locale) : { review: null, timeAnalysis: null },
    breakdown ? readAttemptComparison(payload, user, attempt, test, locale) : null,
    breakdown ? readWeakTopics(payload, user, topics) : null,
    breakdown ? readOwnObjections(payload, user, attempt, test, now) : null,
  ])

  return {
    attemptId: String(attempt.id),
    locale,
    test: {
      slug: test.slug ?? '',
      title: test.title,
      kind: test.kind,
      durationMinutes: paper.durationMinutes,
      isTimed: test.isTimed !== false,
    },
    status: attempt.status as AttemptStatus,
    attemptNumber: attempt.attemptNumber,
    startedAt: attempt.startedAt,
    finishedAt,
    timeTaken: Math.max(0, Math.round((new Date(finishedAt).getTime() - new Date(attempt.startedAt).getTime()) / 1000)),
    score,
    breakdown: breakdown
      ? {
          sections: breakdown.sections.map((section) => ({ ...section, title: sectionTitle.get(section.id) ?? section.title })),
          topics,
        }
      : null,
    standing: {
      rank: rankOf(ownScore, field),
      candidates: field.length,
      percentile: percentileOf(ownScore, field),
      topper: topper ?? ownScore,
      average: average ?? ownScore,
      distribution: scoreDistribution(field, score.maxScore),
      isFirstAttempt: Boolean(attempt.isFirstAttempt),
      isKeptFromCheck: Boolean(attempt.isKeptFromCheck),
      district: districtPlace,
      window: windowPlace,
    },
    objections,
    cutoff,
    prelims,
    qualifying:
      qualifyingPercent == null
        ? null
        : {
            percent: qualifyingPercent,
            marksNeeded: qualifyingScoreFor(score.maxScore, qualifyingPercent),
            isQualified: isQualified(ownScore, score.maxScore, qualifyingPercent),
          },
    solutionsAt: breakdown ? null : solutionsOpenAt(test, now),
    // The key and explanations are read only when the breakdown is readable, so both open together.
    ...reviewed,
    comparison,
    weakTopics: weak,
  }
}

/** The attempt's weakest topics weighted by the past papers (ADR 039), with the slugs of the topics' pages the candidate can read. */
async function readWeakTopics(payload: Payload, user: User, topics: ScoreBreakdown['topics']): Promise<WeakTopicView[]> {
  const weak = weakTopics(topics, await readPyqTopicShares(payload))
  const slugOf = await readTopicSlugs(
    payload,
    user,
    weak.map((topic) => topic.topicId),
  )
  return weak.flatMap((topic) => {
    const slug = slugOf.get(topic.topicId)
    return slug ? [{ ...topic, slug }] : []
  })
}

async function buildReview(
  payload: Payload,
  attempt: Attempt,
  paper: PaperSnapshot,
  breakdown: ScoreBreakdown,
  locale: Locale,
): Promise<Pick<ResultView, 'review' | 'timeAnalysis'>> {
  const ids = paperQuestionIds(paper)
  const database = databaseOf(payload)
  const candidate = relationId(attempt.candidate)
  // The question as the attempt was taken on it (ADR 046).
  const [stats, texts, key, answers, bookmarks] = await Promise.all([
    readQuestionCrowd(attempt.test),
    readQuestionTexts(payload, ids, paper.versions),
    readAnswerKey(payload, ids, paper.versions),
    readAnswers(database, attempt.id),
    payload.find({
      collection: 'question-bookmarks',
      where: { and: [{ candidate: { equals: candidate } }, { question: { in: ids } }] },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { question: true },
    }),
  ])
  // Where staff chose to re-score with a key changed since, the explanation goes with that key: the
  // question as it stands is read for those questions only (usually none).
  const isKeyOf = (entry: AnswerKeyEntry, scored: OptionLetter | 'dropped') =>
    scored === 'dropped' ? Boolean(entry.isDropped) : !entry.isDropped && entry.correct === scored
  const rescoredLater = ids.filter((id) => {
    const scored = breakdown.key?.[id]
    const taken = key.get(id)
    return scored !== undefined && taken !== undefined && !isKeyOf(taken, scored)
  })
  const laterKey = rescoredLater.length ? await readAnswerKey(payload, rescoredLater) : new Map<string, AnswerKeyEntry>()
  const answerOf = new Map(answers.map((answer) => [answer.questionId, answer]))
  // The figures may be older than this attempt (ADR 040): they count it only if it had ended when they were.
  const isOwnCounted = Boolean(attempt.isFirstAttempt) && Date.parse(finishedAtOf(attempt)) < Date.parse(stats.countedAt)
  const bookmarked = new Set(bookmarks.docs.map((bookmark) => String(relationId(bookmark.question))))
  let number = 0
  const sections = paper.sections.map((section) => {
    const questions = section.questions.flatMap((question) => {
      const text = texts.get(question.id)
      const entry = key.get(question.id)
      if (!text || !entry) return []
      // The key the attempt was scored against, which it keeps until staff choose to re-score (ADR 046).
      const scored = breakdown.key?.[question.id]
      const correct = scored && scored !== 'dropped' ? scored : entry.correct
      const isDropped = scored ? scored === 'dropped' : Boolean(entry.isDropped)
      number += 1
      const answer = answerOf.get(question.id)
      const crowd = crowdOf({
        stats: stats.byQuestion[question.id],
        correct,
        letters: optionLetterList.slice(0, text.options.length),
        candidates: stats.candidates,
        toppers: stats.toppers,
        ownCountedOption: isOwnCounted ? (answer?.option ?? null) : null,
      })
      // Untranslated text falls back to English and is marked so (screen readers, the Punjabi-page check).
      const stem = localText(text.stem, locale)
      const explanation = localText((laterKey.get(question.id) ?? entry).explanation, locale)
      const review: ResultReviewQuestion = {
        questionId: question.id,
        number,
        sectionTitle: inLocale(section.title, locale),
        topicTitle: question.topicId && paper.topics[question.topicId] ? inLocale(paper.topics[question.topicId]!, locale) : null,
        stem: stem.text,
        options: text.options.map((option) => inLocale(option, locale)),
        ...(stem.lang !== locale ? { textLang: stem.lang } : {}),
        image: text.image ?? null,
        chosen: answer?.option ?? null,
        correct,
        ...(isDropped ? { isDropped } : {}),
        outcome: breakdown.questions[question.id] ?? 'unattempted',
        explanation: explanation.text,
        ...(explanation.lang !== locale ? { explanationLang: explanation.lang } : {}),
        timeSpent: answer?.timeSpent ?? 0,
        crowd,
        isBookmarked: bookmarked.has(question.id),
      }
      const timed: TimedQuestion = {
        number,
        timeSpent: review.timeSpent,
        isAnswered: review.chosen !== null,
        medianTime: crowd?.medianTime ?? null,
        firstAnsweredSeq: answer?.option ? answer.firstAnsweredSeq : null,
      }
      return [{ review, timed }]
    })
    return { id: section.id, title: inLocale(section.title, locale), questions }
  })
  return {
    review: sections.flatMap((section) => section.questions.map(({ review }) => review)),
    timeAnalysis: timeAnalysisOf(sections.map((section) => ({ ...section, questions: section.questions.map(({ timed }) => timed) }))),
  }
}

/**
 * A PYQ test compares with the cut-off of its paper's year (the PYQ paper that links to the test), and
 * says nothing where that paper has none; any other test with the previous year's cut-off staff set.
 */
async function cutoffFor(payload: Payload, test: Test, maxScore: number, ownScore: number): Promise<ResultView['cutoff']> {
  if (test.kind === 'pyq') {
    const { docs } = await payload.find({
      collection: 'pyq-papers',
      where: { test: { equals: test.id } },
      select: { year: true, cutoff: true, cutoffIsEstimate: true, totalMarks: true },
      sort: '-year',
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    const paper = docs[0]
    if (paper)
      return paper.cutoff == null
        ? null
        : yearCutoff(
            { year: paper.year, cutoff: paper.cutoff, totalMarks: paper.totalMarks, isEstimate: Boolean(paper.cutoffIsEstimate) },
            maxScore,
            ownScore,
          )
  }
  return test.previousCutoff == null ? null : { marks: test.previousCutoff, isCleared: ownScore >= test.previousCutoff }
}

/**
 * A test's first-attempt scores, for ranks, percentiles and the dashboard (with `district`, those of
 * candidates who gave it): one statement, cached per test for a minute and expired at once when an
 * attempt at the test closes, so a candidate's own place counts their own attempt.
 */
export function readTestScores(testId: number | string, district?: District): Promise<number[]> {
  return unstable_cache(
    async () => readFirstAttemptScores(databaseOf(await getPayloadClient()), testId, district),
    ['test-scores', String(testId), district ?? ''],
    { tags: [testStatsTag(testId)], revalidate: 60 },
  )()
}

/**
 * The scores an attempt is placed among, and its place in the district. A test run as a window ranks its
 * window's list (ADR 044): an attempt on it takes its place there, any other is placed against it; no
 * place is given before the list is published. Any other test ranks every candidate's first attempt, a
 * later attempt placed among them as if it were one. `isRanked`: the attempt is on the list it is placed in.
 */
export async function placeAttempt(
  test: Pick<Test, 'id' | 'slug' | 'window'>,
  attempt: Pick<Attempt, 'isFirstAttempt' | 'isKeptFromCheck' | 'status' | 'startedAt' | 'finishedAt' | 'submittedAt' | 'deadline'>,
  ownScore: number,
  district: District | null,
  now: Date,
): Promise<{
  field: number[]
  isRanked: boolean
  windowPlace: ResultView['standing']['window']
  districtPlace: ResultView['standing']['district']
}> {
  const window = windowOf(test.window)
  if (window) {
    const isRanked = isRankedInWindow(window, { ...attempt, finishedAt: finishedAtOf(attempt) })
    const place = {
      isRanked,
      isPublished: windowPhase(window, now) === 'published',
      publishedAt: ranksPublishedAt(window).toISOString(),
      endsAt: window.endsAt.toISOString(),
      leaderboardHref: leaderboardHref(test.slug ?? ''),
    }
    if (!place.isPublished) return { field: [ownScore], isRanked, windowPlace: place, districtPlace: null }
    const standing = windowStanding(await readWindowRanks(test.id, window, now), ownScore, isRanked, district)
    return { field: standing.field, isRanked, windowPlace: place, districtPlace: standing.district }
  }
  const isFirst = Boolean(attempt.isFirstAttempt)
  const [scores, districtScores] = await Promise.all([readTestScores(test.id), district ? readTestScores(test.id, district) : null])
  const placed = (field: number[]) => (isFirst ? field : [...field, ownScore])
  return {
    field: placed(scores),
    isRanked: isFirst,
    windowPlace: null,
    districtPlace:
      district && districtScores
        ? { district, rank: rankOf(ownScore, placed(districtScores)), candidates: placed(districtScores).length }
        : null,
  }
}

type QuestionCrowdStats = {
  /** When the count began: first attempts that ended before then are in it. */
  countedAt: string
  candidates: number
  /** First attempts counted as the top 10% (ties included); 0 below `TOPPERS_MIN_CANDIDATES`. */
  toppers: number
  byQuestion: Record<string, QuestionStats>
}

/**
 * How each question of a test was answered and how long it took, overall and by the top 10%, for the
 * review's "How candidates answered" and the time analysis. The costliest read of the result page, so
 * a close does not expire it at once: the closes of the next 15 seconds share one expiry (ADR 040),
 * and a re-score expires it at once.
 */
function readQuestionCrowd(test: Attempt['test']): Promise<QuestionCrowdStats> {
  const testId = relationId(test)
  return unstable_cache(
    async () => {
      const countedAt = new Date().toISOString()
      const database = databaseOf(await getPayloadClient())
      const scores = await readFirstAttemptScores(database, testId)
      const toppersFrom = toppersThreshold(scores)
      const counts = await countQuestionStats(database, testId, toppersFrom)
      return {
        countedAt,
        candidates: scores.length,
        toppers: toppersFrom == null ? 0 : scores.filter((score) => score >= toppersFrom).length,
        byQuestion: summariseQuestionStats(counts.options, counts.times, toppersFrom != null),
      }
    },
    ['test-crowd', String(testId)],
    { tags: [testCrowdTag(testId)], revalidate: 60 },
  )()
}
