import Link from 'next/link'

import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'

import type { TopicAccuracy } from '../topic-accuracy'
import styles from './dashboard.module.css'
import { EmptyState } from './empty-state'

/** Correct answers out of attempted questions per topic, weakest first: a bar and its numbers in words. */
export function TopicAccuracyBars({ topics, locale, startHref }: { topics: TopicAccuracy[]; locale: Locale; startHref: string }) {
  const t = getTranslator(locale, 'dashboard')
  return (
    <section className={styles.card} aria-labelledby="topics-heading" id="topics">
      <h2 id="topics-heading">{t('topics.heading')}</h2>
      {topics.length ? (
        <>
          <p className={styles.note}>{t('topics.note')}</p>
          <ul className={styles.bars} data-testid="topic-accuracy">
            {topics.map((topic) => (
              <li key={topic.topicId} className={styles.bar}>
                <span className={styles.barTitle} lang={locale}>
                  {topic.title}
                </span>
                <span className={styles.barValue}>
                  {t('topics.tally', { correct: topic.correct, attempted: topic.attempted, accuracy: topic.accuracy })}
                </span>
                <span className={styles.barTrack} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${Math.max(0, Math.min(100, topic.accuracy))}%` }} />
                </span>
                {topic.practiceHref ? (
                  <Link href={topic.practiceHref} className={styles.barAction} lang={locale}>
                    {t('topics.practise', { topic: topic.title })}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <EmptyState message={t('topics.empty')} steps={[{ href: startHref, label: t('takeTest'), isPrimary: true }]} />
      )}
    </section>
  )
}
