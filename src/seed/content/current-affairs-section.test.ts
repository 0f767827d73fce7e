import { describe, expect, it } from 'vitest'

import { editorials } from './editorials'
import { monthlyConsolidations } from './monthly-consolidations'
import { topics } from './topics'

const gurmukhi = /[\u0A00-\u0A7F]/

describe('editorial analyses and monthly consolidations (demo content)', () => {
  it('dates the analyses within the last month, each on its own day, with unique addresses', () => {
    expect(editorials.length).toBeGreaterThanOrEqual(8)
    expect(new Set(editorials.map((item) => item.key)).size).toBe(editorials.length)
    expect(new Set(editorials.map((item) => item.daysAgo)).size).toBe(editorials.length)
    expect(editorials.every((item) => item.daysAgo >= 0 && item.daysAgo < 30)).toBe(true)
  })

  it('writes every analysis in English and Punjabi (Gurmukhi), with key points, relevance and questions', () => {
    for (const item of editorials) {
      const texts = [
        item.title,
        item.summary,
        item.syllabusRelevance,
        ...item.keyPoints,
        ...item.probableQuestions.map((question) => question.question),
      ]
      expect(
        texts.every((text) => text.en.length > 20 && gurmukhi.test(text.pa)),
        item.key,
      ).toBe(true)
      expect(item.keyPoints.length, item.key).toBeGreaterThanOrEqual(3)
      expect(
        item.probableQuestions.filter((question) => question.stage === 'mains').every((question) => question.marks),
        item.key,
      ).toBe(true)
      expect(
        item.probableQuestions.filter((question) => question.stage === 'prelims').every((question) => question.marks === undefined),
        item.key,
      ).toBe(true)
    }
  })

  it('tags the analyses only with topics that exist', () => {
    const keys = new Set(topics.map((topic) => topic.key))
    expect(editorials.flatMap((item) => item.topics).filter((key) => !keys.has(key))).toEqual([])
  })

  it('covers the last three complete months, each with the same chapters in both languages', () => {
    expect(monthlyConsolidations.map((month) => month.monthsAgo)).toEqual([1, 2, 3])
    for (const month of monthlyConsolidations) {
      const headings = (language: 'en' | 'pa') => month.body[language].filter((block) => block.type === 'h2')
      expect(headings('en').length).toBeGreaterThanOrEqual(4)
      expect(headings('pa')).toHaveLength(headings('en').length)
      expect(month.body.pa.map((block) => block.type)).toEqual(month.body.en.map((block) => block.type))
      expect(month.summary.en).toContain('{month}')
      expect(month.summary.pa).toContain('{month}')
    }
  })
})
