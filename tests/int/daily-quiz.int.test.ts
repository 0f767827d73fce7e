import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { keepGuestAnswers, loadCandidateQuiz, readQuizStates, startDailyQuiz } from '@/features/daily-quiz/candidate-quiz.server'
import { checkGuestAnswers, visitorScope } from '@/features/daily-quiz/check-answers.server'
import { readDailyQuiz, readDailyQuizList, readDailyQuizPage } from '@/features/daily-quiz/daily-quizzes.server'
import { readQuizHistory } from '@/features/daily-quiz/history.server'
import type { QuizAnswersInput } from '@/features/daily-quiz/schemas'
import { indianDay } from '@/lib/days'
import { loadExamSession } from '@/features/test-engine/exam-session.server'
import { findResult, readTestScores } from '@/features/test-engine/result.server'
import { startAttempt } from '@/features/test-engine/start-attempt.server'
import { submitAttempt } from '@/features/test-engine/submit-attempt.server'
import type { OptionLetter } from '@/domain/test-engine/types'
import { getTranslator } from '@/i18n/translator'
import type { Attempt, Test, User } from '@/payload-types'
import { currentAffairs } from '@/seed/content/current-affairs'
import { dailyQuizzes } from '@/seed/content/daily-quizzes'
import type { DailyQuizSeed } from '@/seed/content/types'
import { createCurrentAffair, createUser, indianCalendarDay } from '@/seed/factories'
import type { SeedContext } from '@/seed/sections/context'
import { createDailyQuiz, dailyQuizSlug, seedDailyQuizzes } from '@/seed/sections/daily-quizzes'

import { getTestPayload } from '../helpers/payload'

// Next's data cache lives in the Next server; here every read goes to the database.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/**
 * Daily CA quizzes on a real database: found by address and by day, checked for a signed-out
 * candidate without storing anything, kept once after signing in, the streak over the days taken
 * (and missed), and the untimed quiz's day-long deadline. "Today" is 24 November 2026, 11:30 in India.
 */
const now = new Date('2026-11-24T06:00:00.000Z')
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const daysAgo = (days: number, plusMinutes = 0) => new Date(now.getTime() - days * DAY + plusMinutes * MINUTE)

let payload: Payload
const quizzes = new Map<number, { test: Test; seed: DailyQuizSeed; questionIds: string[] }>()
const people = {} as Record<'simran' | 'arjun' | 'navdeep' | 'twins' | 'late' | 'untimed', User>

const today = indianDay(now)
const quizOf = (days: number) => quizzes.get(days)!
const slugOf = (days: number) => dailyQuizSlug(indianDay(daysAgo(days)))

/** Answers: the first `right` questions right, the next `wrong` wrong, the rest left blank. */
function answersFor(days: number, right: number, wrong: number, language: 'en' | 'pa' = 'en'): QuizAnswersInput {
  const { seed, questionIds } = quizOf(days)
  const answers: QuizAnswersInput['answers'] = {}
  seed.questions.forEach((question, index) => {
    const other = (['A', 'B', 'C', 'D'] as const).find((letter) => letter !== question.correct)!
    const option: OptionLetter | null = index < right ? question.correct : index < right + wrong ? other : null
    answers[questionIds[index]!] = { option, timeSpent: 20 }
  })
  return { answers, language }
}

const countOf = async (collection: 'attempts' | 'attempt-answers') => (await payload.count({ collection, overrideAccess: true })).totalDocs
const attemptsOf = async (user: User, test: Test) =>
  (
    await payload.find({
      collection: 'attempts',
      where: { and: [{ candidate: { equals: user.id } }, { test: { equals: test.id } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).docs as Attempt[]

async function takeSignedIn(user: User, days: number, right: number, at: Date) {
  const started = await startAttempt(payload, user, slugOf(days), 'en', at)
  if (!started.ok) throw new Error(started.message)
  const { answers } = answersFor(days, right, 0)
  const changes = Object.entries(answers).map(([questionId, answer], index) => ({
    questionId,
    option: answer.option,
    marked: false,
    visited: true,
    timeSpent: 20,
    seq: index + 1,
  }))
  const submitted = await submitAttempt(payload, user, started.attemptId, { changes }, new Date(at.getTime() + 2 * MINUTE))
  expect(submitted.status).toBe(200)
  return started.attemptId
}

/** What the demo seed's daily-quiz section needs of the whole seed: the day, and finding or creating by a field. */
const seedContext = (at: Date): SeedContext => ({
  payload,
  now: at,
  topicId: () => undefined,
  topicIdIn: () => undefined,
  productId: () => undefined,
  ensure: async (collection, field, value, make) => {
    const { docs } = await payload.find({
      collection,
      where: { [field]: { equals: value } },
      limit: 1,
      depth: 0,
      draft: true,
      overrideAccess: true,
    })
    return docs[0]?.id ?? (await make()).id
  },
})

beforeAll(async () => {
  payload = await getTestPayload()
  for (const article of currentAffairs.filter((entry) => entry.daysAgo <= 4))
    await createCurrentAffair(payload, article, { now, topicIds: [] })
  // The demo seed's own daily quizzes: the last five days, on those days' articles.
  await seedDailyQuizzes(seedContext(now))
  for (const seed of dailyQuizzes) {
    const { docs } = await payload.find({
      collection: 'tests',
      where: { slug: { equals: dailyQuizSlug(indianDay(indianCalendarDay(now, seed.daysAgo))) } },
      depth: 0,
      overrideAccess: true,
    })
    const test = docs[0] as Test
    quizzes.set(seed.daysAgo, { test, seed, questionIds: test.sections[0]!.questions.map(String) })
  }
  for (const name of Object.keys({ simran: 1, arjun: 1, navdeep: 1, twins: 1, late: 1, untimed: 1 }) as (keyof typeof people)[]) {
    people[name] = await createUser(payload, { email: `${name}@daily-quiz.test`, password: 'Daily#Quiz2026', name, role: 'candidate' })
  }
})

describe('the demo seed', () => {
  it('makes a quiz for each of the last five days on its articles, and seeding again on a later day adds nothing', async () => {
    expect(
      [...quizzes.values()].map(({ test }) => [indianDay(test.quizDate!), test.isTimed, test.articles?.length, test.questionCount]),
    ).toEqual([
      ['2026-11-24', true, 2, 10],
      ['2026-11-23', true, 2, 10],
      ['2026-11-22', false, 2, 10],
      ['2026-11-21', true, 2, 10],
      ['2026-11-20', true, 2, 10],
    ])
    const before = (await payload.count({ collection: 'tests', overrideAccess: true })).totalDocs
    await seedDailyQuizzes(seedContext(new Date('2026-12-01T06:00:00.000Z')))
    expect((await payload.count({ collection: 'tests', overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('finding a day’s quiz', () => {
  it('finds the quiz by its address and by the day it covers, with its day, facts and the day’s articles', async () => {
    const scope = visitorScope(payload)
    const bySlug = await readDailyQuiz(scope, { slug: 'daily-ca-quiz-2026-11-24' })
    const byDay = await readDailyQuiz(scope, { day: '2026-11-24' })
    expect(bySlug).toMatchObject({
      id: String(quizOf(0).test.id),
      day: '2026-11-24',
      title: 'Daily CA Quiz: 24 November 2026',
      questionCount: 10,
      isTimed: true,
      durationMinutes: 10,
    })
    expect(byDay?.id).toBe(bySlug?.id)
    expect(bySlug?.articles.map((article) => article.href).sort()).toEqual([
      '/current-affairs/daily-current-affairs/2026-11-24#orange-the-world-16-days-activism',
      '/current-affairs/daily-current-affairs/2026-11-24#punjab-paddy-procurement-wraps-up',
    ])
    const punjabi = await readDailyQuiz(scope, { slug: 'daily-ca-quiz-2026-11-24' }, 'pa')
    expect(punjabi?.title).toBe('ਰੋਜ਼ਾਨਾ ਸਮਕਾਲੀ ਮਾਮਲੇ ਕੁਇਜ਼: 24 ਨਵੰਬਰ 2026')
  })

  it('finds nothing for an unknown address, a day without a quiz, or a test that is not a daily quiz', async () => {
    const scope = visitorScope(payload)
    expect(await readDailyQuiz(scope, { slug: 'daily-ca-quiz-1999-01-01' })).toBeNull()
    expect(await readDailyQuiz(scope, { day: '2026-11-10' })).toBeNull()
    await payload.create({
      collection: 'tests',
      overrideAccess: true,
      data: {
        title: 'Polity sectional',
        slug: 'polity-sectional-x',
        kind: 'sectional',
        durationMinutes: 20,
        attemptsAllowed: 1,
        marksPerCorrect: 2,
        negativeMarks: 0,
        solutionsVisibility: 'immediately',
        sections: [{ title: 'Polity', questions: [Number(quizOf(1).questionIds[5])] }],
        _status: 'published',
      },
    })
    expect(await readDailyQuiz(scope, { slug: 'polity-sectional-x' })).toBeNull()
  })

  it('lists the quizzes up to today newest first, with their days oldest first for the date picker, and shows the page without answers', async () => {
    await createDailyQuiz(payload, quizOf(4).seed, {
      quizDate: indianCalendarDay(now, -1),
      questionIds: quizOf(4).questionIds,
      articleIds: [],
    })
    const { latest, days } = await readDailyQuizList(visitorScope(payload), today)
    expect(latest.map((quiz) => quiz.day)).toEqual(['2026-11-24', '2026-11-23', '2026-11-22', '2026-11-21', '2026-11-20'])
    expect(latest.find((quiz) => quiz.day === '2026-11-22')).toMatchObject({ isTimed: false, questionCount: 10 })
    expect(days).toEqual(
      ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'].map((day) => ({
        day,
        href: `/current-affairs/daily-cs-mcqs/daily-ca-quiz-${day}`,
      })),
    )

    const page = await readDailyQuizPage(visitorScope(payload), slugOf(0))
    const screen = JSON.stringify(page?.paper)
    expect(screen).toContain(quizOf(0).seed.questions[0]!.stem.en)
    expect(screen).toContain(quizOf(0).seed.questions[0]!.stem.pa)
    expect(screen).not.toContain(quizOf(0).seed.questions[0]!.explanation.en)
    expect(screen).not.toMatch(/correctOption|explanation/)
  })
})

describe('checking a signed-out candidate’s answers', () => {
  it('scores them as the engine would, explains each in the page’s language, and stores nothing', async () => {
    const [attempts, answers] = [await countOf('attempts'), await countOf('attempt-answers')]
    const checked = await checkGuestAnswers(payload, slugOf(0), answersFor(0, 3, 1, 'pa'), now)
    expect(checked.status).toBe(200)
    if (checked.status !== 200) return
    expect(checked.body.score).toEqual({ score: 3, maxScore: 10, correct: 3, wrong: 1, unattempted: 6, withdrawn: 0 })
    const review = checked.body.review!
    expect(review).toHaveLength(10)
    const [first, , , fourth, fifth] = review
    const seeds = quizOf(0).seed.questions
    expect(first).toMatchObject({
      number: 1,
      outcome: 'correct',
      chosen: seeds[0]!.correct,
      correct: seeds[0]!.correct,
      stem: seeds[0]!.stem.pa,
      explanation: seeds[0]!.explanation.pa,
    })
    expect(fourth).toMatchObject({ outcome: 'wrong', correct: seeds[3]!.correct })
    expect(fourth!.chosen).not.toBe(seeds[3]!.correct)
    expect(fifth).toMatchObject({ outcome: 'unattempted', chosen: null })
    // The figures are on the page already: the check does not send them again.
    expect(review.some((question) => 'image' in question)).toBe(false)
    expect([await countOf('attempts'), await countOf('attempt-answers')]).toEqual([attempts, answers])
  })

  it('refuses answers it cannot read, and never gives out the key of a test that is not a daily quiz', async () => {
    expect(await checkGuestAnswers(payload, slugOf(0), { answers: { 1: { option: 'E', timeSpent: 1 } } }, now)).toMatchObject({
      status: 400,
    })
    expect(await checkGuestAnswers(payload, 'polity-sectional-x', { answers: {} }, now)).toMatchObject({ status: 404 })
  })
})

describe('keeping the answers after signing in', () => {
  it('turns them into the candidate’s submitted attempt, once; a second keep stores nothing and says why', async () => {
    const kept = await keepGuestAnswers(payload, people.simran, slugOf(0), answersFor(0, 3, 1), now)
    expect(kept).toMatchObject({ status: 200, body: { code: 'kept' } })
    const [attempt] = await attemptsOf(people.simran, quizOf(0).test)
    expect(attempt).toMatchObject({ status: 'submitted', score: 3, maxScore: 10 })
    expect(kept.status === 200 && kept.body.code === 'kept' && kept.body.resultUrl).toBe(`/result?attempt=${attempt!.id}`)

    const again = await keepGuestAnswers(payload, people.simran, slugOf(0), answersFor(0, 10, 0), new Date(now.getTime() + MINUTE))
    expect(again).toMatchObject({
      status: 200,
      body: {
        code: 'already-taken',
        message: getTranslator('en', 'dailyQuiz')('alreadyTaken'),
        resultUrl: `/result?attempt=${attempt!.id}`,
      },
    })
    expect(await attemptsOf(people.simran, quizOf(0).test)).toHaveLength(1)
    expect((await attemptsOf(people.simran, quizOf(0).test))[0]?.score).toBe(3)

    // The page then shows the kept result straight away.
    const page = await loadCandidateQuiz(payload, people.simran, slugOf(0), 'en', new Date(now.getTime() + 2 * MINUTE))
    expect(page?.state.kind).toBe('result')
    expect(page?.state.kind === 'result' && page.state.view.score.score).toBe(3)
  })

  it('never ranks a kept score: its answers were given after the key was seen (issue 14, item 12)', async () => {
    const [kept] = await attemptsOf(people.simran, quizOf(0).test)
    expect(kept).toMatchObject({ attemptNumber: 1, isFirstAttempt: false, isKeptFromCheck: true })
    const scores = await readTestScores(quizOf(0).test.id)
    const ranked = await payload.count({
      collection: 'attempts',
      where: {
        and: [{ test: { equals: quizOf(0).test.id } }, { isFirstAttempt: { equals: true } }, { status: { not_equals: 'in-progress' } }],
      },
      overrideAccess: true,
    })
    expect(scores).toHaveLength(ranked.totalDocs)
    const lookup = await findResult(payload, people.simran, String(kept!.id), 'en', new Date(now.getTime() + 2 * MINUTE))
    expect(lookup.kind === 'result' && lookup.view.standing).toMatchObject({
      isFirstAttempt: false,
      isKeptFromCheck: true,
      candidates: ranked.totalDocs + 1,
    })
  })

  it('keeps one attempt when two tabs keep at once', async () => {
    const both = await Promise.all([
      keepGuestAnswers(payload, people.twins, slugOf(0), answersFor(0, 5, 0), now),
      keepGuestAnswers(payload, people.twins, slugOf(0), answersFor(0, 5, 0), now),
    ])
    expect(both.map((outcome) => (outcome.status === 200 ? outcome.body.code : outcome.status)).sort()).toEqual(['already-taken', 'kept'])
    expect(await attemptsOf(people.twins, quizOf(0).test)).toHaveLength(1)
  })

  it('keeps nothing for a candidate who already has an attempt, even one still open', async () => {
    const started = await startDailyQuiz(payload, people.arjun, slugOf(1), { language: 'en' }, now)
    expect(started.status).toBe(200)
    const kept = await keepGuestAnswers(payload, people.arjun, slugOf(1), answersFor(1, 10, 0), now)
    expect(kept).toMatchObject({ status: 200, body: { code: 'already-taken', resultUrl: null } })
    const attempts = await attemptsOf(people.arjun, quizOf(1).test)
    expect(attempts).toHaveLength(1)
    expect(attempts[0]?.status).toBe('in-progress')
  })
})

describe('history and streak', () => {
  it('counts the quiz days taken on their day in a row up to today, broken by a missed day; a late catch-up keeps its score only', async () => {
    const user = people.navdeep
    await takeSignedIn(user, 3, 6, daysAgo(3, 60))
    // 22 November missed on the day; 23 and 24 November taken on their days.
    await takeSignedIn(user, 1, 7, daysAgo(1, 60))
    await takeSignedIn(user, 0, 8, daysAgo(0, 60))
    let history = await readQuizHistory(payload, user, daysAgo(0, 120))
    expect(history.streak).toEqual({ current: 2, best: 2, isTodayDone: true })
    expect(history.hasQuizToday).toBe(true)
    expect(history.taken.map((quiz) => [quiz.quizDay, quiz.score])).toEqual([
      ['2026-11-24', 8],
      ['2026-11-23', 7],
      ['2026-11-21', 6],
    ])

    await takeSignedIn(user, 2, 9, daysAgo(0, 90))
    history = await readQuizHistory(payload, user, daysAgo(0, 120))
    expect(history.streak).toEqual({ current: 2, best: 2, isTodayDone: true })
    expect(history.taken.find((quiz) => quiz.quizDay === '2026-11-22')).toMatchObject({ takenOn: '2026-11-24', score: 9 })

    const { states, streak } = await readQuizStates(payload, user, daysAgo(0, 120))
    expect(states[String(quizOf(0).test.id)]).toMatchObject({ status: 'taken', score: 8, maxScore: 10 })
    expect(streak.current).toBe(2)
  })

  it('shows a quiz not taken yet as such, and one started as in progress', async () => {
    const user = people.late
    await startDailyQuiz(payload, user, slugOf(1), {}, now)
    const { states, streak } = await readQuizStates(payload, user, now)
    expect(states[String(quizOf(1).test.id)]).toEqual({ status: 'in-progress' })
    expect(states[String(quizOf(0).test.id)]).toBeUndefined()
    expect(streak).toEqual({ current: 0, best: 0, isTodayDone: false })
  })
})

describe('the untimed quiz', () => {
  it('stays open for a day after the start and tells the screen to show no countdown; a timed one runs its 10 minutes', async () => {
    const user = people.untimed
    const untimed = await startDailyQuiz(payload, user, slugOf(2), { language: 'pa' }, now)
    expect(untimed.status).toBe(200)
    if (untimed.status !== 200) return
    expect(untimed.sessionUntil?.getTime()).toBe(now.getTime() + DAY + MINUTE)
    const [attempt] = await attemptsOf(user, quizOf(2).test)
    expect(new Date(attempt!.deadline).getTime()).toBe(now.getTime() + DAY)
    const session = await loadExamSession(payload, user, untimed.body.attemptId, new Date(now.getTime() + 3 * 60 * MINUTE))
    expect(session.kind === 'session' && session.session.isTimed).toBe(false)
    expect(session.kind === 'session' && session.session.language).toBe('pa')

    const timed = await startDailyQuiz(payload, user, slugOf(3), {}, now)
    if (timed.status !== 200) throw new Error('The timed quiz did not start')
    const [timedAttempt] = await attemptsOf(user, quizOf(3).test)
    expect(new Date(timedAttempt!.deadline).getTime()).toBe(now.getTime() + 10 * MINUTE)
    const timedSession = await loadExamSession(payload, user, timed.body.attemptId, now)
    expect(timedSession.kind === 'session' && timedSession.session.isTimed).toBe(true)
  })

  it('is started again by a second Start only as the same attempt', async () => {
    const again = await startDailyQuiz(payload, people.untimed, slugOf(2), {}, new Date(now.getTime() + MINUTE))
    expect(again).toMatchObject({ status: 200, body: { isResumed: true } })
    expect(await attemptsOf(people.untimed, quizOf(2).test)).toHaveLength(1)
  })
})

describe('a quiz dated after today (issue 14, item 12)', () => {
  // The access rule reads the real clock: this quiz is two days ahead of it, whatever day the tests run.
  const realNow = new Date()
  const ahead = indianCalendarDay(realNow, -2)
  const aheadSlug = dailyQuizSlug(indianDay(ahead))
  let future: Test

  beforeAll(async () => {
    future = await createDailyQuiz(payload, quizOf(0).seed, { quizDate: ahead, questionIds: quizOf(0).questionIds, articleIds: [] })
  })

  it('cannot be read, checked, started or kept before its day begins in India, by a visitor or a candidate', async () => {
    expect(await readDailyQuiz(visitorScope(payload), { slug: aheadSlug })).toBeNull()
    expect(await readDailyQuizPage(visitorScope(payload), aheadSlug)).toBeNull()
    expect(await checkGuestAnswers(payload, aheadSlug, { answers: {} }, realNow)).toEqual({
      status: 404,
      body: { message: 'There is no such daily quiz.' },
    })
    expect(await startDailyQuiz(payload, people.late, aheadSlug, {}, realNow)).toEqual({
      status: 404,
      body: { message: 'There is no such daily quiz.' },
    })
    expect(await keepGuestAnswers(payload, people.late, aheadSlug, { answers: {} }, realNow)).toEqual({
      status: 404,
      body: { message: 'There is no such daily quiz.' },
    })
    expect(await startAttempt(payload, people.late, aheadSlug, 'en', realNow)).toEqual({
      ok: false,
      message: 'This test is not available.',
    })
    expect(await attemptsOf(people.late, future)).toHaveLength(0)
    // Nor through the API: not by address, not by id, not in a list.
    for (const user of [undefined, people.late]) {
      const found = await payload.find({
        collection: 'tests',
        where: { kind: { equals: 'daily-quiz' } },
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user,
      })
      expect(found.docs.map((doc) => doc.slug)).not.toContain(aheadSlug)
      await expect(payload.findByID({ collection: 'tests', id: future.id, overrideAccess: false, user })).rejects.toThrow()
    }
  })

  it('is there for staff to prepare', async () => {
    const editor = await createUser(payload, {
      email: 'quiz-editor@daily-quiz.test',
      password: 'Daily#Quiz2026',
      name: 'Quiz Editor',
      role: 'editor',
    })
    const found = await payload.find({
      collection: 'tests',
      where: { slug: { equals: aheadSlug } },
      depth: 0,
      overrideAccess: false,
      user: editor,
    })
    expect(found.docs).toHaveLength(1)
  })
})
