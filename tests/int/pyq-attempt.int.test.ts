import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { pyqAttempt } from '@/features/library/pyq-attempt'
import { describeCutoff } from '@/features/test-engine/components/result/result-labels'
import { getTranslator } from '@/i18n/translator'
import { findResult } from '@/features/test-engine/result.server'
import { saveAnswers } from '@/features/test-engine/save-answers.server'
import { startAttempt } from '@/features/test-engine/start-attempt.server'
import { submitAttempt } from '@/features/test-engine/submit-attempt.server'
import type { OptionLetter } from '@/domain/test-engine/types'
import { readPyqArchive } from '@/features/content/library.server'
import type { User } from '@/payload-types'
import { pyqQuestions, pyqTests } from '@/seed/content/pyq-tests'
import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'
import { seedDemo } from '../helpers/seeded-demo'

// Next's data cache lives in the Next server; here the standings are read fresh every time.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/**
 * A PYQ paper as a test, on the demo seed: the 2020 Prelims GS Paper I links to its practice test,
 * the PYQ archive offers "Attempt" while that test is published, and the result compares the score
 * with that year's cut-off (scaled to the selection's marks) instead of a previous year's.
 */
const PAPER = 'prelims-2020-gs-paper-1'
const TEST = 'pyq-2020-gs-paper-1'
let payload: Payload
const visitor = () => ({ payload, draft: false })
const candidates: User[] = []

async function candidate() {
  const user = await createUser(payload, {
    email: `pyq-${candidates.length}@pyq.test`,
    password: 'Pyq#Test2026',
    name: `PYQ candidate ${candidates.length}`,
    role: 'candidate',
  })
  candidates.push(user)
  return user
}

/** Takes a test through the engine with these answers (question id → option) and returns the result. */
async function attempt(user: User, slug: string, answers: Map<string, OptionLetter>) {
  const started = await startAttempt(payload, user, slug, 'en')
  if (!started.ok) throw new Error(started.message)
  const changes = [...answers].map(([questionId, option], index) => ({
    questionId,
    option,
    marked: false,
    visited: true,
    timeSpent: 30,
    seq: index + 1,
  }))
  expect(await saveAnswers(payload, user, started.attemptId, { changes })).toMatchObject({ status: 200 })
  expect(await submitAttempt(payload, user, started.attemptId, {})).toMatchObject({ status: 200 })
  const lookup = await findResult(payload, user, started.attemptId, 'en')
  if (lookup.kind !== 'result') throw new Error(`No result: ${lookup.kind}`)
  return lookup.view
}

const paperNamed = async (slug: string) => (await readPyqArchive(visitor())).find((paper) => paper.slug === slug)!

beforeAll(async () => {
  payload = await getTestPayload()
  await seedDemo(payload)
}, 300_000)

describe('a PYQ paper as a test', () => {
  it('is linked from its paper, which the archive offers as "Attempt" while the test is published; no other paper is', async () => {
    const papers = await readPyqArchive(visitor())
    const withAttempt = papers.filter((paper) => pyqAttempt(paper.test) !== null).map((paper) => paper.slug)
    expect(withAttempt).toEqual([PAPER])
    const paper = papers.find((entry) => entry.slug === PAPER)!
    expect(pyqAttempt(paper.test)).toEqual({ href: `/test/${TEST}`, questionCount: 30, durationMinutes: 36 })
    expect(paper.cutoff).toBe(112)
  })

  it('holds 30 bank questions whose source names the paper, scored 2 marks each without negative marking', async () => {
    const { docs } = await payload.find({ collection: 'tests', where: { slug: { equals: TEST } }, depth: 1, overrideAccess: true })
    const test = docs[0]!
    expect(test).toMatchObject({
      kind: 'pyq',
      questionCount: 30,
      marksPerCorrect: 2,
      negativeMarks: 0,
      durationMinutes: 36,
      _status: 'published',
    })
    const sources = (test.sections ?? []).flatMap((section) =>
      (section.questions ?? []).map((question) => (typeof question === 'object' ? question.source : null)),
    )
    expect(sources).toHaveLength(30)
    expect(new Set(sources)).toEqual(new Set(['PPSC 2020 Prelims GS Paper I']))
  })

  it("compares the score with the 2020 cut-off, scaled to this paper's 60 marks, in the exam engine's result", async () => {
    const { docs } = await payload.find({
      collection: 'questions',
      where: { seedKey: { in: pyqQuestions.map((question) => question.key) } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const idOf = new Map(docs.map((doc) => [doc.seedKey, String(doc.id)]))
    const keys = pyqTests[0]!.sections.flatMap((section) => section.questionKeys)
    const seedOf = new Map(pyqQuestions.map((question) => [question.key, question]))
    const wrongOf = (letter: OptionLetter) => (letter === 'A' ? 'B' : 'A')
    // 20 right (40 marks), 5 wrong, 5 left blank.
    const answers = new Map<string, OptionLetter>(
      keys.slice(0, 25).map((key, index) => [idOf.get(key)!, index < 20 ? seedOf.get(key)!.correct : wrongOf(seedOf.get(key)!.correct)]),
    )
    const view = await attempt(await candidate(), TEST, answers)
    expect(view.test.kind).toBe('pyq')
    expect(view.score).toMatchObject({ score: 40, maxScore: 60, correct: 20, wrong: 5, unattempted: 5 })
    expect(view.cutoff).toEqual({
      marks: 33.6,
      isCleared: true,
      year: 2020,
      isEstimate: true,
      published: { marks: 112, totalMarks: 200, testMarks: 60 },
    })
    expect(describeCutoff(getTranslator('en', 'result'), view.score.score, view.cutoff!.marks, view.cutoff!)).toBe(
      "Cut-off in 2020 (academy’s estimate): 112 of 200 marks, that is 33.6 of this paper's 60 marks — you are 6.4 marks above it",
    )

    const short = await attempt(await candidate(), TEST, new Map([...answers].slice(0, 16)))
    expect(short.score.score).toBe(32)
    expect(short.cutoff).toMatchObject({ marks: 33.6, isCleared: false, year: 2020 })
  })

  it("says nothing of a cut-off when the PYQ paper has none, and other tests keep the previous year's", async () => {
    const { docs: questions } = await payload.find({
      collection: 'questions',
      where: { seedKey: { in: ['polity-001', 'polity-002'] } },
      depth: 0,
      overrideAccess: true,
    })
    const test = await payload.create({
      collection: 'tests',
      overrideAccess: true,
      data: {
        title: 'PPSC Prelims 2018 GS Paper I (two questions)',
        slug: 'pyq-2018-two',
        kind: 'pyq',
        durationMinutes: 3,
        attemptsAllowed: 1,
        marksPerCorrect: 2,
        negativeMarks: 0,
        previousCutoff: 100,
        isFree: true,
        solutionsVisibility: 'immediately',
        sections: [{ title: 'GS', questions: questions.map((question) => question.id) }],
        _status: 'published',
      },
    })
    const { docs: papers } = await payload.find({
      collection: 'pyq-papers',
      where: { slug: { equals: 'prelims-2018-gs-paper-1' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(papers[0]!.cutoff ?? null).toBeNull()
    await payload.update({ collection: 'pyq-papers', id: papers[0]!.id, data: { test: test.id }, overrideAccess: true })
    expect((await attempt(await candidate(), 'pyq-2018-two', new Map())).cutoff).toBeNull()

    // The GS mock is no PYQ paper: its result still compares with the previous year's cut-off.
    const mock = await attempt(await candidate(), 'gs-mock-01', new Map())
    expect(mock.cutoff).toEqual({ marks: 118, isCleared: false })
  })

  it('links a paper seeded before its test existed when the seed runs again, and creates nothing twice', async () => {
    const paper = await paperNamed(PAPER)
    await payload.update({ collection: 'pyq-papers', id: paper.id, data: { test: null }, overrideAccess: true })
    expect(pyqAttempt((await paperNamed(PAPER)).test)).toBeNull()
    const again = await seedDemo(payload)
    expect(again.created).toEqual({})
    expect(pyqAttempt((await paperNamed(PAPER)).test)?.href).toBe(`/test/${TEST}`)
  }, 300_000)

  it('takes "Attempt" away when staff unpublish the test', async () => {
    const { docs } = await payload.find({ collection: 'tests', where: { slug: { equals: TEST } }, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'tests', id: docs[0]!.id, data: { _status: 'draft' }, overrideAccess: true })
    expect(pyqAttempt((await paperNamed(PAPER)).test)).toBeNull()
  })
})
