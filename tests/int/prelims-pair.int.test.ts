import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { findResult } from '@/features/test-engine/public.server'
import type { OptionLetter } from '@/domain/test-engine/types'
import type { Question, User } from '@/payload-types'
import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'
import { takeTest } from '../helpers/take-test'

vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/**
 * A GS paper paired with its CSAT paper (issue 18, item 1; ADR 045), on a real database: the GS result
 * says whether the candidate's Paper II qualifies and estimates Mains from last year's cut-off and the
 * 13× rule, ranking by GS alone.
 */
let payload: Payload
const gs: Question[] = []
const csat: Question[] = []
const people = {} as Record<'harleen' | 'jagmeet', User>

const answer = (questions: Question[], options: OptionLetter[]) =>
  options.map((option, index): [number, OptionLetter] => [questions[index]!.id, option])

beforeAll(async () => {
  payload = await getTestPayload()
  const system = { overrideAccess: true } as const
  const question = (stem: string) =>
    payload.create({
      collection: 'questions',
      data: {
        stem,
        options: ['One', 'Two', 'Three', 'Four'].map((text) => ({ text })),
        correctOption: 'A',
        explanation: 'Option A.',
        oneLanguage: true,
      },
      ...system,
    })
  for (let index = 1; index <= 4; index += 1) gs.push(await question(`GS question ${index} of the paired Prelims mock`))
  for (let index = 1; index <= 5; index += 1) csat.push(await question(`CSAT question ${index} of the paired Prelims mock`))
  const base = {
    durationMinutes: 60,
    attemptsAllowed: 2,
    marksPerCorrect: 2,
    negativeMarks: 0,
    isFree: true,
    solutionsVisibility: 'immediately',
    _status: 'published',
  }
  const paper2 = await payload.create({
    collection: 'tests',
    data: {
      ...base,
      title: 'Paired CSAT Mock',
      slug: 'paired-csat',
      kind: 'csat',
      qualifyingPercent: 40,
      sections: [{ title: 'CSAT', questions: csat.map((q) => q.id) }],
    } as never,
    ...system,
  })
  await payload.create({
    collection: 'tests',
    data: {
      ...base,
      title: 'Paired GS Mock',
      slug: 'paired-gs',
      kind: 'gs-prelims',
      previousCutoff: 4,
      pairedCsat: paper2.id,
      mainsVacancies: 10,
      previousAppeared: 260,
      sections: [{ title: 'GS', questions: gs.map((q) => q.id) }],
    } as never,
    ...system,
  })
  const person = (name: string, email: string) => createUser(payload, { email, password: 'Paired#Prelims2026', name, role: 'candidate' })
  people.harleen = await person('Harleen Kaur', 'harleen@pair.test')
  people.jagmeet = await person('Jagmeet Singh', 'jagmeet@pair.test')
})

const prelimsOf = async (user: User, attemptId: string) => {
  const result = await findResult(payload, user, attemptId, 'en')
  if (result.kind !== 'result') throw new Error('no result')
  return result.view.prelims
}

describe('a GS result with its CSAT paper', () => {
  it('asks for Paper II until it is taken, then says whether it qualifies at 40% and estimates Mains', async () => {
    const harleenGs = await takeTest(payload, people.harleen, 'paired-gs', answer(gs, ['A', 'A', 'A', 'B']))
    expect(await prelimsOf(people.harleen, harleenGs)).toMatchObject({
      csat: { status: 'not-taken', title: 'Paired CSAT Mock', href: '/test/paired-csat' },
      estimate: { verdict: 'csat-not-taken', cutoff: { marks: 4, isCleared: true } },
    })
    // 2 right of 5: 4 of 10, exactly the 40% Paper II needs.
    const harleenCsat = await takeTest(payload, people.harleen, 'paired-csat', answer(csat, ['A', 'A', 'B', 'B', 'B']))
    const jagmeetGs = await takeTest(payload, people.jagmeet, 'paired-gs', answer(gs, ['A', 'B', 'B', 'B']))
    await takeTest(payload, people.jagmeet, 'paired-csat', answer(csat, ['A', 'B', 'B', 'B', 'B']))

    // 13 × 10 / 260 = 50%: of 2 candidates, rank 1 is inside the line.
    expect(await prelimsOf(people.harleen, harleenGs)).toEqual({
      csat: {
        status: 'qualified',
        score: 4,
        maxScore: 10,
        marksNeeded: 4,
        title: 'Paired CSAT Mock',
        href: `/result?attempt=${harleenCsat}`,
      },
      estimate: { verdict: 'likely', cutoff: { marks: 4, isCleared: true }, line: { percent: 50, rank: 1, isInside: true } },
    })
    expect(await prelimsOf(people.jagmeet, jagmeetGs)).toMatchObject({
      csat: { status: 'not-qualified', score: 2, marksNeeded: 4 },
      estimate: { verdict: 'csat-not-qualified', cutoff: { isCleared: false }, line: { rank: 1, isInside: false } },
    })
  })

  it('shows no pair on the CSAT result itself', async () => {
    const { docs } = await payload.find({
      collection: 'attempts',
      where: { candidate: { equals: people.harleen.id } },
      sort: '-startedAt',
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
    expect(await prelimsOf(people.harleen, String(docs[0]!.id))).toBeNull()
  })
})
