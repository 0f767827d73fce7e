import { PageHeader } from '@/features/library/public'
import { TEST_SERIES_PATH } from '@/lib/links'
import { getTranslator } from '@/i18n/translator'
import { textLang, withLocale } from '@/i18n/locale'

import { dashboardPath } from '../bookmark-filter'
import type { DashboardView as View } from '../types'
import { AnswerSubmissions } from './answer-submissions'
import { AttemptHistory } from './attempt-history'
import { BookmarkList } from './bookmark-list'
import styles from './dashboard.module.css'
import { InProgressList } from './in-progress-list'
import { QuizStreak } from './quiz-streak'
import { ScoreTrendChart } from './score-trend-chart'
import { TopicAccuracyBars } from './topic-accuracy-bars'

/**
 * The candidate's dashboard, top to bottom: tests to resume and the daily-quiz streak, the score
 * trend and topic accuracy, every finished test with its result, bookmarked questions to revise and
 * written answers with their evaluation.
 */
export function DashboardView({ view }: { view: View }) {
  const { locale } = view
  const t = getTranslator(locale, 'dashboard')
  const startHref = withLocale(TEST_SERIES_PATH, locale)
  return (
    <div className={`container ${styles.page}`} lang={locale}>
      <PageHeader
        id="dashboard-heading"
        title={t('title')}
        locale={locale}
        switchPath={dashboardPath(view.bookmarks.selectedTopic?.slug ?? null, 'en')}
        lead={t.rich('welcome', {
          name: view.candidateName,
          who: (chunks) => <span lang={textLang(view.candidateName, locale)}>{chunks}</span>,
        })}
      />
      <div className={styles.grid}>
        <InProgressList attempts={view.inProgress} locale={locale} />
        <QuizStreak quiz={view.quiz} locale={locale} />
        <ScoreTrendChart points={view.trend} locale={locale} startHref={startHref} />
        <TopicAccuracyBars topics={view.topics} locale={locale} startHref={startHref} />
        <AttemptHistory entries={view.history} total={view.historyTotal} locale={locale} />
        <BookmarkList bookmarks={view.bookmarks} locale={locale} />
        <AnswerSubmissions submissions={view.submissions} locale={locale} />
      </div>
    </div>
  )
}
