import { describe, expect, it } from 'vitest'

import { countWords } from '@/features/daily-questions/word-count'

import { dailyQuestionBank, dailyQuestions, demoDailyAnswers } from './daily-questions'
import { questions } from './questions'
import { topics } from './topics'
import type { Bilingual } from './types'

const gurmukhi = /[\u0A00-\u0A7F]/
const texts = (entry: (typeof dailyQuestions)[number]): Bilingual[] =>
  entry.kind === 'mcq'
    ? [entry.title, entry.question.stem, entry.question.explanation, ...entry.question.options]
    : [entry.title, entry.prompt, entry.guidance]

describe('Question of the Day demo content', () => {
  it('covers the last ten days, alternating a Prelims MCQ (today) and a Mains question', () => {
    expect(dailyQuestions.map((entry) => entry.daysAgo)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(dailyQuestions.map((entry) => entry.kind)).toEqual([
      'mcq',
      'mains',
      'mcq',
      'mains',
      'mcq',
      'mains',
      'mcq',
      'mains',
      'mcq',
      'mains',
    ])
    expect(new Set(dailyQuestions.map((entry) => entry.title.en)).size).toBe(10)
  })

  it('is written in English and Punjabi (Gurmukhi) throughout', () => {
    for (const entry of dailyQuestions) {
      for (const text of texts(entry)) {
        expect(text.en.trim(), entry.key).not.toBe('')
        expect(gurmukhi.test(text.pa) || /^[\d\s,.]+$/.test(text.en), `${entry.key}: ${text.en}`).toBe(true)
      }
    }
  })

  it('sets Mains questions of 150 words for 10 marks or 250 words for 15, each with its paper', () => {
    for (const entry of dailyQuestions) {
      if (entry.kind !== 'mains') continue
      expect(['150/10', '250/15'], entry.key).toContain(`${entry.wordLimit}/${entry.marks}`)
      expect(entry.paper).toMatch(/^GS Paper (I|II|III|IV)$/)
    }
  })

  it('adds new bank questions with four options and a key, whose seed keys the bank does not already use, on topics that exist', () => {
    const bankKeys = new Set(questions.map((question) => question.key))
    expect(dailyQuestionBank).toHaveLength(5)
    for (const question of dailyQuestionBank) {
      expect(bankKeys.has(question.key), question.key).toBe(false)
      expect(question.options).toHaveLength(4)
      expect(['A', 'B', 'C', 'D']).toContain(question.correct)
      expect(topics.some((topic) => topic.key === question.topic)).toBe(true)
    }
    for (const entry of dailyQuestions)
      expect(
        topics.some((topic) => topic.stage === entry.topic.stage && topic.key === entry.topic.key),
        entry.key,
      ).toBe(true)
  })

  it('gives the demo candidate a written answer within its question’s word limit and marks within its marks', () => {
    const written = dailyQuestions.find((entry) => entry.key === demoDailyAnswers.written.key)
    if (written?.kind !== 'mains') throw new Error('The demo written answer must answer a Mains question')
    expect(countWords(demoDailyAnswers.written.answer)).toBeLessThanOrEqual(written.wordLimit)
    expect(demoDailyAnswers.written.marksAwarded).toBeLessThanOrEqual(written.marks)
    expect(dailyQuestions.find((entry) => entry.key === demoDailyAnswers.mcq.key)?.kind).toBe('mcq')
  })
})
