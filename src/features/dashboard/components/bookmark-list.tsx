import Link from 'next/link'

import { TEST_SERIES_PATH } from '@/lib/links'
import { getTranslator } from '@/i18n/translator'
import { type Locale, withLocale } from '@/i18n/locale'

import { BOOKMARKS_ID, bookmarksHref } from '../bookmark-filter'
import { describeBookmarksShown } from '../dashboard-words'
import type { DashboardView } from '../types'
import styles from './dashboard.module.css'
import { EmptyState } from './empty-state'

/**
 * Questions the candidate bookmarked on their results, for revision, filterable by topic with plain
 * links (`?topic=`), so the filter works without JavaScript. "Revise" opens the question in the
 * result where it was answered, with the right answer and its explanation.
 */
export function BookmarkList({ bookmarks, locale }: { bookmarks: DashboardView['bookmarks']; locale: Locale }) {
  const t = getTranslator(locale, 'dashboard')
  const { items, total, topics, selectedTopic, isUnknownTopic } = bookmarks
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="bookmarks-heading" id={BOOKMARKS_ID}>
      <h2 id="bookmarks-heading">{t('bookmarks.heading')}</h2>
      {total === 0 ? (
        <EmptyState
          message={t('bookmarks.empty')}
          steps={[{ href: withLocale(TEST_SERIES_PATH, locale), label: t('takeTest'), isPrimary: true }]}
        />
      ) : (
        <>
          {topics.length ? (
            <nav aria-label={t('bookmarks.filterLabel')}>
              <ul className={styles.filters}>
                <li>
                  <Link
                    href={bookmarksHref(null, locale)}
                    className={styles.filter}
                    aria-current={selectedTopic === null ? 'true' : undefined}
                  >
                    {t('bookmarks.all', { count: total })}
                  </Link>
                </li>
                {topics.map((topic) => (
                  <li key={topic.slug}>
                    <Link
                      href={bookmarksHref(topic.slug, locale)}
                      className={styles.filter}
                      aria-current={selectedTopic?.slug === topic.slug ? 'true' : undefined}
                      lang={locale}
                    >
                      {topic.title} ({topic.count})
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p className={styles.status} role="status">
            {isUnknownTopic ? `${t('bookmarks.unknownTopic')} ` : ''}
            {describeBookmarksShown(items.length, total, selectedTopic, locale)}
          </p>
          <ul className={styles.list}>
            {items.map((bookmark) => (
              <li key={bookmark.bookmarkId} className={styles.item} data-testid="bookmark">
                <div>
                  {bookmark.topic ? (
                    <p className={styles.kind} lang={locale}>
                      {bookmark.topic.title}
                    </p>
                  ) : null}
                  <p className={styles.stem} lang={bookmark.stemLang}>
                    {bookmark.stem}
                  </p>
                </div>
                {bookmark.reviseHref ? (
                  <Link href={bookmark.reviseHref} className={styles.secondaryAction}>
                    {t('bookmarks.revise')}
                    <span className="visually-hidden">{t('bookmarks.reviseWhat')}</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
