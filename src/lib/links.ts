import { type IsoDay, indianDay } from '@/lib/days'

import { type Locale, withLocale } from '@/i18n/locale'

/** The site's addresses, in one place (the spec's routes and the ones decided for issue 5). */

export const topicHref = (slug: string) => `/resource/${slug}`

export const productHref = (slug: string, locale: Locale = 'en') => withLocale(`/products/${slug}`, locale)

export const editorialAnalysisHref = (slug: string) => `/current-affairs/editorial-analysis/${slug}`

export const PYQ_PATH = '/pyq'

/** The signed-in candidate's dashboard; `?topic=` (a topic's slug) filters its bookmarked questions. */
export const DASHBOARD_PATH = '/dashboard'

/** The sign-in page, coming back to `returnTo` afterwards. */
export const signInHref = (returnTo: string) => `/sign-in?next=${encodeURIComponent(returnTo)}`


export const HUB_PATH = '/punjab-current-affairs'
export const DAILY_PATH = '/current-affairs/daily-current-affairs'
export const EDITORIALS_PATH = '/current-affairs/editorial-analysis'
export const MONTHLY_PATH = '/current-affairs/monthly-consolidation'
/** The daily current-affairs quizzes (Daily CA MCQ's). */
export const DAILY_MCQS_PATH = '/current-affairs/daily-cs-mcqs'
/** One day's quiz, bare: `/current-affairs/daily-cs-mcqs/daily-ca-quiz-2026-11-24`. */
export const dailyQuizHref = (slug: string) => `${DAILY_MCQS_PATH}/${slug}`
export const QUESTIONS_PATH = '/current-affairs/questions'

/** One day's Question of the Day, with its answer or written answer: `/current-affairs/questions/2026-11-22`. */
export const questionOfTheDayHref = (day: IsoDay) => `${QUESTIONS_PATH}/${day}`

/** One day's current affairs: `/current-affairs/daily-current-affairs/2026-11-22`. */
export const dailyDayHref = (day: IsoDay) => `${DAILY_PATH}/${day}`

/** The editorial list, filtered to a range of days and turned to a page. */
export function editorialsHref({ from, to, page }: { from?: IsoDay | null; to?: IsoDay | null; page?: number }): string {
  const query = new URLSearchParams()
  if (from) query.set('from', from)
  if (to) query.set('to', to)
  if (page && page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `${EDITORIALS_PATH}?${search}` : EDITORIALS_PATH
}

export const monthlyHref = (slug: string) => `${MONTHLY_PATH}/${slug}`

/** A populated topic that can be linked to (a reference the reader may not read stays an id). */
export const isTopicLink = <T,>(topic: T): topic is Extract<T, object> & { slug: string } =>
  typeof topic === 'object' && topic !== null && typeof (topic as { slug?: unknown }).slug === 'string'

/** An article on its day's page (the day in India): `/current-affairs/daily-current-affairs/2026-11-22#slug`. */
export const dailyArticleHref = (article: { slug: string; date: string }) => `${dailyDayHref(indianDay(article.date))}#${article.slug}`
