import type { Metadata } from 'next'

import { getUser } from '@/server/request-user.server'
import { readQuizStates } from '@/features/daily-quiz/candidate-quiz.server'
import { QuizList } from '@/features/daily-quiz/components/quiz-list'
import { getDailyQuizList } from '@/features/daily-quiz/daily-quizzes.server'
import { indianDay } from '@/lib/days'
import { getTranslator } from '@/i18n/translator'
import { DAILY_MCQS_PATH, HUB_PATH, signInHref } from '@/lib/links'
import { type LocaleParams, pageLocale, withLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'
import { getPayloadClient } from '@/server/payload.server'

import { PageHeader } from '../_shared/page-header'
import styles from '../_shared/section.module.css'

export async function generateQuizListMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'dailyQuiz')
  return pageMetadata({ title: t('title'), description: t('lead'), path: DAILY_MCQS_PATH, locale })
}

/**
 * The daily quizzes, newest first, with the day picker. Visitors get the cached page (ADR 010); a
 * candidate with a session gets their own, with each quiz's state and score and their streak.
 */
export async function QuizListView({ params, viewer }: { params: LocaleParams; viewer: 'visitor' | 'signed-in' }) {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'dailyQuiz')
  const section = getTranslator(locale, 'currentAffairs')
  const today = indianDay(new Date())
  const { latest, days } = await getDailyQuizList(today, locale)
  const user = viewer === 'signed-in' ? await getUser() : null
  const candidate = user ? await readQuizStates(await getPayloadClient(), user) : null
  return (
    <div className={`container ${styles.page}`} lang={locale}>
      <PageHeader
        crumbs={[{ label: t('home'), href: '/' }, { label: section('section'), href: HUB_PATH }, { label: t('title') }]}
        title={t('title')}
        titleId="daily-quizzes-heading"
        lead={t('lead')}
        locale={locale}
        switchPath={DAILY_MCQS_PATH}
      />
      <QuizList
        quizzes={latest}
        days={days}
        today={today}
        locale={locale}
        candidate={candidate}
        signInHref={signInHref(withLocale(DAILY_MCQS_PATH, locale))}
      />
    </div>
  )
}
