import { describe, expect, it } from 'vitest'

import { currentAffairs } from './current-affairs'
import { dailyQuizzes } from './daily-quizzes'
import { questions } from './questions'
import { topics } from './topics'

const gurmukhi = /[\u0A00-\u0A7F]/
const quizQuestions = dailyQuizzes.flatMap((quiz) => quiz.questions)

describe('the demo daily quizzes', () => {
  it('cover each of the last five days once, four with a 10-minute timer and one untimed', () => {
    expect(dailyQuizzes.map((quiz) => quiz.daysAgo).sort()).toEqual([0, 1, 2, 3, 4])
    expect(dailyQuizzes.filter((quiz) => quiz.isTimed).map((quiz) => quiz.durationMinutes)).toEqual([10, 10, 10, 10])
    expect(dailyQuizzes.filter((quiz) => !quiz.isTimed)).toHaveLength(1)
  })

  it('ask ten questions on the day’s own articles', () => {
    for (const quiz of dailyQuizzes) {
      expect(quiz.questions, `day ${quiz.daysAgo}`).toHaveLength(10)
      const ofTheDay = currentAffairs.filter((article) => article.daysAgo === quiz.daysAgo).map((article) => article.key)
      expect([...quiz.articleKeys].sort()).toEqual(ofTheDay.sort())
    }
  })

  it('give every question its own key, a known topic, four options in both languages and an explanation', () => {
    const keys = quizQuestions.map((question) => question.key)
    expect(new Set(keys).size).toBe(keys.length)
    const bank = new Set(questions.map((question) => question.key))
    expect(keys.filter((key) => bank.has(key))).toEqual([])
    const topicKeys = new Set(topics.map((topic) => topic.key))
    for (const question of quizQuestions) {
      expect(topicKeys.has(question.topic), question.key).toBe(true)
      expect(question.options).toHaveLength(4)
      for (const text of [question.stem, question.explanation, ...question.options]) {
        expect(text.en.trim(), question.key).not.toBe('')
        expect(text.pa.trim(), question.key).not.toBe('')
      }
      expect(question.stem.pa, question.key).toMatch(gurmukhi)
      expect(question.explanation.pa, question.key).toMatch(gurmukhi)
      expect(new Set(question.options.map((option) => option.en)).size, question.key).toBe(4)
    }
  })

  it('do not always put the right answer under the same letter', () => {
    const letters = new Set(quizQuestions.map((question) => question.correct))
    expect([...letters].sort()).toEqual(['A', 'B', 'C', 'D'])
  })
})
