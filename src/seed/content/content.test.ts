import { describe, expect, it } from 'vitest'

import { currentAffairSlug, topicSeedSlug } from '../factories'
import { currentAffairs } from './current-affairs'
import { faqs } from './faqs'
import { products } from './products'
import { pyqPapers } from './pyq'
import { questions } from './questions'
import { successStories } from './success-stories'
import { tests, testSeries } from './tests'
import { topics } from './topics'
import type { TestSeed } from './types'

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index)
const questionKeysOf = (test: TestSeed) => test.sections.flatMap((section) => section.questionKeys)
const testNamed = (key: string) => tests.find((test) => test.key === key)!
const gurmukhi = /[\u0A00-\u0A7F]/

describe('demo content', () => {
  it('gives every document a unique address or key, so the seed never merges two of them', () => {
    expect(duplicates(currentAffairs.map(currentAffairSlug))).toEqual([])
    expect(duplicates(topics.map(topicSeedSlug))).toEqual([])
    for (const list of [questions, tests, testSeries, pyqPapers, products, successStories, faqs]) {
      expect(duplicates(list.map((item) => item.key))).toEqual([])
    }
  })

  it('has two articles for each of the last 30 days', () => {
    const perDay = new Map<number, number>()
    for (const article of currentAffairs) perDay.set(article.daysAgo, (perDay.get(article.daysAgo) ?? 0) + 1)
    expect([...perDay.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, day) => day))
    expect([...perDay.values()].every((count) => count === 2)).toBe(true)
  })

  it('refers only to questions, tests and topics that exist', () => {
    const questionKeys = new Set(questions.map((question) => question.key))
    const testKeys = new Set(tests.map((test) => test.key))
    const topicKeys = new Set(topics.map((topic) => topic.key))
    expect(
      tests.flatMap((test) => test.sections.flatMap((section) => section.questionKeys)).filter((key) => !questionKeys.has(key)),
    ).toEqual([])
    expect(testSeries.flatMap((series) => series.testKeys).filter((key) => !testKeys.has(key))).toEqual([])
    expect(questions.map((question) => question.topic).filter((key) => !topicKeys.has(key))).toEqual([])
    expect(currentAffairs.flatMap((article) => article.topics).filter((key) => !topicKeys.has(key))).toEqual([])
  })

  it('has full-length Prelims mocks in the PPSC pattern: GS 100 x 2 marks, CSAT 80 x 2.5 qualifying at 40%, 120 minutes each', () => {
    const gs = testNamed('gs-mock-01')
    expect(questionKeysOf(gs)).toHaveLength(100)
    expect(gs).toMatchObject({ kind: 'gs-prelims', marksPerCorrect: 2, negativeMarks: 0, durationMinutes: 120 })
    expect(gs.previousCutoff).toBeLessThanOrEqual(200)

    const csat = testNamed('csat-mock-01')
    expect(questionKeysOf(csat)).toHaveLength(80)
    expect(csat).toMatchObject({ kind: 'csat', marksPerCorrect: 2.5, negativeMarks: 0, durationMinutes: 120, qualifyingPercent: 40 })
    const byKey = new Map(questions.map((question) => [question.key, question]))
    expect(questionKeysOf(csat).every((key) => byKey.get(key)?.topic === 'csat')).toBe(true)
    expect(questionKeysOf(gs).some((key) => byKey.get(key)?.topic === 'csat')).toBe(false)
  })

  it('tells the candidate the real numbers of each test in both languages', () => {
    for (const test of tests) {
      const count = questionKeysOf(test).length
      const total = count * test.marksPerCorrect
      const { en, pa } = test.instructions
      expect(en, test.key).toContain(`${count} questions`)
      expect(en, test.key).toContain(`${total} marks`)
      expect(en, test.key).toContain(`${test.durationMinutes} minutes`)
      expect(pa, test.key).toContain(`${count} ਸਵਾਲ`)
      expect(pa, test.key).toContain(`${total} ਅੰਕ`)
      expect(pa, test.key).toContain(`${test.durationMinutes} ਮਿੰਟ`)
      if (test.negativeMarks === 0) {
        expect(en, test.key).toContain('no negative marking')
        expect(pa, test.key).toContain('ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ')
      } else {
        expect(en, test.key).toContain(`${test.negativeMarks} marks are deducted`)
      }
      if (test.qualifyingPercent) {
        expect(en, test.key).toContain(`${test.qualifyingPercent}%, that is ${(total * test.qualifyingPercent) / 100} marks`)
        expect(pa, test.key).toContain(`${(total * test.qualifyingPercent) / 100} ਅੰਕ`)
      }
    }
  })

  it('gives every question four options, one correct letter and an explanation, in English and Punjabi', () => {
    const incomplete = questions.filter(
      (question) =>
        question.options.length !== 4 ||
        !['A', 'B', 'C', 'D'].includes(question.correct) ||
        ![question.stem, question.explanation, ...question.options].every((text) => text.en.trim() && text.pa.trim()) ||
        !gurmukhi.test(question.stem.pa) ||
        !gurmukhi.test(question.explanation.pa) ||
        !['easy', 'medium', 'hard'].includes(question.difficulty) ||
        !question.source.trim(),
    )
    expect(incomplete.map((question) => question.key)).toEqual([])
    // Two identical options would make the single correct answer ambiguous.
    const repeatedOptions = questions.filter((question) => new Set(question.options.map((option) => option.en)).size !== 4)
    expect(repeatedOptions.map((question) => question.key)).toEqual([])
  })

  it('asks each question only once in a test and spreads the correct letters, so guessing one letter does not pay', () => {
    const byKey = new Map(questions.map((question) => [question.key, question]))
    for (const test of tests) {
      const keys = questionKeysOf(test)
      expect(duplicates(keys), test.key).toEqual([])
      const letters = keys.map((key) => byKey.get(key)!.correct)
      for (const letter of ['A', 'B', 'C', 'D']) {
        expect(letters.filter((correct) => correct === letter).length / letters.length, `${test.key} ${letter}`).toBeLessThanOrEqual(0.4)
      }
      expect(letters.join(''), test.key).not.toMatch(/(.)\1\1\1/)
    }
  })
})
