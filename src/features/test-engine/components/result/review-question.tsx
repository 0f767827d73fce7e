import type { Locale } from '@/i18n/locale'

import type { ResultReviewQuestion } from '../../result-view'
import { isoDuration } from '../../practice-player/marks'
import { BookmarkIcon, OutcomeIcon } from '../../practice-player/icons'
import { figureInReview } from '../../practice-player/question-figure'
import { ReviewedOptions } from '../../practice-player/reviewed-options'
import { describeQuestionPlace, describeShareCorrect, formatSeconds, type ResultTranslator } from './result-labels'
import { isSlow } from '@/domain/test-engine/question-stats'
import { QuestionCrowdView } from './question-crowd'
import { TranslationReport } from './translation-report.client'
import { KeyObjection, ObjectionState } from './key-objection.client'
import type { OwnObjection } from '../../key-objection-schema'
import styles from '@/components/ui/score-review.module.css'

type ReviewQuestionProps = {
  question: ResultReviewQuestion
  locale: Locale
  /** The review list's translator: this part renders inside its client island. */
  t: ResultTranslator
  isBookmarked: boolean
  onToggleBookmark: (questionId: string, bookmarked: boolean) => void
  /** False until the review list has hydrated: its buttons wait for it. */
  isReady: boolean
  /** Answer-key objections on this attempt's test (ADR 046): open or not, and the candidate's own on this question. */
  objection?: { attemptId: string; isOpen: boolean; mine: OwnObjection | null } | null
}

const outcomeClass = { correct: styles.isCorrect, wrong: styles.isWrong, unattempted: styles.isNeutral }

/** One question of the review: the paper as it was set, what the candidate chose, the key and the explanation. */
export function ReviewQuestion({ question, locale, t, isBookmarked, onToggleBookmark, isReady, objection }: ReviewQuestionProps) {
  const headingId = `question-${question.number}-heading`
  const median = question.crowd?.medianTime ?? null
  return (
    <article className={styles.reviewQuestion} id={`question-${question.number}`} aria-labelledby={headingId}>
      <header className={styles.reviewQuestionHeader}>
        <div>
          <h3 id={headingId} className={styles.reviewQuestionHeading}>
            {t('review.question', { number: question.number })}
          </h3>
          <p className={styles.reviewQuestionMeta} lang={locale}>
            {describeQuestionPlace(question.sectionTitle, question.topicTitle)}
          </p>
        </div>
        <p className={`${styles.badge} ${outcomeClass[question.outcome]}`}>
          <OutcomeIcon outcome={question.outcome} />
          {t(`outcome.${question.outcome}`)}
        </p>
      </header>

      <p className={styles.stem} lang={question.textLang ?? locale}>
        {question.stem}
      </p>
      {question.image ? figureInReview(question.image, locale) : null}

      <ReviewedOptions
        options={question.options.map((text) => ({ text, lang: question.textLang ?? locale }))}
        chosen={question.chosen}
        correct={question.correct}
        label={t('review.options', { number: question.number })}
        words={{ yourAnswer: t('review.yourAnswer'), correctAnswer: t('review.correctAnswer') }}
      />
      {question.chosen === null ? <p className={styles.noAnswer}>{t('review.noAnswer')}</p> : null}
      {question.isDropped ? <p className={styles.droppedNote}>{t('objection.dropped')}</p> : null}

      <div className={styles.explanation}>
        <h4 className={styles.explanationHeading}>{t('review.explanation')}</h4>
        <p className={styles.explanationText} lang={question.explanationLang ?? locale}>
          {question.explanation}
        </p>
      </div>

      <footer className={styles.reviewQuestionFooter}>
        <p className={styles.questionFacts}>
          <span>
            {t.rich(median != null ? 'review.crowd.times' : 'review.crowd.noMedian', {
              yours: formatSeconds(t, question.timeSpent),
              median: median != null ? formatSeconds(t, median) : '',
              time: (chunks) => <time dateTime={isoDuration(question.timeSpent)}>{chunks}</time>,
            })}{' '}
            {isSlow(question.timeSpent, median) ? (
              <span className={`${styles.tag} ${styles.isNeutral} ${styles.slowTag}`} data-flag="slow">
                {t('review.crowd.slow')}
              </span>
            ) : null}
          </span>
          <span>{describeShareCorrect(t, question.crowd?.correctShare ?? null)}</span>
        </p>
        <div className={styles.reviewActions}>
          <button
            type="button"
            className={styles.bookmarkButton}
            aria-pressed={isBookmarked}
            aria-describedby={headingId}
            disabled={!isReady}
            onClick={() => onToggleBookmark(question.questionId, !isBookmarked)}
          >
            <BookmarkIcon isFilled={isBookmarked} />
            {isBookmarked ? t('review.bookmarked') : t('review.bookmark')}
          </button>
        </div>
        {question.crowd ? (
          <QuestionCrowdView crowd={question.crowd} number={question.number} chosen={question.chosen} correct={question.correct} t={t} />
        ) : null}
        <TranslationReport questionId={question.questionId} number={question.number} locale={locale} t={t} isReady={isReady} />
        {objection?.isOpen ? (
          <KeyObjection
            attemptId={objection.attemptId}
            questionId={question.questionId}
            number={question.number}
            optionCount={question.options.length}
            locale={locale}
            t={t}
            mine={objection.mine}
            isReady={isReady}
          />
        ) : objection?.mine ? (
          <ObjectionState objection={objection.mine} t={t} locale={locale} />
        ) : null}
      </footer>
    </article>
  )
}
