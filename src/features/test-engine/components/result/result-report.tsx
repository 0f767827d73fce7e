import Link from 'next/link'
import type { ReactNode } from 'react'

import { MessagesProvider } from '@/i18n/messages-provider'
import { districtName } from '@/lib/district-name'
import { getTranslator } from '@/i18n/translator'
import { formatDuration, formatIndianDateTime } from '@/i18n/format'
import { DAILY_MCQS_PATH, PYQ_PATH, resultPdfHref, routes, TEST_SERIES_PATH } from '@/lib/links'
import { withLocale } from '@/i18n/locale'
import scoreReview from '@/components/ui/score-review.module.css'

import { formatMarks, formatPercent, isoDuration } from '../../practice-player/marks'
import type { ResultView } from '../../result-view'
import { PerformanceTable, type PerformanceRow } from './performance-table'
import { CheckIcon, ClockIcon, CrossIcon, DashIcon } from '../../practice-player/icons'
import { describeCutoff, describeQualifying, formatSeconds, resultEyebrow, type ResultTranslator } from './result-labels'
import styles from './result.module.css'
import { ReviewList } from './review-list.client'
import { ComparisonCard } from './comparison-card'
import { ScoreChart } from './score-chart'
import { TimeAnalysisCard } from './time-analysis-card'
import { WeakTopicsCard } from './weak-topics-card'

type ResultReportProps = {
  view: ResultView
  languageSwitch: ReactNode
  bookmarkEndpoint: string
}

/** Where a result leads back to, by the kind of test. */
function backTo(t: ResultTranslator, kind: string): { href: string; label: string } {
  if (kind === 'pyq') return { href: PYQ_PATH, label: t('back.pyq') }
  if (kind === 'daily-quiz') return { href: DAILY_MCQS_PATH, label: t('back.dailyQuiz') }
  return { href: TEST_SERIES_PATH, label: t('back.testSeries') }
}
const ANSWERS_ID = 'answers'

type Part = { view: ResultView; t: ResultTranslator }

function ResultHeader({ view, t, languageSwitch }: Part & { languageSwitch: ReactNode }) {
  const back = backTo(t, view.test.kind)
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <Link href={withLocale(back.href, view.locale)} className={styles.backLink}>
          <span aria-hidden="true">←</span> {back.label}
        </Link>
        <div className={styles.languageSwitch}>{languageSwitch}</div>
      </div>
      <p className={styles.eyebrow}>{resultEyebrow(t, view.test.kind)}</p>
      <h1 className={styles.title} lang={view.locale}>
        {view.test.title}
      </h1>
      <p className={styles.headerMeta}>
        <span>{t('header.attempt', { number: view.attemptNumber })}</span>
        <span>
          {t.rich('header.finished', {
            date: formatIndianDateTime(view.finishedAt, view.locale),
            time: (chunks) => <time dateTime={view.finishedAt}>{chunks}</time>,
          })}
        </span>
      </p>
      {view.status === 'auto-submitted' ? (
        <p className={styles.autoSubmitted}>
          <ClockIcon />
          {t('header.autoSubmitted')}
        </p>
      ) : null}
      <p className={styles.headerActions}>
        {view.review ? (
          <a href={`#${ANSWERS_ID}`} className={styles.jumpLink}>
            {t('header.reviewAnswers')}
          </a>
        ) : null}
        {/* A file made on the server (ADR 041): a plain download, never prefetched as a page would be. */}
        <a href={resultPdfHref(view.attemptId, view.locale)} download className={styles.downloadLink} data-testid="result-pdf">
          {t('pdf.download')}
        </a>
      </p>
    </header>
  )
}

function ScoreCard({ view, t }: Part) {
  const { score } = view
  return (
    <section className={scoreReview.card} aria-labelledby="score-heading">
      <h2 id="score-heading" className={scoreReview.cardHeading}>
        {t('score.heading')}
      </h2>
      <p className={scoreReview.scoreLine} data-testid="score">
        <span className={scoreReview.scoreValue}>{formatMarks(score.score)}</span>{' '}
        <span className={scoreReview.scoreMax}>/ {formatMarks(score.maxScore)}</span>
      </p>
      <dl className={scoreReview.stats}>
        <div className={`${scoreReview.stat} ${scoreReview.isCorrect}`}>
          <dt>
            <CheckIcon /> {t('outcome.correct')}
          </dt>
          <dd>{score.correct}</dd>
        </div>
        <div className={`${scoreReview.stat} ${scoreReview.isWrong}`}>
          <dt>
            <CrossIcon /> {t('outcome.wrong')}
          </dt>
          <dd>{score.wrong}</dd>
        </div>
        <div className={`${scoreReview.stat} ${scoreReview.isNeutral}`}>
          <dt>
            <DashIcon /> {t('outcome.unattempted')}
          </dt>
          <dd>{score.unattempted}</dd>
        </div>
        <div className={scoreReview.stat}>
          <dt>{t('score.accuracy')}</dt>
          <dd>{formatPercent(score.accuracy)}</dd>
        </div>
        <div className={`${scoreReview.stat} ${styles.statWide}`}>
          <dt>{t('score.timeTaken')}</dt>
          <dd>
            <time dateTime={isoDuration(view.timeTaken)}>{formatSeconds(t, view.timeTaken)}</time>{' '}
            {view.test.isTimed ? (
              <span className={styles.statSub}>{t('score.of', { duration: formatDuration(view.test.durationMinutes, view.locale) })}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{t('score.accuracyNote')}</p>
      {score.withdrawn > 0 ? <p className={scoreReview.notice}>{t('score.withdrawn', { count: score.withdrawn })}</p> : null}
    </section>
  )
}

function Standing({ view, t }: Part) {
  const { window } = view.standing
  const leaderboardLink = (chunks: ReactNode) => <Link href={withLocale(window?.leaderboardHref ?? '', view.locale)}>{chunks}</Link>
  const isRanked = window ? window.isRanked : view.standing.isFirstAttempt
  return (
    <section className={scoreReview.card} aria-labelledby="standing-heading">
      <h2 id="standing-heading" className={scoreReview.cardHeading}>
        {t('standing.heading')}
      </h2>
      {window && !window.isPublished ? (
        <p className={scoreReview.notice} data-testid="window-pending-note">
          {t.rich(window.isRanked ? 'standing.window.pending' : 'standing.window.pendingPractice', {
            published: formatIndianDateTime(window.publishedAt, view.locale),
            link: leaderboardLink,
          })}
        </p>
      ) : (
        <StandingFigures view={view} t={t} isRanked={isRanked} leaderboardLink={leaderboardLink} />
      )}
    </section>
  )
}

/** The rank, percentile, topper and average, the district's rank and the score chart: once there is a list to stand in. */
function StandingFigures({
  view,
  t,
  isRanked,
  leaderboardLink,
}: Part & { isRanked: boolean; leaderboardLink: (chunks: ReactNode) => ReactNode }) {
  const { standing, score } = view
  const { window } = standing
  const rank = t('standing.rankOf', { rank: standing.rank, candidates: standing.candidates })
  return (
    <>
      {isRanked ? null : (
        <p className={scoreReview.notice} data-testid="later-attempt-note">
          {window
            ? t('standing.window.practice', { count: standing.candidates - 1 })
            : standing.isKeptFromCheck
              ? t('standing.keptFromCheck', { count: standing.candidates })
              : t('standing.laterAttempt', { number: view.attemptNumber, count: standing.candidates })}
        </p>
      )}
      {window ? <p className={styles.note}>{t.rich('standing.window.leaderboard', { link: leaderboardLink })}</p> : null}
      <dl className={scoreReview.stats}>
        <div className={scoreReview.stat}>
          <dt>{isRanked ? t('standing.rank') : t('standing.rankWould')}</dt>
          <dd data-testid="rank">{rank}</dd>
        </div>
        <div className={scoreReview.stat}>
          <dt>{t('standing.percentile')}</dt>
          <dd>{formatMarks(standing.percentile)}</dd>
        </div>
        <div className={scoreReview.stat}>
          <dt>{t('standing.topper')}</dt>
          <dd>{formatMarks(standing.topper)}</dd>
        </div>
        <div className={scoreReview.stat}>
          <dt>{t('standing.average')}</dt>
          <dd>{formatMarks(standing.average)}</dd>
        </div>
        {standing.district ? (
          <div className={scoreReview.stat}>
            <dt>{t('standing.districtRank', { district: districtName(view.locale, standing.district.district) })}</dt>
            <dd data-testid="district-rank">
              {t('standing.rankOf', { rank: standing.district.rank, candidates: standing.district.candidates })}
            </dd>
          </div>
        ) : null}
      </dl>
      {standing.district ? null : (
        <p className={styles.note}>
          {t.rich('standing.districtHint', {
            link: (chunks) => <Link href={withLocale(routes.account.href(), view.locale)}>{chunks}</Link>,
          })}
        </p>
      )}
      {!window && standing.isFirstAttempt && standing.candidates === 1 ? (
        <p className={styles.note}>{t('standing.firstToFinish')}</p>
      ) : null}
      <h3 className={styles.subHeading}>{t('standing.distribution')}</h3>
      <ScoreChart buckets={standing.distribution} score={score.score} t={t} />
    </>
  )
}

function CutoffAndQualifying({ view, t }: Part) {
  const { cutoff, qualifying } = view
  if (!cutoff && !qualifying) return null
  const heading = cutoff && qualifying ? t('cutoff.headingBoth') : cutoff ? t('cutoff.heading') : t('cutoff.headingQualifying')
  return (
    <section className={scoreReview.card} aria-labelledby="cutoff-heading">
      <h2 id="cutoff-heading" className={scoreReview.cardHeading}>
        {heading}
      </h2>
      {qualifying ? (
        <div
          className={`${styles.verdict} ${qualifying.isQualified ? scoreReview.isCorrect : scoreReview.isWrong}`}
          data-testid="qualifying"
        >
          <p className={styles.verdictTitle}>
            {qualifying.isQualified ? <CheckIcon /> : <CrossIcon />}
            <span>{describeQualifying(t, qualifying)}</span>
          </p>
          <p>{t('cutoff.youScored', { score: formatMarks(view.score.score) })}</p>
          <p className={styles.note}>{t('cutoff.qualifyingNote')}</p>
        </div>
      ) : null}
      {cutoff ? (
        <p className={`${styles.verdict} ${cutoff.isCleared ? scoreReview.isCorrect : scoreReview.isWrong}`} data-testid="cutoff">
          {cutoff.isCleared ? <CheckIcon /> : <CrossIcon />}
          <span>{describeCutoff(t, view.score.score, cutoff.marks, cutoff)}.</span>
        </p>
      ) : null}
    </section>
  )
}

/** Paper I with its Paper II, as PPSC ranks Prelims, and the estimate of reaching Mains (ADR 045). */
function PrelimsPair({ view, t }: Part) {
  const { prelims } = view
  if (!prelims) return null
  const { csat, estimate } = prelims
  const paperLink = (chunks: ReactNode) => (
    <Link href={csat.href}>
      {chunks}
      <span className="visually-hidden">: </span>
      <span className="visually-hidden" lang={view.locale}>
        {csat.title}
      </span>
    </Link>
  )
  const isGood = estimate?.verdict === 'likely'
  const isBad = estimate?.verdict === 'unlikely' || estimate?.verdict === 'csat-not-qualified'
  return (
    <section className={scoreReview.card} aria-labelledby="prelims-heading" data-testid="prelims-pair">
      <h2 id="prelims-heading" className={scoreReview.cardHeading}>
        {t('prelims.heading')}
      </h2>
      <p
        className={`${styles.verdict} ${csat.status === 'qualified' ? scoreReview.isCorrect : csat.status === 'not-qualified' ? scoreReview.isWrong : ''}`}
      >
        {csat.status === 'qualified' ? <CheckIcon /> : csat.status === 'not-qualified' ? <CrossIcon /> : <DashIcon />}
        <span data-testid="csat-qualified">
          {csat.status === 'not-taken'
            ? t.rich('prelims.csatNotTaken', { link: paperLink })
            : t.rich(csat.status === 'qualified' ? 'prelims.csatYes' : 'prelims.csatNo', {
                score: formatMarks(csat.score),
                max: formatMarks(csat.maxScore),
                needed: formatMarks(csat.marksNeeded),
                link: paperLink,
              })}
        </span>
      </p>
      <p className={styles.note}>{t('prelims.rankedByGs')}</p>
      {estimate ? (
        <>
          <h3 className={styles.subHeading}>{t('prelims.mainsHeading')}</h3>
          <p
            className={`${styles.verdict} ${isGood ? scoreReview.isCorrect : isBad ? scoreReview.isWrong : ''}`}
            data-testid="mains-estimate"
            data-verdict={estimate.verdict}
          >
            {isGood ? <CheckIcon /> : isBad ? <CrossIcon /> : <DashIcon />}
            <span>{t(`prelims.verdict.${estimate.verdict}`)}</span>
          </p>
          <ul className={styles.prelimsSigns}>
            {estimate.cutoff ? (
              <li>
                {t(estimate.cutoff.isCleared ? 'prelims.cutoffCleared' : 'prelims.cutoffShort', {
                  score: formatMarks(view.score.score),
                  cutoff: formatMarks(estimate.cutoff.marks),
                })}
              </li>
            ) : null}
            {estimate.line ? (
              <li>
                {t(estimate.line.isInside ? 'prelims.lineInside' : 'prelims.lineOutside', {
                  rank: view.standing.rank,
                  percent: formatPercent(estimate.line.percent),
                  line: estimate.line.rank,
                  candidates: view.standing.candidates,
                })}
              </li>
            ) : null}
          </ul>
          <p className={styles.note}>{t('prelims.estimateNote')}</p>
        </>
      ) : null}
    </section>
  )
}

function Performance({ view, t }: Part) {
  const { score, breakdown, locale } = view
  if (!breakdown) {
    // Marks per section or topic would give away single answers (a topic of one question): they open with the answers (ADR 014).
    return (
      <section className={scoreReview.card} aria-labelledby="performance-heading">
        <h2 id="performance-heading" className={scoreReview.cardHeading}>
          {t('performance.heading')}
        </h2>
        <p className={scoreReview.notice} data-testid="performance-notice">
          {view.solutionsAt ? (
            <OpensOn t={t} at={view.solutionsAt} locale={locale} message="performance.opensOn" />
          ) : (
            t('performance.opensLater')
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
    title: topic.topicTitle ?? t('performance.otherQuestions'),
    isContent: topic.topicTitle !== null,
  }))
  return (
    <section className={scoreReview.card} aria-labelledby="performance-heading">
      <h2 id="performance-heading" className={scoreReview.cardHeading}>
        {t('performance.heading')}
      </h2>
      <p className={styles.scrollHint}>{t('performance.scrollHint')}</p>
      <PerformanceTable
        caption={t('performance.sectionCaption')}
        rowHeader={t('performance.section')}
        rows={sectionRows}
        total={score}
        locale={locale}
        t={t}
      />
      {hasTopics ? (
        <PerformanceTable
          caption={t('performance.topicCaption')}
          rowHeader={t('performance.topic')}
          rows={topicRows}
          locale={locale}
          t={t}
        />
      ) : null}
    </section>
  )
}

/** "… open on <time>25 Nov 2026 at 6:00 pm IST</time>." */
function OpensOn({
  t,
  at,
  locale,
  message,
}: {
  t: ResultTranslator
  at: string
  locale: ResultView['locale']
  message: 'performance.opensOn' | 'solutions.opensOn' | 'objection.period' | 'objection.periodClosed'
}) {
  return t.rich(message, { date: formatIndianDateTime(at, locale), time: (chunks) => <time dateTime={at}>{chunks}</time> })
}

function Solutions({ view, t, bookmarkEndpoint }: Part & { bookmarkEndpoint: string }) {
  return (
    <section className={scoreReview.solutions} id={ANSWERS_ID} aria-labelledby="answers-heading">
      <h2 id="answers-heading" className={scoreReview.cardHeading}>
        {t('solutions.heading')}
      </h2>
      {view.review && view.objections ? (
        <p className={scoreReview.notice} data-testid="objections-period">
          <OpensOn
            t={t}
            at={view.objections.closesAt}
            locale={view.locale}
            message={view.objections.isOpen ? 'objection.period' : 'objection.periodClosed'}
          />
        </p>
      ) : null}
      {view.review ? (
        <MessagesProvider locale={view.locale} namespaces={['result']}>
          <ReviewList
            questions={view.review}
            locale={view.locale}
            bookmarkEndpoint={bookmarkEndpoint}
            objections={view.objections ? { attemptId: view.attemptId, isOpen: view.objections.isOpen, mine: view.objections.mine } : null}
          />
        </MessagesProvider>
      ) : (
        <p className={scoreReview.notice} data-testid="solutions-notice">
          {view.solutionsAt ? (
            <OpensOn t={t} at={view.solutionsAt} locale={view.locale} message="solutions.opensOn" />
          ) : (
            t('solutions.notOpen')
          )}
        </p>
      )}
    </section>
  )
}

/** The result page of one attempt, top to bottom: score, standing, cut-off, sections and topics, then the answers. */
export function ResultReport({ view, languageSwitch, bookmarkEndpoint }: ResultReportProps) {
  const t = getTranslator(view.locale, 'result')
  return (
    <div className={styles.page}>
      <ResultHeader view={view} t={t} languageSwitch={languageSwitch} />
      <ScoreCard view={view} t={t} />
      <Standing view={view} t={t} />
      <CutoffAndQualifying view={view} t={t} />
      <PrelimsPair view={view} t={t} />
      <Performance view={view} t={t} />
      {view.weakTopics?.length ? <WeakTopicsCard topics={view.weakTopics} locale={view.locale} t={t} /> : null}
      {view.timeAnalysis ? <TimeAnalysisCard analysis={view.timeAnalysis} locale={view.locale} t={t} /> : null}
      {view.comparison ? <ComparisonCard comparison={view.comparison} locale={view.locale} t={t} /> : null}
      <Solutions view={view} t={t} bookmarkEndpoint={bookmarkEndpoint} />
    </div>
  )
}
