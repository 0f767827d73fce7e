import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { findResultPdf } from '@/features/test-engine/result-pdf/result-pdf.server'
import type { OptionLetter } from '@/domain/test-engine/types'
import type { Question, Topic, User } from '@/payload-types'
import { attemptHref } from '@/lib/links'
import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'
import { takeTest } from '../helpers/take-test'
import { readPdf } from '../helpers/pdf-text'

// Next's data cache lives in the Next server; here the site settings and the statistics are read fresh.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/**
 * The one-page result PDF (issue 18, item 2; ADR 041) on a real database (SQLite here, PostgreSQL
 * when TEST_DATABASE_URL is set): made from the candidate's own attempt as the result page reads it,
 * never from someone else's, and never for an attempt still running.
 */
let payload: Payload
let topic: Topic
const questions: Question[] = []
let harpreet: User
let simran: User

const take = (user: User, answers: OptionLetter[], options: { submit?: boolean } = {}) =>
  takeTest(
    payload,
    user,
    'pdf-sectional',
    answers.map((option, index) => [questions[index]!.id, option]),
    { ...options, timeSpent: 40 },
  )

beforeAll(async () => {
  payload = await getTestPayload()
  const system = { overrideAccess: true } as const
  topic = await payload.create({
    collection: 'topics',
    data: { title: 'Canal irrigation in Punjab', stage: 'prelims', key: 'pdf-canals', overview: 'Canals.', _status: 'published' },
    ...system,
  })
  for (const [index, canal] of ['Sirhind Canal', 'Bist Doab Canal', 'Upper Bari Doab Canal', 'Bhakra Main Line'].entries()) {
    questions.push(
      await payload.create({
        collection: 'questions',
        data: {
          stem: `Question ${index + 1}: from which headworks does the ${canal} take off?`,
          options: ['Ropar', 'Harike', 'Madhopur', 'Nangal'].map((text) => ({ text })),
          correctOption: 'A',
          explanation: `The ${canal} is fed from the headworks named in the key.`,
          topic: topic.id,
          oneLanguage: true,
        },
        ...system,
      }),
    )
  }
  await payload.create({
    collection: 'tests',
    data: {
      title: 'Punjab Irrigation Sectional Test',
      slug: 'pdf-sectional',
      kind: 'sectional',
      durationMinutes: 20,
      attemptsAllowed: 3,
      marksPerCorrect: 2,
      negativeMarks: 0,
      isFree: true,
      solutionsVisibility: 'immediately',
      sections: [{ title: 'Punjab GK', questions: questions.map((question) => question.id) }],
      _status: 'published',
    } as never,
    ...system,
  })
  const candidate = (name: string, email: string) => createUser(payload, { email, password: 'ResultPdf#2026', name, role: 'candidate' })
  harpreet = await candidate('Harpreet Kaur Gill', 'harpreet@result-pdf.test')
  simran = await candidate('Simranjit Singh', 'simran@result-pdf.test')
}, 120_000)

describe('the result PDF', () => {
  it('is the candidate’s own result on one page: name, score, section and the topic to practise', async () => {
    const attemptId = await take(harpreet, ['A', 'B', 'C', 'A'])
    const lookup = await findResultPdf(payload, harpreet, attemptId, 'en')
    expect(lookup.kind).toBe('pdf')
    if (lookup.kind !== 'pdf') return
    expect(lookup.fileName).toBe('pdf-sectional-attempt-1-result.pdf')
    const pdf = await readPdf(lookup.file)
    const page = pdf.text.join('\n')
    expect(pdf.pages).toBe(1)
    expect(page).toContain('Punjab Irrigation Sectional Test')
    expect(page).toContain('Candidate: Harpreet Kaur Gill')
    expect(page).toContain('4 / 8')
    expect(page).toContain('Punjab GK 4 8 2 2 0 50%')
    expect(page).toContain('2 of 4 right (50%)')
    expect(page).toContain('Practise 10 questions on Canal irrigation in Punjab')
    expect(pdf.links.some((link) => link.endsWith(`/practice/${topic.slug}`))).toBe(true)
    expect(pdf.links.some((link) => link.endsWith(`/result?attempt=${attemptId}`))).toBe(true)
  })

  it('is never made from another candidate’s attempt', async () => {
    const attemptId = await take(harpreet, ['A', 'A', 'A', 'A'])
    expect(await findResultPdf(payload, simran, attemptId, 'en')).toEqual({ kind: 'missing' })
    expect(await findResultPdf(payload, simran, '999999', 'en')).toEqual({ kind: 'missing' })
  })

  it('sends an attempt still running back to its screen', async () => {
    const attemptId = await take(simran, ['A'], { submit: false })
    expect(await findResultPdf(payload, simran, attemptId, 'en')).toEqual({
      kind: 'in-progress',
      href: attemptHref('pdf-sectional', attemptId),
    })
  })
})
