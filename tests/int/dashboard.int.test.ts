import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { loadDashboard } from '@/features/dashboard/load-dashboard.server'
import { toggleBookmark } from '@/features/test-engine/bookmarks.server'
import { saveAnswers } from '@/features/test-engine/save-answers.server'
import { startAttempt } from '@/features/test-engine/start-attempt.server'
import { submitAttempt } from '@/features/test-engine/submit-attempt.server'
import type { OptionLetter, ResponseChange } from '@/domain/test-engine/types'
import type { Question, Topic, User } from '@/payload-types'
import type { QuestionSeed } from '@/seed/content/types'
import { createQuestion, createTest, createTopic, createUser, indianCalendarDay } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'

// Next's data cache lives in the Next server; here the standings are read fresh every time.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/**
 * The candidate's dashboard through its use-case on a real database: each candidate sees only their
 * own attempts, bookmarks and written answers; a running test shows its time left on the server's
 * clock; ranks, the score trend and topic accuracy come from the stored results; the daily-quiz
 * streak is the daily quiz's own.
 */
let payload: Payload
const people = {} as Record<'asha' | 'gurpreet' | 'newbie' | 'editor', User>
const topics = {} as Record<'polity' | 'punjab', Topic>
let questions: Question[]
const minute = 60_000
const now = new Date()
let ashaSecond: { attemptId: string; startedAt: Date }
let ashaQuizAttempt: string

const topicSeed = (key: string, en: string, pa: string) => ({
  key,
  stage: 'prelims' as const,
  title: { en, pa },
  overview: { en: `${en} for the dashboard tests.`, pa: `ਡੈਸ਼ਬੋਰਡ ਟੈਸਟਾਂ ਲਈ ${pa}।` },
  notes: { en: [{ type: 'p' as const, text: en }], pa: [{ type: 'p' as const, text: pa }] },
})

const questionSeed = (index: number, topic: string, correct: OptionLetter): QuestionSeed => ({
  key: `dash-${index}`,
  topic,
  stem: { en: `Dashboard question ${index}: which Article is meant?`, pa: `ਡੈਸ਼ਬੋਰਡ ਸਵਾਲ ${index}: ਕਿਹੜਾ ਅਨੁਛੇਦ?` },
  options: [14, 17, 21, 32].map((article) => ({ en: `Article ${article}`, pa: `ਅਨੁਛੇਦ ${article}` })) as QuestionSeed['options'],
  correct,
  explanation: { en: `Because of reason ${index}.`, pa: `ਕਾਰਨ ${index} ਕਰਕੇ।` },
  difficulty: 'easy',
  source: 'Institute mock',
})

const change = (question: Question, option: OptionLetter | null, seq: number): ResponseChange => ({
  questionId: String(question.id),
  option,
  marked: false,
  visited: true,
  timeSpent: 20,
  seq,
})

/** Starts, answers and (unless told not to) submits an attempt, as the exam screen does. */
async function take(user: User, slug: string, answers: [Question, OptionLetter | null][], { at = new Date(), submit = true } = {}) {
  const started = await startAttempt(payload, user, slug, 'en', at)
  if (!started.ok) throw new Error(started.message)
  await saveAnswers(
    payload,
    user,
    started.attemptId,
    { changes: answers.map(([question, option], index) => change(question, option, index + 1)) },
    at,
  )
  if (submit) expect(await submitAttempt(payload, user, started.attemptId, {})).toMatchObject({ status: 200 })
  return started.attemptId
}

beforeAll(async () => {
  payload = await getTestPayload()
  topics.polity = await createTopic(payload, topicSeed('dash-polity', 'Dashboard Polity', 'ਡੈਸ਼ਬੋਰਡ ਰਾਜ-ਵਿਵਸਥਾ'))
  topics.punjab = await createTopic(payload, topicSeed('dash-punjab', 'Dashboard Punjab GK', 'ਡੈਸ਼ਬੋਰਡ ਪੰਜਾਬ ਆਮ ਗਿਆਨ'))
  const topicOf = { 'dash-polity': topics.polity.id, 'dash-punjab': topics.punjab.id } as Record<string, number>
  const seeds = [
    questionSeed(1, 'dash-polity', 'A'),
    questionSeed(2, 'dash-polity', 'B'),
    questionSeed(3, 'dash-punjab', 'C'),
    questionSeed(4, 'dash-punjab', 'D'),
  ]
  questions = []
  for (const seed of seeds) questions.push(await createQuestion(payload, seed, topicOf[seed.topic]))
  const [q1, q2, q3, q4] = questions as [Question, Question, Question, Question]

  await createTest(
    payload,
    {
      key: 'dash-mock',
      title: { en: 'Dashboard mock', pa: 'ਡੈਸ਼ਬੋਰਡ ਮੌਕ ਟੈਸਟ' },
      kind: 'sectional',
      instructions: { en: 'Four questions, 2 marks each, 0.5 off for a wrong answer.', pa: 'ਚਾਰ ਸਵਾਲ, ਹਰੇਕ ਦੇ 2 ਅੰਕ।' },
      durationMinutes: 30,
      marksPerCorrect: 2,
      negativeMarks: 0.5,
      isFree: true,
      sections: [
        { title: { en: 'Part A', pa: 'ਭਾਗ ੳ' }, questionKeys: ['dash-1', 'dash-2'] },
        { title: { en: 'Part B', pa: 'ਭਾਗ ਅ' }, questionKeys: ['dash-3', 'dash-4'] },
      ],
    },
    new Map(seeds.map((seed, index) => [seed.key, questions[index]!.id])),
  )
  await payload.create({
    collection: 'tests',
    overrideAccess: true,
    data: {
      title: 'Daily CA Quiz: today',
      slug: 'dash-quiz-today',
      kind: 'daily-quiz',
      quizDate: indianCalendarDay(now, 0),
      isTimed: true,
      durationMinutes: 10,
      attemptsAllowed: 1,
      marksPerCorrect: 1,
      negativeMarks: 0,
      isFree: true,
      solutionsVisibility: 'immediately',
      sections: [{ title: 'Today', questions: [q1.id, q3.id] }],
      _status: 'published',
    },
  })

  for (const name of ['asha', 'gurpreet', 'newbie'] as const) {
    people[name] = await createUser(payload, {
      email: `${name}@dashboard.test`,
      password: 'Dashboard#Test2026',
      name: `${name[0]!.toUpperCase()}${name.slice(1)} Kaur`,
      role: 'candidate',
    })
  }
  people.editor = await createUser(payload, {
    email: 'editor@dashboard.test',
    password: 'Dashboard#Test2026',
    name: 'Harpreet Editor',
    role: 'editor',
  })

  // Gurpreet: every answer right, 8 of 8. Asha: right, wrong, right, blank: 2 − 0.5 + 2 = 3.5.
  await take(people.gurpreet, 'dash-mock', [
    [q1, 'A'],
    [q2, 'B'],
    [q3, 'C'],
    [q4, 'D'],
  ])
  await take(people.asha, 'dash-mock', [
    [q1, 'A'],
    [q2, 'A'],
    [q3, 'C'],
    [q4, null],
  ])
  // Today's quiz: Q1 right, Q3 wrong.
  ashaQuizAttempt = await take(people.asha, 'dash-quiz-today', [
    [q1, 'A'],
    [q3, 'D'],
  ])
  // Asha's second go at the mock, left running.
  const startedAt = new Date()
  ashaSecond = { attemptId: await take(people.asha, 'dash-mock', [[q1, 'A']], { at: startedAt, submit: false }), startedAt }

  for (const question of [q1, q3])
    expect(await toggleBookmark(payload, people.asha, { questionId: String(question.id), bookmarked: true })).toMatchObject({ status: 200 })
  expect(await toggleBookmark(payload, people.gurpreet, { questionId: String(q2.id), bookmarked: true })).toMatchObject({ status: 200 })

  const groundwater = await payload.create({
    collection: 'daily-questions',
    overrideAccess: true,
    data: {
      title: 'Groundwater in Punjab',
      date: indianCalendarDay(now, 1),
      kind: 'mains',
      prompt: 'Why is groundwater in central Punjab falling, and what can the State do about it?',
      paper: 'GS Paper III',
      wordLimit: 150,
      marks: 10,
      _status: 'published',
    },
  })
  const submit = (user: User, answer: string) =>
    payload.create({
      collection: 'answer-submissions',
      overrideAccess: true,
      data: {
        candidate: user.id,
        dailyQuestion: groundwater.id,
        format: 'typed',
        answer,
        wordCount: answer.split(/\s+/).length,
        submittedAt: new Date().toISOString(),
        status: 'submitted',
      },
    })
  const ashaAnswer = await submit(
    people.asha,
    'Paddy in summer draws water from ever deeper aquifers; crop diversification and the 2009 subsoil water law help.',
  )
  await submit(people.gurpreet, 'Free power for tubewells and paddy have lowered the water table in most blocks.')
  await payload.update({
    collection: 'answer-submissions',
    id: ashaAnswer.id,
    overrideAccess: false,
    user: people.editor,
    data: { marksAwarded: 7, feedback: 'Good structure. Add block-wise figures from the CGWB report.', status: 'evaluated' },
  })
}, 120_000)

const dashboardOf = (
  name: keyof typeof people,
  options: { topic?: string | null } = {},
  at = new Date(ashaSecond.startedAt.getTime() + minute),
) => loadDashboard(payload, people[name], 'en', options, at)

describe('the dashboard', () => {
  it("shows a candidate their own attempts, bookmarks and written answers, and nobody else's", async () => {
    const asha = await dashboardOf('asha')
    const ownAttempts = await payload.find({
      collection: 'attempts',
      where: { candidate: { equals: people.asha.id } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const ownIds = ownAttempts.docs.map((attempt) => String(attempt.id))
    expect([...asha.history, ...asha.inProgress].map((attempt) => attempt.attemptId).sort()).toEqual(ownIds.sort())
    expect(asha.bookmarks.items.map((bookmark) => bookmark.questionId).sort()).toEqual(
      [String(questions[0]!.id), String(questions[2]!.id)].sort(),
    )
    expect(asha.submissions).toHaveLength(1)
    expect(asha.submissions[0]).toMatchObject({
      questionTitle: 'Groundwater in Punjab',
      paper: 'GS Paper III',
      status: 'evaluated',
      marksAwarded: 7,
      marks: 10,
      feedback: 'Good structure. Add block-wise figures from the CGWB report.',
    })
    expect(asha.submissions[0]!.href).toMatch(/^\/current-affairs\/questions\/\d{4}-\d{2}-\d{2}$/)

    const gurpreet = await dashboardOf('gurpreet')
    expect(gurpreet.history.map((entry) => entry.testTitle)).toEqual(['Dashboard mock'])
    expect(gurpreet.inProgress).toEqual([])
    expect(gurpreet.bookmarks.items.map((bookmark) => bookmark.questionId)).toEqual([String(questions[1]!.id)])
    // Awaiting evaluation: no marks and no feedback to show yet.
    expect(gurpreet.submissions).toEqual([expect.objectContaining({ status: 'submitted', marksAwarded: null, feedback: null })])
  })

  it('greets a new candidate with empty sections and a streak of nothing yet', async () => {
    const newbie = await dashboardOf('newbie')
    expect(newbie).toMatchObject({
      candidateName: 'Newbie Kaur',
      inProgress: [],
      history: [],
      historyTotal: 0,
      trend: [],
      topics: [],
      submissions: [],
    })
    expect(newbie.bookmarks).toMatchObject({ items: [], total: 0, topics: [] })
    expect(newbie.quiz).toMatchObject({
      streak: { current: 0, best: 0, isTodayDone: false },
      takenCount: 0,
      todayHref: '/current-affairs/daily-cs-mcqs/dash-quiz-today',
    })
  })

  it("shows a running test with its time left on the server's clock and a Resume link to its screen", async () => {
    const asha = await dashboardOf('asha')
    expect(asha.inProgress).toEqual([
      {
        attemptId: ashaSecond.attemptId,
        testTitle: 'Dashboard mock',
        kind: 'sectional',
        deadline: new Date(ashaSecond.startedAt.getTime() + 30 * minute).toISOString(),
        minutesLeft: 29,
        resumeHref: `/test/dash-mock/attempt/${ashaSecond.attemptId}`,
      },
    ])
  })

  it('ranks first attempts among first attempts, newest first, each with its result', async () => {
    const asha = await dashboardOf('asha')
    expect(
      asha.history.map((entry) => [entry.testTitle, entry.kind, entry.score, entry.maxScore, entry.rank, entry.attemptNumber]),
    ).toEqual([
      ['Daily CA Quiz: today', 'daily-quiz', 1, 2, { rank: 1, candidates: 1 }, 1],
      ['Dashboard mock', 'sectional', 3.5, 8, { rank: 2, candidates: 2 }, 1],
    ])
    expect(asha.history[0]!.resultHref).toBe(`/result?attempt=${ashaQuizAttempt}`)
    expect((await dashboardOf('gurpreet')).history[0]!.rank).toEqual({ rank: 1, candidates: 2 })
    // The trend: the same attempts, oldest first, as a share of each paper's marks.
    expect(asha.trend.map((point) => [point.testTitle, point.percent])).toEqual([
      ['Dashboard mock', 43.8],
      ['Daily CA Quiz: today', 50],
    ])
  })

  it('adds up topic accuracy over every finished attempt: correct out of attempted, weakest first', async () => {
    const asha = await dashboardOf('asha')
    // Polity: mock Q1 right, Q2 wrong; quiz Q1 right. Punjab GK: mock Q3 right (Q4 blank); quiz Q3 wrong.
    // Each with its practice drill (ADR 039).
    expect(asha.topics).toEqual([
      {
        topicId: String(topics.punjab.id),
        title: 'Dashboard Punjab GK',
        correct: 1,
        attempted: 2,
        accuracy: 50,
        practiceHref: `/practice/${topics.punjab.slug}`,
      },
      {
        topicId: String(topics.polity.id),
        title: 'Dashboard Polity',
        correct: 2,
        attempted: 3,
        accuracy: 66.7,
        practiceHref: `/practice/${topics.polity.slug}`,
      },
    ])
  })

  it("passes the daily quiz's streak through, with today's quiz done", async () => {
    const asha = await dashboardOf('asha')
    expect(asha.quiz).toEqual({
      streak: { current: 1, best: 1, isTodayDone: true },
      takenCount: 1,
      todayHref: '/current-affairs/daily-cs-mcqs/dash-quiz-today',
      listHref: '/current-affairs/daily-cs-mcqs',
    })
  })

  it('filters bookmarks by topic, and links each to the latest result that had the question', async () => {
    const all = await dashboardOf('asha')
    expect(all.bookmarks.topics).toEqual([
      { slug: 'gs-pcs-prelims_dash-polity', title: 'Dashboard Polity', count: 1 },
      { slug: 'gs-pcs-prelims_dash-punjab', title: 'Dashboard Punjab GK', count: 1 },
    ])
    const punjab = await dashboardOf('asha', { topic: 'gs-pcs-prelims_dash-punjab' })
    expect(punjab.bookmarks.items).toEqual([
      expect.objectContaining({
        questionId: String(questions[2]!.id),
        stem: 'Dashboard question 3: which Article is meant?',
        topic: { slug: 'gs-pcs-prelims_dash-punjab', title: 'Dashboard Punjab GK' },
        // Q3 is question 2 of today's quiz, taken after the mock.
        reviseHref: `/result?attempt=${ashaQuizAttempt}#question-2`,
      }),
    ])
    expect(punjab.bookmarks).toMatchObject({ total: 2, selectedTopic: { slug: 'gs-pcs-prelims_dash-punjab' }, isUnknownTopic: false })
    const unknown = await dashboardOf('asha', { topic: 'gs-pcs-prelims_science' })
    expect(unknown.bookmarks).toMatchObject({ selectedTopic: null, isUnknownTopic: true })
    expect(unknown.bookmarks.items).toHaveLength(2)
    // Another candidate's topic name in the address shows nothing of theirs.
    expect(
      (await dashboardOf('gurpreet', { topic: 'gs-pcs-prelims_dash-punjab' })).bookmarks.items.map((bookmark) => bookmark.questionId),
    ).toEqual([String(questions[1]!.id)])
  })

  it('speaks Punjabi: titles, topics and stems in Gurmukhi, and links that keep the language', async () => {
    const asha = await loadDashboard(payload, people.asha, 'pa', {}, new Date(ashaSecond.startedAt.getTime() + minute))
    expect(asha.inProgress[0]).toMatchObject({
      testTitle: 'ਡੈਸ਼ਬੋਰਡ ਮੌਕ ਟੈਸਟ',
      resumeHref: `/test/dash-mock/attempt/${ashaSecond.attemptId}?lang=pa`,
    })
    expect(asha.topics.map((topic) => topic.title)).toEqual(['ਡੈਸ਼ਬੋਰਡ ਪੰਜਾਬ ਆਮ ਗਿਆਨ', 'ਡੈਸ਼ਬੋਰਡ ਰਾਜ-ਵਿਵਸਥਾ'])
    expect(asha.bookmarks.items.map((bookmark) => [bookmark.stem, bookmark.stemLang])).toContainEqual(['ਡੈਸ਼ਬੋਰਡ ਸਵਾਲ 1: ਕਿਹੜਾ ਅਨੁਛੇਦ?', 'pa'])
    expect(asha.history[0]!.resultHref).toBe(`/result?attempt=${ashaQuizAttempt}&lang=pa`)
  })

  it('submits a test left running past its deadline before showing it, unranked as a later attempt', async () => {
    const afterDeadline = new Date(ashaSecond.startedAt.getTime() + 32 * minute)
    const asha = await dashboardOf('asha', {}, afterDeadline)
    expect(asha.inProgress).toEqual([])
    expect(asha.historyTotal).toBe(3)
    const second = asha.history.find((entry) => entry.attemptId === ashaSecond.attemptId)
    // Only Q1 was saved, and it was right.
    expect(second).toMatchObject({ attemptNumber: 2, score: 2, maxScore: 8, rank: null, isAutoSubmitted: true })
    expect((await payload.findByID({ collection: 'attempts', id: ashaSecond.attemptId, depth: 0, overrideAccess: true })).status).toBe(
      'auto-submitted',
    )
  })
})
