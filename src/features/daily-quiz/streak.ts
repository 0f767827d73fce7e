import type { IsoDay } from '@/lib/days'

/** One daily quiz a candidate has submitted: the day it covers, and the day (in India) they took it. */
export type QuizTaken = { quizDay: IsoDay; takenOn: IsoDay }

export type QuizStreak = {
  /** Quiz days in a row, up to today, whose quiz was taken on its own day. */
  current: number
  /** The longest such run ever. */
  best: number
  /** Whether today's quiz (if there is one) is done; until it is, the streak still counts up to yesterday. */
  isTodayDone: boolean
}

/**
 * The daily-quiz streak. A day counts when its quiz was taken on that day (in India): the habit is
 * the point, so catching up on an old quiz later keeps its score but not the streak. Days without a
 * published quiz (holidays, a missed upload) neither count nor break it. Today's quiz not taken yet
 * does not break it either: the day is not over.
 */
export function quizStreak(taken: readonly QuizTaken[], quizDays: readonly IsoDay[], today: IsoDay): QuizStreak {
  const doneOnTheDay = new Set(taken.filter(({ quizDay, takenOn }) => quizDay === takenOn).map(({ quizDay }) => quizDay))
  const days = [...new Set(quizDays)].filter((day) => day <= today).sort()
  const isTodayDone = doneOnTheDay.has(today)

  let best = 0
  let run = 0
  for (const day of days) {
    run = doneOnTheDay.has(day) ? run + 1 : 0
    best = Math.max(best, run)
  }

  let current = 0
  for (let index = days.length - 1; index >= 0; index--) {
    const day = days[index]!
    if (doneOnTheDay.has(day)) current += 1
    else if (day === today) continue
    else break
  }
  return { current, best, isTodayDone }
}
