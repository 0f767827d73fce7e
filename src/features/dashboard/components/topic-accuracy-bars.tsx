import type { Locale } from '@/lib/locale'

import { describeTopicTally } from '../dashboard-text'
import type { TopicAccuracy } from '../topic-accuracy'
import styles from './dashboard.module.css'
import { EmptyState } from './empty-state'

/** Correct answers out of attempted questions per topic, weakest first: a bar and its numbers in words. */
export function TopicAccuracyBars({ topics, locale, startHref }: { topics: TopicAccuracy[]; locale: Locale; startHref: string }) {
  return (
    <section className={styles.card} aria-labelledby="topics-heading" id="topics">
      <h2 id="topics-heading">Accuracy by topic</h2>
      {topics.length ? (
        <>
          <p className={styles.note}>From every test and quiz you have finished, weakest topic first: revise from the top.</p>
          <ul className={styles.bars} data-testid="topic-accuracy">
            {topics.map((topic) => (
              <li key={topic.topicId} className={styles.bar}>
                <span className={styles.barTitle} lang={locale}>
                  {topic.title}
                </span>
                <span className={styles.barValue}>{describeTopicTally(topic)}</span>
                <span className={styles.barTrack} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${Math.max(0, Math.min(100, topic.accuracy))}%` }} />
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <EmptyState
          message="Once you finish a test, this shows how many questions you get right in each topic, so you know what to revise."
          steps={[{ href: startHref, label: 'Take a test', isPrimary: true }]}
        />
      )}
    </section>
  )
}
