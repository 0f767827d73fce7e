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

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index)

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
    expect(tests.flatMap((test) => test.sections.flatMap((section) => section.questionKeys)).filter((key) => !questionKeys.has(key))).toEqual([])
    expect(testSeries.flatMap((series) => series.testKeys).filter((key) => !testKeys.has(key))).toEqual([])
    expect(questions.map((question) => question.topic).filter((key) => !topicKeys.has(key))).toEqual([])
    expect(currentAffairs.flatMap((article) => article.topics).filter((key) => !topicKeys.has(key))).toEqual([])
  })
})
