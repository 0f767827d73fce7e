import { describe, expect, it } from 'vitest'

import { quizStreak } from './streak'

const onTheDay = (...days: string[]) => days.map((day) => ({ quizDay: day, takenOn: day }))
const week = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']

describe('the daily-quiz streak', () => {
  it('counts the quiz days in a row up to today', () => {
    expect(quizStreak(onTheDay(...week), week, '2026-11-22')).toEqual({ current: 7, best: 7, isTodayDone: true })
  })

  it('is not broken by today’s quiz not being taken yet', () => {
    expect(quizStreak(onTheDay(...week.slice(0, 6)), week, '2026-11-22')).toEqual({ current: 6, best: 6, isTodayDone: false })
  })

  it('is broken by a missed day, and the best run is kept', () => {
    const taken = onTheDay('2026-11-16', '2026-11-17', '2026-11-18', '2026-11-20', '2026-11-21', '2026-11-22')
    expect(quizStreak(taken, week, '2026-11-22')).toEqual({ current: 3, best: 3, isTodayDone: true })
    expect(quizStreak(onTheDay('2026-11-16', '2026-11-17', '2026-11-18', '2026-11-21'), week, '2026-11-22')).toEqual({
      current: 1,
      best: 3,
      isTodayDone: false,
    })
  })

  it('is zero once yesterday was missed, even if today is not over', () => {
    expect(quizStreak(onTheDay('2026-11-19', '2026-11-20'), week, '2026-11-22')).toEqual({ current: 0, best: 2, isTodayDone: false })
  })

  it('skips days without a quiz', () => {
    const quizDays = ['2026-11-18', '2026-11-20', '2026-11-22']
    expect(quizStreak(onTheDay(...quizDays), quizDays, '2026-11-22')).toEqual({ current: 3, best: 3, isTodayDone: true })
  })

  it('counts a quiz only on its own day: catching up later keeps the score, not the streak', () => {
    const taken = [...onTheDay('2026-11-20', '2026-11-22'), { quizDay: '2026-11-21', takenOn: '2026-11-22' }]
    expect(quizStreak(taken, week, '2026-11-22')).toEqual({ current: 1, best: 1, isTodayDone: true })
  })

  it('ignores quizzes dated after today and repeats', () => {
    const taken = [...onTheDay('2026-11-21', '2026-11-22', '2026-11-22')]
    expect(quizStreak(taken, [...week, '2026-11-23'], '2026-11-22')).toEqual({ current: 2, best: 2, isTodayDone: true })
    expect(quizStreak([], [], '2026-11-22')).toEqual({ current: 0, best: 0, isTodayDone: false })
  })
})
