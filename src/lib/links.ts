import { type IsoDay, indianDay } from '@/lib/indian-day'

import { type Locale, withLocale } from '@/i18n/locale'

type SegmentValue = string | number
/** What a pattern's `[segments]` are filled with, in order: `/test/[slug]/attempt/[id]` takes two. */
type SegmentValues<P extends string> = P extends `${string}[${string}]${infer Rest}` ? [SegmentValue, ...SegmentValues<Rest>] : []

export type Route<P extends string = string> = {
  /** The page's folder below `src/app/(frontend)/[locale]/(site|bare)`, in Next's segment syntax. */
  pattern: P
  /** The page's address in English (`withLocale` gives another language's). */
  href: (...values: SegmentValues<P>) => string
  /** It has a dynamic twin under `signed-in/` that the proxy renders when a session cookie is there (ADR 010). */
  hasSignedInView: boolean
  /** In sitemap.xml: `page` as it is, `documents` once per published document (`src/app/sitemap.ts`), `false` not at all. */
  sitemap: 'page' | 'documents' | false
}

function route<const P extends string>(pattern: P, options: Partial<Pick<Route, 'hasSignedInView' | 'sitemap'>> = {}): Route<P> {
  const href = (...values: SegmentValue[]) => {
    let next = 0
    return pattern.replace(/\[[^\]]+\]/g, () => String(values[next++]))
  }
  return { pattern, href: href as Route<P>['href'], hasSignedInView: options.hasSignedInView ?? false, sitemap: options.sitemap ?? false }
}

/**
 * Every public page, in one table: its address, whether a signed-in candidate gets their own view of
 * it, and whether it is in the sitemap. Links, the sitemap and the proxy read it, and
 * `links.test.ts` checks it against the `signed-in/` folders on disk. Link to a page with the named
 * helper below where there is one (it adds a query, a language or a day); otherwise with
 * `routes.<page>.href()`.
 */
export const routes = {
  home: route('/', { sitemap: 'page' }),
  resources: route('/resources', { sitemap: 'page' }),
  topic: route('/resource/[slug]', { hasSignedInView: true, sitemap: 'documents' }),
  syllabus: route('/syllabus', { sitemap: 'page' }),
  pyq: route('/pyq', { sitemap: 'page' }),
  products: route('/products', { sitemap: 'page' }),
  product: route('/products/[slug]', { sitemap: 'documents' }),
  testSeries: route('/test-series', { hasSignedInView: true, sitemap: 'page' }),
  successStories: route('/success-stories', { sitemap: 'page' }),
  faqs: route('/faqs', { sitemap: 'page' }),
  contactUs: route('/contact-us', { hasSignedInView: true, sitemap: 'page' }),
  terms: route('/terms', { sitemap: 'page' }),
  privacy: route('/privacy', { sitemap: 'page' }),
  currentAffairs: route('/punjab-current-affairs', { sitemap: 'page' }),
  daily: route('/current-affairs/daily-current-affairs', { sitemap: 'page' }),
  dailyDay: route('/current-affairs/daily-current-affairs/[date]', { sitemap: 'documents' }),
  editorials: route('/current-affairs/editorial-analysis', { sitemap: 'page' }),
  editorial: route('/current-affairs/editorial-analysis/[slug]', { sitemap: 'documents' }),
  monthly: route('/current-affairs/monthly-consolidation', { sitemap: 'page' }),
  monthlyIssue: route('/current-affairs/monthly-consolidation/[slug]', { hasSignedInView: true, sitemap: 'documents' }),
  dailyMcqs: route('/current-affairs/daily-cs-mcqs', { hasSignedInView: true, sitemap: 'page' }),
  dailyQuiz: route('/current-affairs/daily-cs-mcqs/[slug]', { hasSignedInView: true, sitemap: 'documents' }),
  questions: route('/current-affairs/questions', { hasSignedInView: true, sitemap: 'page' }),
  questionOfTheDay: route('/current-affairs/questions/[day]', { hasSignedInView: true, sitemap: 'documents' }),
  search: route('/search'),
  comingSoon: route('/coming-soon'),
  dashboard: route('/dashboard'),
  account: route('/account'),
  signIn: route('/sign-in'),
  signUp: route('/sign-up'),
  forgottenPassword: route('/forgotten-password'),
  /** Google sign-in's last page, in its window (or after a redirect): reports what happened (ADR 051). */
  googleSignIn: route('/google-sign-in'),
  /** A Google account waiting for the existing account's password before it is linked (ADR 051). */
  linkGoogle: route('/link-google'),
  /** A sign-in's second step: the code, or staff setting up their app (ADR 052). */
  secondStep: route('/two-step'),
  /** Turning two-step sign-in on from the account page (ADR 052). */
  twoStepSetup: route('/account/two-step'),
  /** Buying a product online (ADR 053): the bill, then the gateway's page. */
  checkout: route('/checkout/[slug]'),
  /** The candidate's orders and invoices, and one order's state after the gateway (ADR 053). */
  orders: route('/account/orders'),
  order: route('/account/orders/[reference]'),
  tests: route('/test'),
  test: route('/test/[slug]'),
  attempt: route('/test/[slug]/attempt/[id]'),
  result: route('/result'),
  practice: route('/practice/[slug]'),
  leaderboard: route('/leaderboard/[slug]', { hasSignedInView: true }),
} as const

export type RouteName = keyof typeof routes

/** The table's rows, for code that walks every page (the proxy, the sitemap, their tests). */
export const routeList: readonly Route[] = Object.values(routes)

/** Whether an address (with or without its query or anchor) opens this page: `/sign-in?next=…` opens `routes.signIn`. */
export const opensPage = (href: string, page: Route) => new RegExp(`^${patternSource(page.pattern)}(?:[?#]|$)`).test(href)

/** The path pattern as a regular expression's source: each `[segment]` is one path segment. */
export const patternSource = (pattern: string) => pattern.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\[[^\]]+\]/g, '[^/]+')

export const topicHref = routes.topic.href

/** A topic's practice page: the candidate's drill on it (ADR 039), signed in only. */
export const practiceHref = routes.practice.href

export const productHref = (slug: string, locale: Locale = 'en') => withLocale(routes.product.href(slug), locale)

export const editorialAnalysisHref = routes.editorial.href

export const PYQ_PATH = routes.pyq.href()
/** One year of the PYQ archive (`/pyq?year=2023`); the archive's other filters are `pyqHref`'s (features/library). */
export const pyqYearHref = (year: number) => `${PYQ_PATH}?year=${year}`

/** The signed-in candidate's dashboard; `?topic=` (a topic's slug) filters its bookmarked questions. */
export const DASHBOARD_PATH = routes.dashboard.href()

/** A page that comes back to `returnTo` afterwards (`?next=`); home is where it goes without one. */
const returningTo = (path: string, returnTo: string | undefined, locale: Locale) =>
  withLocale(returnTo && returnTo !== '/' ? `${path}?next=${encodeURIComponent(returnTo)}` : path, locale)

/** The sign-in page, coming back to `returnTo` afterwards. */
export const signInHref = (returnTo?: string, locale: Locale = 'en') => returningTo(routes.signIn.href(), returnTo, locale)

/** The page that links a waiting Google account, coming back to `returnTo` afterwards. */
export const linkGoogleHref = (returnTo?: string, locale: Locale = 'en') => returningTo(routes.linkGoogle.href(), returnTo, locale)

/** The sign-up page, coming back to `returnTo` afterwards. */
export const signUpHref = (returnTo?: string, locale: Locale = 'en') => returningTo(routes.signUp.href(), returnTo, locale)

export const HUB_PATH = routes.currentAffairs.href()
export const DAILY_PATH = routes.daily.href()
export const EDITORIALS_PATH = routes.editorials.href()
export const MONTHLY_PATH = routes.monthly.href()
/** The daily current-affairs quizzes (Daily CA MCQ's). */
export const DAILY_MCQS_PATH = routes.dailyMcqs.href()
/** One day's quiz, bare: `/current-affairs/daily-cs-mcqs/daily-ca-quiz-2026-11-24`. */
export const dailyQuizHref = (slug: string) => routes.dailyQuiz.href(slug)
export const QUESTIONS_PATH = routes.questions.href()

/** One day's Question of the Day, with its answer or written answer: `/current-affairs/questions/2026-11-22`. */
export const questionOfTheDayHref = (day: IsoDay) => routes.questionOfTheDay.href(day)

/** One day's current affairs: `/current-affairs/daily-current-affairs/2026-11-22`. */
export const dailyDayHref = (day: IsoDay) => routes.dailyDay.href(day)

/** The editorial list, filtered to a range of days and turned to a page. */
export function editorialsHref({ from, to, page }: { from?: IsoDay | null; to?: IsoDay | null; page?: number }): string {
  const query = new URLSearchParams()
  if (from) query.set('from', from)
  if (to) query.set('to', to)
  if (page && page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `${EDITORIALS_PATH}?${search}` : EDITORIALS_PATH
}

export const monthlyHref = (slug: string) => routes.monthlyIssue.href(slug)

/** A populated topic that can be linked to (a reference the reader may not read stays an id). */
export const isTopicLink = <T>(topic: T): topic is Extract<T, object> & { slug: string } =>
  typeof topic === 'object' && topic !== null && typeof (topic as { slug?: unknown }).slug === 'string'

/** An article on its day's page (the day in India): `/current-affairs/daily-current-affairs/2026-11-22#slug`. */
export const dailyArticleHref = (article: { slug: string; date: string }) => `${dailyDayHref(indianDay(article.date))}#${article.slug}`

/** The test engine's addresses. The result's attempt is in the query: the spec's bare route is `/result`. */
export const TEST_SERIES_PATH = routes.testSeries.href()
export const testHref = (slug: string) => routes.test.href(slug)
export const attemptHref = (slug: string, attemptId: number | string) => routes.attempt.href(slug, attemptId)
export const resultHref = (attemptId: number | string) => `${routes.result.href()}?attempt=${attemptId}`
/** The result as a one-page PDF, in the reader's language (ADR 041). */
export const resultPdfHref = (attemptId: number | string, locale: Locale) => withLocale(`/api/attempts/${attemptId}/result.pdf`, locale)

/** An All-Punjab mock window's leaderboard (ADR 044): the top 100 once published, and the reader's own place. */
export const leaderboardHref = (slug: string) => routes.leaderboard.href(slug)
