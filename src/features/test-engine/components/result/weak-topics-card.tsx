import Link from 'next/link'

import scoreReview from '@/components/ui/score-review.module.css'
import { withLocale } from '@/i18n/locale'
import { practiceHref, topicHref } from '@/lib/links'

import { formatPercent } from '../../practice-player/marks'
import type { ResultView, WeakTopicView } from '../../result-view'
import type { ResultTranslator } from './result-labels'
import styles from './result.module.css'

type WeakTopicsCardProps = { topics: WeakTopicView[]; locale: ResultView['locale']; t: ResultTranslator }

/**
 * What to study next (ADR 039): the attempt's weakest topics, weighted by the past papers, each with
 * how it went, how often the past papers ask it, its notes and a ten-question drill on it.
 */
export function WeakTopicsCard({ topics, locale, t }: WeakTopicsCardProps) {
  return (
    <section className={scoreReview.card} aria-labelledby="weak-heading" data-testid="weak-topics">
      <h2 id="weak-heading" className={scoreReview.cardHeading}>
        {t('weak.heading')}
      </h2>
      <p>{t('weak.intro')}</p>
      <ol className={styles.weakTopics}>
        {topics.map((topic) => (
          <li key={topic.topicId} className={styles.weakTopic}>
            <h3 className={styles.weakTopicTitle} lang={locale}>
              {topic.title}
            </h3>
            <p className={styles.weakTopicFacts}>
              <span>
                {t('weak.right', { correct: topic.correct, questions: topic.questions, percent: formatPercent(topic.rightPercent) })}
              </span>
              {topic.pyqPercent === null ? null : (
                <span>{topic.pyqPercent > 0 ? t('weak.pyqShare', { percent: formatPercent(topic.pyqPercent) }) : t('weak.notInPyq')}</span>
              )}
            </p>
            <p className={styles.weakTopicActions}>
              <Link href={withLocale(practiceHref(topic.slug), locale)} className={styles.weakTopicPractise}>
                {t('weak.practise', { topic: topic.title })}
              </Link>
              <Link href={withLocale(topicHref(topic.slug), locale)}>{t('weak.read')}</Link>
            </p>
          </li>
        ))}
      </ol>
    </section>
  )
}
