import Link from 'next/link'

import scoreReview from '@/components/ui/score-review.module.css'
import { formatIndianDate } from '@/i18n/format'
import { withLocale } from '@/i18n/locale'
import { MessagesProvider } from '@/i18n/messages-provider'
import { getTranslator } from '@/i18n/translator'
import { DASHBOARD_PATH, topicHref } from '@/lib/links'

import type { PracticeView } from '../practice-view'
import { DrillQuestion } from './drill-question'
import styles from './practice.module.css'

/** Why the page was come back to without doing what was asked (a form posted without JavaScript). */
export type PracticeRefusal =
  { kind: 'start'; reason: 'empty' | 'no-topic' } | { kind: 'check'; questionId: string; reason: 'choose' | 'notInDrill' }

type PracticePageProps = { view: PracticeView; refusal: PracticeRefusal | null }

/** A topic's practice page: the candidate's drill, checked question by question, and a new drill when the last is done. */
export function PracticePage({ view, refusal }: PracticePageProps) {
  const { locale, topic, drill, pool } = view
  const t = getTranslator(locale, 'practice')
  const canStart = pool !== null && pool.questions > 0
  return (
    <div className={`container ${styles.page}`} lang={locale}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={styles.title}>{t('title', { topic: topic.title })}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>

      {refusal?.kind === 'start' ? (
        <p role="alert" className={styles.error}>
          {t('errors.empty')}
        </p>
      ) : null}

      {drill ? (
        <section className={scoreReview.card} id="drill" aria-labelledby="drill-heading">
          <h2 id="drill-heading" className={scoreReview.cardHeading}>
            {t('drillHeading')}
          </h2>
          <p className={styles.muted}>
            {t.rich('startedOn', {
              date: formatIndianDate(drill.startedAt, locale),
            })}
          </p>
          <p className={styles.progress} data-testid="drill-progress">
            {drill.isFinished
              ? t('finished', { right: drill.right, total: drill.questions.length })
              : t('progress', { checked: drill.checked, total: drill.questions.length, right: drill.right })}
          </p>
          <MessagesProvider locale={locale} namespaces={['practice', 'forms']}>
            <ol className={styles.questions}>
              {drill.questions.map((question) => (
                <DrillQuestion
                  key={question.id}
                  question={question}
                  locale={locale}
                  t={t}
                  action={`/api/practice-drills/${drill.id}/answers`}
                  error={refusal?.kind === 'check' && refusal.questionId === question.id ? t(`errors.${refusal.reason}`) : null}
                />
              ))}
            </ol>
          </MessagesProvider>
        </section>
      ) : null}

      {pool ? (
        <section className={`${scoreReview.card} ${styles.start}`} aria-labelledby="start-heading">
          <h2 id="start-heading" className={scoreReview.cardHeading}>
            {drill ? t('startAnother') : t('start')}
          </h2>
          <p data-testid="drill-pool">{canStart ? t('pool', { questions: pool.questions, unseen: pool.unseen }) : t('poolEmpty')}</p>
          {canStart ? (
            <form method="post" action="/api/practice-drills">
              <input type="hidden" name="topic" value={topic.slug} />
              <input type="hidden" name="page" value={locale} />
              <button type="submit" className={styles.check}>
                {drill ? t('startAnother') : t('start')}
              </button>
            </form>
          ) : null}
        </section>
      ) : null}

      <ul className={styles.links}>
        <li>
          <Link href={withLocale(topicHref(topic.slug), locale)}>{t('readTopic', { topic: topic.title })}</Link>
        </li>
        <li>
          <Link href={withLocale(DASHBOARD_PATH, locale)}>{t('dashboard')}</Link>
        </li>
      </ul>
    </div>
  )
}
