import { describe, expect, it } from 'vitest'

import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'

/**
 * Issue 15: a test's form shows and changes the series that hold it. The form sends the chosen series
 * as the test's virtual `series` field; saving the test puts it in each (at the end of its list) and
 * takes it out of the others, as the staff member, leaving each series published or draft as it was.
 */
describe('a test’s series, chosen on the test’s form', () => {
  it('joins and leaves series on save, keeps their order and status, and leaves them alone when not sent', async () => {
    const payload = await getTestPayload()
    const editor = await createUser(payload, {
      email: 'series-editor@academy.in',
      password: 'Ropar#Wetland2026',
      name: 'Navdeep Brar',
      role: 'editor',
    })
    const as = { user: editor, overrideAccess: false, depth: 0 } as const
    const question = await payload.create({
      collection: 'questions',
      data: {
        stem: 'Where does the Sutlej enter Punjab?',
        options: ['Nangal', 'Ropar', 'Harike', 'Ferozepur'].map((text) => ({ text })),
        correctOption: 'A',
        // English only: a published test carries it only as a one-language question (ADR 036).
        oneLanguage: true,
      },
      ...as,
    })
    const newTest = (title: string, slug: string, extra: { series?: number[] } = {}) =>
      payload.create({
        collection: 'tests',
        data: {
          title,
          slug,
          kind: 'sectional',
          durationMinutes: 10,
          attemptsAllowed: 1,
          marksPerCorrect: 2,
          negativeMarks: 0,
          solutionsVisibility: 'immediately',
          sections: [{ title: 'Rivers', questions: [question.id] }],
          _status: 'published',
          ...extra,
        },
        ...as,
      })
    const first = await newTest('Rivers of Punjab: sectional 1', 'rivers-of-punjab-1')
    const published = await payload.create({
      collection: 'test-series',
      data: { title: 'Punjab GK sectionals', slug: 'punjab-gk-sectionals', kind: 'sectional', tests: [first.id], _status: 'published' },
      ...as,
    })
    const draft = await payload.create({
      collection: 'test-series',
      data: { title: 'Geography sectionals (being planned)', slug: 'geography-sectionals', kind: 'sectional', tests: [], _status: 'draft' },
      draft: true,
      ...as,
    })
    const testsOf = async (id: number) => {
      const series = await payload.findByID({ collection: 'test-series', id, draft: true, ...as })
      return { tests: series.tests, status: series._status }
    }

    const second = await newTest('Rivers of Punjab: sectional 2', 'rivers-of-punjab-2', { series: [published.id, draft.id] })
    expect(second).not.toHaveProperty('series', expect.anything())
    expect(await testsOf(published.id)).toEqual({ tests: [first.id, second.id], status: 'published' })
    expect(await testsOf(draft.id)).toEqual({ tests: [second.id], status: 'draft' })
    // Candidates see the published series with the new test at once; the draft one stays unpublished.
    expect((await payload.findByID({ collection: 'test-series', id: published.id, depth: 0, overrideAccess: true })).tests).toEqual([
      first.id,
      second.id,
    ])

    await payload.update({ collection: 'tests', id: second.id, data: { series: [draft.id] }, ...as })
    expect(await testsOf(published.id)).toEqual({ tests: [first.id], status: 'published' })
    expect(await testsOf(draft.id)).toEqual({ tests: [second.id], status: 'draft' })

    // A save that does not send the series (an API client, or a form that could not read them) leaves them as they are.
    await payload.update({ collection: 'tests', id: second.id, data: { durationMinutes: 12 }, ...as })
    expect(await testsOf(draft.id)).toEqual({ tests: [second.id], status: 'draft' })

    await payload.update({ collection: 'tests', id: first.id, data: { series: [] }, ...as })
    expect(await testsOf(published.id)).toEqual({ tests: [], status: 'published' })

    // Nothing is stored under `series`: reading it gives nothing, and asking by it is refused, for anyone.
    const asVisitor = await payload.findByID({
      collection: 'tests',
      id: second.id,
      depth: 0,
      overrideAccess: false,
      select: { series: true, title: true },
    })
    expect(asVisitor.series ?? null).toBeNull()
    for (const where of [{ series: { contains: draft.id } }, { series: { exists: true } }]) {
      await expect(payload.find({ collection: 'tests', where, overrideAccess: false, depth: 0 })).rejects.toMatchObject({ status: 400 })
    }
  })
})
