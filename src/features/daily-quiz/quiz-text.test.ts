import { describe, expect, it } from 'vitest'

import { getTranslator } from '@/i18n/translator'

import { describeQuizFacts, describeStreakNext, languageOf, refusalsIn } from './quiz-text'

describe('the daily-quiz pages’ words', () => {
  it('give a quiz’s facts on one line, timed or not, in either language', () => {
    expect(describeQuizFacts({ questionCount: 10, isTimed: true, durationMinutes: 10 }, 'en')).toBe('10 questions · 10 minutes')
    expect(describeQuizFacts({ questionCount: 1, isTimed: true, durationMinutes: 1 }, 'en')).toBe('1 question · 1 minute')
    expect(describeQuizFacts({ questionCount: 1, isTimed: false, durationMinutes: 10 }, 'en')).toBe('1 question · Untimed')
    expect(describeQuizFacts({ questionCount: 10, isTimed: true, durationMinutes: 10 }, 'pa')).toBe('10 ਪ੍ਰਸ਼ਨ · 10 ਮਿੰਟ')
  })

  it('count streak days in words', () => {
    const en = getTranslator('en', 'dailyQuiz')
    expect(en('streak.days', { count: 0 })).toBe('No streak yet')
    expect(en('streak.days', { count: 1 })).toBe('1 day in a row')
    expect(en('streak.days', { count: 4 })).toBe('4 days in a row')
    expect(en('streak.best', { count: 1 })).toBe('Best: 1 day')
    const pa = getTranslator('pa', 'dailyQuiz')
    expect(pa('streak.days', { count: 4 })).toBe('ਲਗਾਤਾਰ 4 ਦਿਨ')
    expect(pa('streak.days', { count: 0 })).toBe('ਹਾਲੇ ਕੋਈ ਲਗਾਤਾਰਤਾ ਨਹੀਂ')
  })

  it('count marks, questions left and withdrawn questions with their plurals', () => {
    const en = getTranslator('en', 'dailyQuiz')
    expect(en('marksEach', { marks: 1 })).toBe('1 mark for each right answer')
    expect(en('marksEach', { marks: 2 })).toBe('2 marks for each right answer')
    expect(en('unanswered', { count: 1 })).toBe('You have not answered 1 question. Submit anyway?')
    expect(en('withdrawn', { count: 2 })).toBe('2 questions were withdrawn and not counted.')
    expect(en('questionButton', { number: 3, state: 'answered' })).toBe('Question 3, answered')
    expect(en('questionButton', { number: 3, state: 'open' })).toBe('Question 3, not answered')
  })

  it('answer a refused call in the language the page sent, even in a body the schema refused', () => {
    expect(languageOf({ language: 'pa', answers: 'not a record' })).toBe('pa')
    expect(languageOf({ language: 'fr' })).toBe('en')
    expect(languageOf(null)).toBe('en')
    expect(refusalsIn('pa')('noSuchQuiz')).toBe('ਅਜਿਹਾ ਕੋਈ ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼ ਨਹੀਂ ਹੈ।')
    expect(refusalsIn()('noSuchQuiz')).toBe('There is no such daily quiz.')
  })

  it('tell the candidate what keeps the streak going', () => {
    const t = getTranslator('en', 'dailyQuiz')
    const streak = (current: number, isTodayDone: boolean) => ({ current, best: Math.max(current, 3), isTodayDone })
    expect(describeStreakNext(streak(3, true), true, 'en')).toBe(t('streak.todayDone'))
    expect(describeStreakNext(streak(3, false), true, 'en')).toBe('Take today’s quiz to keep your streak going.')
    expect(describeStreakNext(streak(0, false), true, 'en')).toBe('Take the quiz on its day to start a streak.')
    // No quiz today: nothing to do today, so the rule is said instead.
    expect(describeStreakNext(streak(2, false), false, 'en')).toBe('A day counts when you take its quiz on that day.')
    expect(describeStreakNext(streak(2, false), false, 'pa')).toBe('ਕੋਈ ਦਿਨ ਤਾਂ ਗਿਣਿਆ ਜਾਂਦਾ ਹੈ ਜਦੋਂ ਤੁਸੀਂ ਉਸ ਦਾ ਕੁਇਜ਼ ਉਸੇ ਦਿਨ ਹੱਲ ਕਰਦੇ ਹੋ।')
  })
})
