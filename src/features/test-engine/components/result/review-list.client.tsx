'use client'

import { useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'

import type { Locale } from '@/i18n/locale'
import scoreReview from '@/components/ui/score-review.module.css'
import { useIsHydrated } from '@/components/ui/use-is-hydrated.client'

import type { ResultReviewQuestion } from '../../result-view'
import type { OwnObjection } from '../../key-objection-schema'
import { describeShown } from './result-labels'
import { countByFilter, isShownBy, reviewFilters, type ReviewFilter } from './review-filter'
import { ReviewQuestion } from './review-question'
import styles from './result.module.css'
import { useBookmarks } from './use-bookmarks.client'

type ReviewListProps = {
  questions: ResultReviewQuestion[]
  locale: Locale
  bookmarkEndpoint: string
  /** Answer-key objections on the attempt's test (ADR 046), when it takes them. */
  objections?: { attemptId: string; isOpen: boolean; mine: Record<string, OwnObjection> } | null
}

const bookmarkedIdsOf = (bookmarks: Record<string, boolean>) =>
  new Set(Object.entries(bookmarks).flatMap(([questionId, isBookmarked]) => (isBookmarked ? [questionId] : [])))

/** The question-by-question review with its filters; bookmarks are saved as they are toggled. */
export function ReviewList({ questions, locale, bookmarkEndpoint, objections }: ReviewListProps) {
  const t = useTranslations('result')
  const initial = useMemo(() => Object.fromEntries(questions.map((question) => [question.questionId, question.isBookmarked])), [questions])
  const { bookmarks, toggleBookmark } = useBookmarks(initial, bookmarkEndpoint, t('review.bookmarkFailed'))
  const [filter, setFilter] = useState<ReviewFilter>('all')
  // Under "Bookmarked", a question un-bookmarked there stays in view until the filter changes, so the
  // button the candidate just pressed does not vanish from under the pointer and take focus with it.
  const [bookmarkedWhenChosen, setBookmarkedWhenChosen] = useState<ReadonlySet<string>>(new Set())
  // The filters, bookmarks and reports work through JavaScript: not ready until the island is (a click before is not lost unseen).
  const isReady = useIsHydrated()

  const bookmarkedIds = bookmarkedIdsOf(bookmarks)
  const counts = countByFilter(questions, bookmarkedIds)
  const shown = questions.filter((question) => isShownBy(filter, question, filter === 'bookmarked' ? bookmarkedWhenChosen : bookmarkedIds))

  const chooseFilter = (value: ReviewFilter) => {
    setFilter(value)
    if (value === 'bookmarked') setBookmarkedWhenChosen(bookmarkedIds)
  }

  return (
    <>
      <div className={styles.filters} role="group" aria-label={t('review.filterGroup')}>
        {reviewFilters.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.filterButton}
            aria-pressed={filter === value}
            disabled={!isReady}
            onClick={() => chooseFilter(value)}
          >
            {t(`review.filters.${value}`)} <span className={styles.filterCount}>({counts[value]})</span>
          </button>
        ))}
      </div>
      <p className={styles.filterStatus} role="status">
        {describeShown(t, filter, shown.length, questions.length)}
      </p>
      {shown.length ? (
        <ol className={scoreReview.reviewList}>
          {shown.map((question) => (
            <li key={question.questionId}>
              <ReviewQuestion
                question={question}
                locale={locale}
                t={t}
                isBookmarked={bookmarks[question.questionId] ?? false}
                onToggleBookmark={toggleBookmark}
                isReady={isReady}
                objection={
                  objections
                    ? { attemptId: objections.attemptId, isOpen: objections.isOpen, mine: objections.mine[question.questionId] ?? null }
                    : null
                }
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.emptyFilter}>{t(`review.empty.${filter}`)}</p>
      )}
    </>
  )
}
