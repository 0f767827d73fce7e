import { visitorScope } from '@/features/daily-quiz/check-answers.server'
import { readDailyQuiz } from '@/features/daily-quiz/daily-quizzes.server'
import { readDayParam } from '@/lib/days'
import { DAILY_MCQS_PATH, dailyQuizHref } from '@/lib/links'
import { defaultLocale, isLocale, LOCALE_PARAM, withLocale } from '@/i18n/locale'
import { getPayloadClient } from '@/server/payload.server'
import { seeOther } from '@/lib/site-request.server'

/**
 * GET /api/daily-quizzes?date=11/24/2026: what the list's day picker sends without JavaScript (with
 * it, the picker opens the quiz itself). Goes to that day's quiz, or back to the list when there is none.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams
  const language = query.get(LOCALE_PARAM)
  const locale = isLocale(language) ? language : defaultLocale
  const { day } = readDayParam(query.get('date'))
  const quiz = day ? await readDailyQuiz(visitorScope(await getPayloadClient()), { day }) : null
  const target = withLocale(quiz ? dailyQuizHref(quiz.slug) : DAILY_MCQS_PATH, locale)
  return seeOther(target)
}
