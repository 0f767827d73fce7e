import Image from 'next/image'

import type { Locale } from '@/lib/locale'

import type { ResultReviewQuestion } from '../../result-view'
import { optionLetterList } from '../../types'
import { BookmarkIcon, CheckIcon, ChosenIcon, CrossIcon, OutcomeIcon } from './result-icons'
import { describeShareCorrect, formatSeconds, isoDuration, outcomeLabels } from './result-text'
import styles from './result.module.css'

type ReviewQuestionProps = {
  question: ResultReviewQuestion
  locale: Locale
  isBookmarked: boolean
  onToggleBookmark: (questionId: string, bookmarked: boolean) => void
}

const outcomeClass = { correct: styles.isCorrect, wrong: styles.isWrong, unattempted: styles.isNeutral }

/** One question of the review: the paper as it was set, what the candidate chose, the key and the explanation. */
export function ReviewQuestion({ question, locale, isBookmarked, onToggleBookmark }: ReviewQuestionProps) {
  const headingId = `question-${question.number}-heading`
  return (
    <article className={styles.reviewQuestion} id={`question-${question.number}`} aria-labelledby={headingId}>
      <header className={styles.reviewQuestionHeader}>
        <div>
          <h3 id={headingId} className={styles.reviewQuestionHeading}>
            Question {question.number}
          </h3>
          <p className={styles.reviewQuestionMeta} lang={locale}>
            {question.topicTitle ? `${question.sectionTitle} · ${question.topicTitle}` : question.sectionTitle}
          </p>
        </div>
        <p className={`${styles.badge} ${outcomeClass[question.outcome]}`}>
          <OutcomeIcon outcome={question.outcome} />
          {outcomeLabels[question.outcome]}
        </p>
      </header>

      <p className={styles.stem} lang={locale}>
        {question.stem}
      </p>
      {question.image ? (
        <Image
          className={styles.figure}
          src={question.image.url}
          width={question.image.width}
          height={question.image.height}
          alt={question.image.alt}
          lang={locale}
          sizes="(min-width: 50rem) 640px, 100vw"
        />
      ) : null}

      <ol className={styles.options} aria-label={`Options of question ${question.number}`}>
        {question.options.map((text, index) => {
          const letter = optionLetterList[index]
          if (!letter) return null
          const isChosen = question.chosen === letter
          const isKey = question.correct === letter
          const tone = isKey ? styles.optionKey : isChosen ? styles.optionMissed : ''
          return (
            <li key={letter} className={`${styles.option} ${tone}`} data-option={letter}>
              <span className={styles.optionLetter}>
                {letter}
                <span className="visually-hidden">.</span>
              </span>{' '}
              <span className={styles.optionText} lang={locale}>
                {text}
              </span>{' '}
              {isChosen || isKey ? (
                <span className={styles.optionTags}>
                  {isChosen ? (
                    <span className={`${styles.tag} ${isKey ? styles.isCorrect : styles.isWrong}`} data-tag="chosen">
                      {isKey ? <ChosenIcon /> : <CrossIcon />}
                      Your answer
                    </span>
                  ) : null}{' '}
                  {isKey ? (
                    <span className={`${styles.tag} ${styles.isCorrect}`} data-tag="correct">
                      <CheckIcon />
                      Correct answer
                    </span>
                  ) : null}
                </span>
              ) : null}
            </li>
          )
        })}
      </ol>
      {question.chosen === null ? <p className={styles.noAnswer}>You did not answer this question.</p> : null}

      <div className={styles.explanation}>
        <h4 className={styles.explanationHeading}>Explanation</h4>
        <p className={styles.explanationText} lang={locale}>
          {question.explanation}
        </p>
      </div>

      <footer className={styles.reviewQuestionFooter}>
        <p className={styles.questionFacts}>
          <span>
            Time spent: <time dateTime={isoDuration(question.timeSpent)}>{formatSeconds(question.timeSpent)}</time>
          </span>
          <span>{describeShareCorrect(question.shareCorrect)}</span>
        </p>
        <button
          type="button"
          className={styles.bookmarkButton}
          aria-pressed={isBookmarked}
          aria-describedby={headingId}
          onClick={() => onToggleBookmark(question.questionId, !isBookmarked)}
        >
          <BookmarkIcon isFilled={isBookmarked} />
          {isBookmarked ? 'Bookmarked' : 'Bookmark for revision'}
        </button>
      </footer>
    </article>
  )
}
