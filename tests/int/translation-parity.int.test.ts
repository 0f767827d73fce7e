import { randomBytes } from 'node:crypto'
import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'

/**
 * Issue 18, item 4 (ADR 036): a test is published only when every question in it reads in both
 * languages, unless staff marked a question as testing one language. Drafts are saved as they are.
 */
const tag = () => randomBytes(3).toString('hex')

async function editor() {
  const payload = await getTestPayload()
  const user = await createUser(payload, {
    email: `parity-${Date.now()}-${Math.random()}@academy.in`,
    password: 'Parity#Check2026',
    name: 'Harleen Kaur',
    role: 'editor',
  })
  return { payload, as: { user, overrideAccess: false, depth: 0 } as const }
}

type Editor = Awaited<ReturnType<typeof editor>>

/** A question as the form saves it: English, and Punjabi beside it unless `punjabi` is false. */
async function question({ payload, as }: Editor, { punjabi, oneLanguage = false }: { punjabi: boolean; oneLanguage?: boolean }) {
  const options = ['1947', '1956', '1966', '1972'].map((text) => ({ id: randomBytes(12).toString('hex'), text }))
  const texts = {
    stem: 'ਪੰਜਾਬ ਦਾ ਮੌਜੂਦਾ ਰੂਪ ਕਿਸ ਸਾਲ ਬਣਿਆ?',
    ...Object.fromEntries(options.map((option) => [`options.${option.id}.text`, option.text])),
  }
  return payload.create({
    collection: 'questions',
    data: {
      stem: `In which year did Punjab take its present shape? (${tag()})`,
      options,
      correctOption: 'C',
      oneLanguage,
      ...(punjabi ? { punjabi: { texts, saved: false } } : {}),
    },
    locale: 'en',
    ...as,
  })
}

function testData(questionIds: number[], status: 'draft' | 'published') {
  const slug = `parity-${tag()}`
  return {
    title: `Punjab history sectional ${slug}`,
    slug,
    kind: 'sectional' as const,
    durationMinutes: 10,
    attemptsAllowed: 1,
    marksPerCorrect: 2,
    negativeMarks: 0,
    solutionsVisibility: 'immediately' as const,
    sections: [{ title: 'Modern Punjab', questions: questionIds }],
    _status: status,
  }
}

/** The refusal's message, or null when the call went through. */
async function refusal(call: Promise<unknown>): Promise<string | null> {
  try {
    await call
    return null
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).data.errors.map((entry) => entry.message).join(' ')
  }
}

describe('a test is published only with every question in both languages', () => {
  it('saves a draft with an English-only question, refuses to publish it naming the question, and publishes once it is translated', async () => {
    const staff = await editor()
    const { payload, as } = staff
    const bilingual = await question(staff, { punjabi: true })
    const englishOnly = await question(staff, { punjabi: false })

    const draft = await payload.create({ collection: 'tests', data: testData([bilingual.id, englishOnly.id], 'draft'), draft: true, ...as })
    expect(draft._status).toBe('draft')

    const message = await refusal(payload.update({ collection: 'tests', id: draft.id, data: { _status: 'published' }, ...as }))
    expect(message).toContain('Not published: question 2 of this test has no Punjabi for the question or an option.')
    expect(message).toContain('tick “Tests one language only”')
    const stored = await payload.findByID({ collection: 'tests', id: draft.id, depth: 0, overrideAccess: true })
    expect(stored._status).toBe('draft')

    // Translated through the form: the question and its four options in Punjabi.
    const rows = (englishOnly.options ?? []).map((option) => option.id!)
    await payload.update({
      collection: 'questions',
      id: englishOnly.id,
      data: {
        punjabi: {
          texts: {
            stem: 'ਪੰਜਾਬ ਦਾ ਮੌਜੂਦਾ ਰੂਪ ਕਿਸ ਸਾਲ ਬਣਿਆ?',
            ...Object.fromEntries(rows.map((id, index) => [`options.${id}.text`, ['1947', '1956', '1966', '1972'][index]!])),
          },
          saved: false,
        },
      },
      locale: 'en',
      ...as,
    })
    const published = await payload.update({ collection: 'tests', id: draft.id, data: { _status: 'published' }, ...as })
    expect(published._status).toBe('published')
    // The check reads the questions in Punjabi; the test's own English save stays in English.
    const titles = await payload.findByID({ collection: 'tests', id: draft.id, locale: 'all', depth: 0, overrideAccess: true })
    expect(titles.title).toEqual({ en: draft.title })
  })

  it('refuses a test created as published, naming every untranslated question by its place', async () => {
    const staff = await editor()
    const questions = [
      await question(staff, { punjabi: false }),
      await question(staff, { punjabi: true }),
      await question(staff, { punjabi: false }),
    ]
    const message = await refusal(
      staff.payload.create({
        collection: 'tests',
        data: testData(
          questions.map((entry) => entry.id),
          'published',
        ),
        ...staff.as,
      }),
    )
    expect(message).toContain('Not published: questions 1, 3 of this test have no Punjabi')
  })

  it('publishes a question marked as testing one language without its Punjabi', async () => {
    const staff = await editor()
    const grammar = await question(staff, { punjabi: false, oneLanguage: true })
    const published = await staff.payload.create({ collection: 'tests', data: testData([grammar.id], 'published'), ...staff.as })
    expect(published._status).toBe('published')
  })
})
