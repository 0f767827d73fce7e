import 'server-only'

import type { Payload } from 'payload'

import { readDailyQuiz, readQuizHistory } from '@/features/daily-quiz/public.server'
import { indianDay } from '@/lib/days'
import { DAILY_MCQS_PATH, dailyQuizHref } from '@/lib/links'
import { type Locale, withLocale } from '@/i18n/locale'
import type { User } from '@/payload-types'

import { readAttemptsOverview } from './attempts.server'
import { readBookmarks } from './bookmarks.server'
import { readAnswerSubmissions } from './submissions.server'
import type { DashboardView } from './types'

/**
 * Everything the candidate's dashboard shows, read as the candidate: their attempts (running and
 * finished, with ranks, score trend and topic accuracy), the daily-quiz streak, their bookmarked
 * questions (filtered to `topic`, a topic's slug, when given) and their written answers. One reading
 * of the clock decides the time left and "today".
 */
export async function loadDashboard(
  payload: Payload,
  user: User,
  locale: Locale,
  { topic = null }: { topic?: string | null } = {},
  now = new Date(),
): Promise<DashboardView> {
  const overview = await readAttemptsOverview(payload, user, locale, now)
  const [bookmarks, submissions, quiz] = await Promise.all([
    readBookmarks(payload, user, locale, topic, overview.answered),
    readAnswerSubmissions(payload, user, locale),
    readQuizSummary(payload, user, locale, now),
  ])
  return {
    locale,
    candidateName: user.name,
    now: now.toISOString(),
    inProgress: overview.inProgress,
    history: overview.history,
    historyTotal: overview.historyTotal,
    trend: overview.trend,
    topics: overview.topics,
    quiz,
    bookmarks,
    submissions,
  }
}

/** The daily-quiz streak and today's quiz to keep it going. */
async function readQuizSummary(payload: Payload, user: User, locale: Locale, now: Date): Promise<DashboardView['quiz']> {
  const history = await readQuizHistory(payload, user, now)
  const today = history.hasQuizToday
    ? await readDailyQuiz({ payload, draft: false, user: { ...user, collection: 'users' } }, { day: indianDay(now) }, locale)
    : null
  return {
    streak: history.streak,
    takenCount: history.taken.length,
    todayHref: today ? withLocale(dailyQuizHref(today.slug), locale) : null,
    listHref: withLocale(DAILY_MCQS_PATH, locale),
  }
}
