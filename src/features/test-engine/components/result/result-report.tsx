import Link from 'next/link'
import type { ReactNode } from 'react'

import { formatDuration } from '@/lib/format'
import { DAILY_MCQS_PATH, PYQ_PATH } from '@/lib/links'
import { withLocale } from '@/lib/locale'

import type { ResultView } from '../../result-view'
import { formatIndianDateTime } from '@/lib/format'
import { PerformanceTable, type PerformanceRow } from './performance-table'
import { CheckIcon, ClockIcon, CrossIcon, DashIcon } from './result-icons'
import {
  describeCutoff,
  describeQualifying,
  describeWithdrawn,
  formatMarks,
  formatPercent,
  formatRank,
  formatSeconds,
  isoDuration,
} from './result-text'
import styles from './result.module.css'
import { ReviewList } from './review-list.client'
import { ScoreChart } from './score-chart'

type ResultReportProps = {
  view: ResultView
  languageSwitch: ReactNode
  bookmarkEndpoint: string
}

const TEST_SERIES_PATH = '/test-series'

/** Where a result leads back to, and what it is called, by the kind of test. */
const backTo: Record<string, { href: string; label: string; eyebrow: string }> = {
  pyq: { href: PYQ_PATH, label: 'Back to PYQ papers', eyebrow: 'PYQ paper result' },
  'daily-quiz': { href: DAILY_MCQS_PATH, label: 'Back to daily quizzes', eyebrow: 'Daily quiz result' },
  default: { href: TEST_SERIES_PATH, label: 'Back to test series', eyebrow: 'Mock test result' },
}
const ANSWERS_ID = 'answers'

function ResultHeader({ view, languageSwitch }: { view: ResultView; languageSwitch: ReactNode }) {
  const back = backTo[view.test.kind] ?? backTo.default!
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <Link href={withLocale(back.href, view.locale)} className={styles.backLink}>
          <span aria-hidden="true">←</span> {back.label}
        </Link>
        <div className={styles.languageSwitch}>{languageSwitch}</div>
      </div>
      <p className={styles.eyebrow}>{back.eyebrow}</p>
      <h1 className={styles.title} lang={view.locale}>
        {view.test.title}
      </h1>
      <p className={styles.headerMeta}>
        <span>Attempt {view.attemptNumber}</span>
        <span>
          Finished <time dateTime={view.finishedAt}>{formatIndianDateTime(new Date(view.finishedAt))}</time>
        </span>
      </p>
      {view.status === 'auto-submitted' ? (
        <p className={styles.autoSubmitted}>
          <ClockIcon />
          Submitted automatically when time ran out. Every answer you had saved by then was counted.
        </p>
      ) : null}
      {view.review ? (
        <a href={`#${ANSWERS_ID}`} className={styles.jumpLink}>
          Review answers
        </a>
      ) : null}
    </header>
  )
}

function ScoreCard({ view }: { view: ResultView }) {
  const { score } = view
  const withdrawn = describeWithdrawn(score.withdrawn)
  return (
    <section className={styles.card} aria-labelledby="score-heading">
      <h2 id="score-heading" className={styles.cardHeading}>
        Your score
      </h2>
      <p className={styles.scoreLine} data-testid="score">
        <span className={styles.scoreValue}>{formatMarks(score.score)}</span> <span className={styles.scoreMax}>/ {formatMarks(score.maxScore)}</span>
      </p>
      <dl className={styles.stats}>
        <div className={`${styles.stat} ${styles.isCorrect}`}>
          <dt>
            <CheckIcon /> Correct
          </dt>
          <dd>{score.correct}</dd>
        </div>
        <div className={`${styles.stat} ${styles.isWrong}`}>
          <dt>
            <CrossIcon /> Wrong
          </dt>
          <dd>{score.wrong}</dd>
        </div>
        <div className={`${styles.stat} ${styles.isNeutral}`}>
          <dt>
            <DashIcon /> Not attempted
          </dt>
          <dd>{score.unattempted}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Accuracy</dt>
          <dd>{formatPercent(score.accuracy)}</dd>
        </div>
        <div className={`${styles.stat} ${styles.statWide}`}>
          <dt>Time taken</dt>
          <dd>
            <time dateTime={isoDuration(view.timeTaken)}>{formatSeconds(view.timeTaken)}</time>{' '}
            {view.test.isTimed ? <span className={styles.statSub}>of {formatDuration(view.test.durationMinutes)}</span> : null}
          </dd>
        </div>
      </dl>
      <p className={styles.note}>Accuracy is the share of your attempted questions that you got right.</p>
      {withdrawn ? <p className={styles.notice}>{withdrawn}.</p> : null}
    </section>
  )
}

function Standing({ view }: { view: ResultView }) {
  const { standing, score } = view
  const rank = formatRank(standing.rank, standing.candidates)
  return (
    <section className={styles.card} aria-labelledby="standing-heading">
      <h2 id="standing-heading" className={styles.cardHeading}>
        Your standing
      </h2>
      {standing.isFirstAttempt ? null : (
        <p className={styles.notice} data-testid="later-attempt-note">
          {standing.isKeptFromCheck
            ? 'Ranks count first attempts taken signed in. This score was kept from answers you checked before signing in, so it is not ranked'
            : `Ranks count first attempts only. This was attempt ${view.attemptNumber}, so it is not ranked`}
          : the figures below show where this score would stand among the first attempts of {standing.candidates}{' '}
          {standing.candidates === 1 ? 'candidate' : 'candidates'}.
        </p>
      )}
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{standing.isFirstAttempt ? 'Rank' : 'Rank this score would get'}</dt>
          <dd data-testid="rank">{rank}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Percentile</dt>
          <dd>{formatMarks(standing.percentile)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Topper’s score</dt>
          <dd>{formatMarks(standing.topper)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Average score</dt>
          <dd>{formatMarks(standing.average)}</dd>
        </div>
      </dl>
      {standing.isFirstAttempt && standing.candidates === 1 ? (
        <p className={styles.note}>You are the first to finish this test. Come back later to see where you stand as others take it.</p>
      ) : null}
      <h3 className={styles.subHeading}>Score distribution</h3>
      <ScoreChart buckets={standing.distribution} score={score.score} />
    </section>
  )
}

function CutoffAndQualifying({ view }: { view: ResultView }) {
  const { cutoff, qualifying } = view
  if (!cutoff && !qualifying) return null
  const heading = cutoff && qualifying ? 'Cut-off and qualifying marks' : cutoff ? 'Cut-off' : 'Qualifying marks'
  return (
    <section className={styles.card} aria-labelledby="cutoff-heading">
      <h2 id="cutoff-heading" className={styles.cardHeading}>
        {heading}
      </h2>
      {qualifying ? (
        <div className={`${styles.verdict} ${qualifying.isQualified ? styles.isCorrect : styles.isWrong}`} data-testid="qualifying">
          <p className={styles.verdictTitle}>
            {qualifying.isQualified ? <CheckIcon /> : <CrossIcon />}
            <span>{describeQualifying(qualifying)}</span>
          </p>
          <p>You scored {formatMarks(view.score.score)}.</p>
          <p className={styles.note}>The marks of a qualifying paper do not count towards merit: you only need to reach the qualifying marks.</p>
        </div>
      ) : null}
      {cutoff ? (
        <p className={`${styles.verdict} ${cutoff.isCleared ? styles.isCorrect : styles.isWrong}`} data-testid="cutoff">
          {cutoff.isCleared ? <CheckIcon /> : <CrossIcon />}
          <span>{describeCutoff(view.score.score, cutoff.marks, cutoff)}.</span>
        </p>
      ) : null}
    </section>
  )
}

function Performance({ view }: { view: ResultView }) {
  const { score, breakdown, locale } = view
  if (!breakdown) {
    // Marks per section or topic would give away single answers (a topic of one question): they open with the answers (ADR 014).
    return (
      <section className={styles.card} aria-labelledby="performance-heading">
        <h2 id="performance-heading" className={styles.cardHeading}>
          Performance by section and topic
        </h2>
        <p className={styles.notice} data-testid="performance-notice">
          {view.solutionsAt ? (
            <>
              Your marks by section and topic open with the answers on <time dateTime={view.solutionsAt}>{formatIndianDateTime(new Date(view.solutionsAt))}</time>.
            </>
          ) : (
            'Your marks by section and topic open with the answers.'
          )}
        </p>
      </section>
    )
  }
  const sectionRows: PerformanceRow[] = breakdown.sections.map((section) => ({ ...section, key: section.id, isContent: true }))
  // A paper without topic tags would show one row repeating the total, so the topic table waits for tags.
  const hasTopics = breakdown.topics.some((topic) => topic.topicTitle !== null)
  const topicRows: PerformanceRow[] = breakdown.topics.map((topic) => ({
    ...topic,
    key: topic.topicId ?? 'untagged',
    title: topic.topicTitle ?? 'Other questions',
    isContent: topic.topicTitle !== null,
  }))
  return (
    <section className={styles.card} aria-labelledby="performance-heading">
      <h2 id="performance-heading" className={styles.cardHeading}>
        Performance by section and topic
      </h2>
      <p className={styles.scrollHint}>Swipe a table sideways to see all its columns.</p>
      <PerformanceTable caption="Section-wise performance" rowHeader="Section" rows={sectionRows} total={score} locale={locale} />
      {hasTopics ? <PerformanceTable caption="Topic-wise performance" rowHeader="Topic" rows={topicRows} locale={locale} /> : null}
    </section>
  )
}

function Solutions({ view, bookmarkEndpoint }: { view: ResultView; bookmarkEndpoint: string }) {
  return (
    <section className={styles.solutions} id={ANSWERS_ID} aria-labelledby="answers-heading">
      <h2 id="answers-heading" className={styles.cardHeading}>
        Answers and explanations
      </h2>
      {view.review ? (
        <ReviewList questions={view.review} locale={view.locale} bookmarkEndpoint={bookmarkEndpoint} />
      ) : (
        <p className={styles.notice} data-testid="solutions-notice">
          {view.solutionsAt ? (
            <>
              Answers and explanations open on <time dateTime={view.solutionsAt}>{formatIndianDateTime(new Date(view.solutionsAt))}</time>.
            </>
          ) : (
            'Answers and explanations are not open for this test yet.'
          )}
        </p>
      )}
    </section>
  )
}

/** The result page of one attempt, top to bottom: score, standing, cut-off, sections and topics, then the answers. */
export function ResultReport({ view, languageSwitch, bookmarkEndpoint }: ResultReportProps) {
  return (
    <div className={styles.page}>
      <ResultHeader view={view} languageSwitch={languageSwitch} />
      <ScoreCard view={view} />
      <Standing view={view} />
      <CutoffAndQualifying view={view} />
      <Performance view={view} />
      <Solutions view={view} bookmarkEndpoint={bookmarkEndpoint} />
    </div>
  )
}
