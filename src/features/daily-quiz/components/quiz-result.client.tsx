'use client'

import { useTranslations } from 'use-intl'

import {
  CheckIcon,
  CrossIcon,
  DashIcon,
  formatMarks,
  OutcomeIcon,
  type QuestionFigures,
  ReviewedOptions,
} from '@/features/test-engine/public'
import resultStyles from '@/components/ui/score-review.module.css'

import type { GuestReviewQuestion, QuizScore } from '../types'

/** The instant result's score: marks out of the maximum, and how many were right, wrong and left. */
export function QuizScoreCard({ score }: { score: QuizScore }) {
  const t = useTranslations('dailyQuiz')
  return (
    <section className={resultStyles.card} aria-labelledby="quiz-result-heading">
      <h2 id="quiz-result-heading" className={resultStyles.cardHeading}>
        {t('resultHeading')}
      </h2>
      <p className={resultStyles.scoreLine} data-testid="quiz-score">
        <span className={resultStyles.scoreValue}>{formatMarks(score.score)}</span>{' '}
        <span className={resultStyles.scoreMax}>/ {formatMarks(score.maxScore)}</span>
      </p>
      <dl className={resultStyles.stats}>
        <div className={`${resultStyles.stat} ${resultStyles.isCorrect}`}>
          <dt>
            <CheckIcon /> {t('correct')}
          </dt>
          <dd>{score.correct}</dd>
        </div>
        <div className={`${resultStyles.stat} ${resultStyles.isWrong}`}>
          <dt>
            <CrossIcon /> {t('wrong')}
          </dt>
          <dd>{score.wrong}</dd>
        </div>
        <div className={`${resultStyles.stat} ${resultStyles.isNeutral}`}>
          <dt>
            <DashIcon /> {t('notAttempted')}
          </dt>
          <dd>{score.unattempted}</dd>
        </div>
      </dl>
      {score.withdrawn > 0 ? <p className={resultStyles.notice}>{t('withdrawn', { count: score.withdrawn })}</p> : null}
    </section>
  )
}

const outcomeClass = { correct: resultStyles.isCorrect, wrong: resultStyles.isWrong, unattempted: resultStyles.isNeutral }

/**
 * A signed-out candidate's answers checked: each question as it was set, their choice, the right
 * answer and its explanation. (Signed in, the engine's review list adds bookmarks and how others did.)
 */
export function GuestReview({ questions, figures }: { questions: GuestReviewQuestion[]; figures: QuestionFigures }) {
  const t = useTranslations('dailyQuiz')
  const outcomeLabels = { correct: t('correct'), wrong: t('wrong'), unattempted: t('notAttempted') }
  return (
    <section className={resultStyles.solutions} aria-labelledby="quiz-answers-heading">
      <h2 id="quiz-answers-heading" className={resultStyles.cardHeading}>
        {t('answersHeading')}
      </h2>
      <ol className={resultStyles.reviewList}>
        {questions.map((question) => {
          const headingId = `review-${question.number}-heading`
          return (
            <li key={question.questionId}>
              <article className={resultStyles.reviewQuestion} aria-labelledby={headingId}>
                <header className={resultStyles.reviewQuestionHeader}>
                  <h3 id={headingId} className={resultStyles.reviewQuestionHeading}>
                    {t('questionOf', { number: question.number, total: questions.length })}
                  </h3>
                  <p className={`${resultStyles.badge} ${outcomeClass[question.outcome]}`}>
                    <OutcomeIcon outcome={question.outcome} />
                    {outcomeLabels[question.outcome]}
                  </p>
                </header>
                <p className={resultStyles.stem}>{question.stem}</p>
                {figures[question.questionId]?.review}
                <ReviewedOptions
                  options={question.options.map((text) => ({ text }))}
                  chosen={question.chosen}
                  correct={question.correct}
                  label={t('questionOf', { number: question.number, total: questions.length })}
                  words={{ yourAnswer: t('yourAnswer'), correctAnswer: t('rightAnswer') }}
                />
                {question.chosen === null ? <p className={resultStyles.noAnswer}>{t('noAnswer')}</p> : null}
                <div className={resultStyles.explanation}>
                  <h4 className={resultStyles.explanationHeading}>{t('explanation')}</h4>
                  <p className={resultStyles.explanationText}>{question.explanation}</p>
                </div>
              </article>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
