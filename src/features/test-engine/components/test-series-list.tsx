import Link from 'next/link'

import { signInHref as signInHrefTo } from '@/lib/links'
import type { Locale } from '@/lib/locale'

import { formatMarks } from './result/result-text'
import { CalendarIcon, ClockIcon, LockIcon } from './test-page-icons'
import type { SeriesTest, SeriesView, TestSeriesListProps } from './test-page-types'
import { describeTestFacts, describeTestKind, describeTestWindow, describeTimeLeft, findTestWindow, type TestWindow } from './test-page-text'
import styles from './test-pages.module.css'

type CardContext = { isSignedIn: boolean; locale: Locale; now: string; product: SeriesView['product'] }

/** A link's visible words, plus the test's title for screen readers, which list links out of their card. */
function ActionLink({ href, label, title, locale, variant }: { href: string; label: string; title: string; locale: Locale; variant: 'primary' | 'outlined' }) {
  return (
    <Link href={href} className={`${styles.actionLink} ${variant === 'primary' ? styles.actionPrimary : styles.actionOutlined}`}>
      {label}
      <span className="visually-hidden">
        : <span lang={locale}>{title}</span>
      </span>
    </Link>
  )
}

function TestAction({ test, testWindow, context }: { test: SeriesTest; testWindow: TestWindow; context: CardContext }) {
  const { isSignedIn, locale, now, product } = context
  const { state } = test
  const link = (href: string, label: string, variant: 'primary' | 'outlined' = 'primary') => (
    <ActionLink href={href} label={label} title={test.title} locale={locale} variant={variant} />
  )

  if (state?.status === 'in-progress') {
    const timeLeft = describeTimeLeft(state.deadline, now)
    return (
      <>
        <p className={`${styles.actionStatus} ${styles.inProgress}`}>
          <ClockIcon />
          {timeLeft ? `In progress · Time left: ${timeLeft}` : 'Time is up: your saved answers are being submitted'}
        </p>
        {link(state.href, 'Resume')}
      </>
    )
  }

  if (state?.status === 'submitted') {
    const canRetake = state.attemptsLeft > 0 && testWindow.status === 'open' && !test.isLocked
    return (
      <>
        <p className={styles.score}>
          Score{' '}
          <strong>
            {formatMarks(state.score)} / {formatMarks(state.maxScore)}
          </strong>
        </p>
        <div className={styles.actionRow}>
          {link(state.resultHref, 'View result')}
          {canRetake ? link(test.href, 'Retake', 'outlined') : null}
        </div>
        {canRetake ? (
          <p className={styles.actionNote}>
            {state.attemptsLeft === 1 ? '1 attempt left' : `${state.attemptsLeft} attempts left`}
          </p>
        ) : null}
      </>
    )
  }

  // The window line on the card already says when; there is nothing to press.
  if (testWindow.status !== 'open') return null

  if (!isSignedIn) return link(signInHrefTo(test.href), 'Start test')

  if (test.isLocked) {
    return product ? (
      <Link href={product.href} className={`${styles.actionLink} ${styles.actionLocked}`}>
        <LockIcon />
        Enrol to unlock
        <span className="visually-hidden">
          : <span lang={locale}>{test.title}</span>
        </span>
      </Link>
    ) : (
      <p className={`${styles.actionStatus} ${styles.locked}`}>
        <LockIcon />
        Locked: enrol in this series to take it
      </p>
    )
  }

  return link(test.href, 'Start test')
}

function TestCard({ test, context }: { test: SeriesTest; context: CardContext }) {
  const titleId = `test-${test.slug}-title`
  const testWindow = findTestWindow(test, context.now)
  const windowText = describeTestWindow(testWindow)
  const kind = describeTestKind(test.kind)
  return (
    <article className={styles.testCard} aria-labelledby={titleId} data-test-slug={test.slug} data-state={test.state?.status ?? 'none'}>
      <div className={styles.testMain}>
        {kind ? (
          <p className={styles.kind} data-kind={test.kind}>
            {kind}
          </p>
        ) : null}
        <h3 id={titleId} className={styles.testTitle} lang={context.locale}>
          {test.title}
        </h3>
        <p className={styles.facts}>{describeTestFacts(test)}</p>
        {windowText ? (
          <p className={testWindow.status === 'open' ? styles.window : `${styles.window} ${styles.windowShut}`} data-window={testWindow.status}>
            <CalendarIcon />
            {windowText}
          </p>
        ) : null}
      </div>
      <div className={styles.testAction}>
        <TestAction test={test} testWindow={testWindow} context={context} />
      </div>
    </article>
  )
}

function SeriesSection({ series, isSignedIn, locale, now }: { series: SeriesView } & Omit<CardContext, 'product'>) {
  const headingId = `series-${series.id}`
  const context: CardContext = { isSignedIn, locale, now, product: series.product }
  return (
    <section className={styles.series} aria-labelledby={headingId} data-series-kind={series.kind}>
      <div className={styles.seriesHeader}>
        <h2 id={headingId} className={styles.seriesTitle}>
          <span lang={locale}>{series.title}</span>
        </h2>
        <span className={series.isPaid ? `${styles.badge} ${styles.badgePaid}` : `${styles.badge} ${styles.badgeFree}`}>{series.isPaid ? 'Paid' : 'Free'}</span>
        <span className={styles.seriesCount}>{series.tests.length === 1 ? '1 test' : `${series.tests.length} tests`}</span>
      </div>
      {series.description ? (
        <p className={styles.seriesDescription} lang={locale}>
          {series.description}
        </p>
      ) : null}
      {series.isPaid && series.product ? (
        <p className={styles.enrol}>
          <LockIcon />
          <span>
            Part of{' '}
            <span lang={locale} className={styles.productTitle}>
              {series.product.title}
            </span>
            .{' '}
            <Link href={series.product.href}>
              Enrol to unlock
              <span className="visually-hidden"> the tests of this series</span>
            </Link>
          </span>
        </p>
      ) : null}
      {series.tests.length ? (
        <ul className={styles.testList}>
          {series.tests.map((test) => (
            <li key={test.slug}>
              <TestCard test={test} context={context} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>The tests of this series are being scheduled and appear here as each one is announced.</p>
      )}
    </section>
  )
}

/** The /test-series page: every series with its tests, and what the candidate can do with each now. */
export function TestSeriesList({ series, isSignedIn, signInHref, locale, now }: TestSeriesListProps) {
  return (
    <div className={`container ${styles.listPage}`}>
      <header className={styles.listHeader}>
        <h1 className={styles.listTitle}>Test series</h1>
        <p className={styles.lead}>
          Full-length PPSC Prelims mocks, CSAT papers and sectional tests on the exam&apos;s pattern, timed and scored like the real Punjab PCS exam.
        </p>
      </header>
      {!isSignedIn ? (
        <p className={styles.signInNote}>
          <Link href={signInHref}>Sign in</Link> to start a test, resume one you left and see your scores.
        </p>
      ) : null}
      {series.length ? (
        series.map((entry) => <SeriesSection key={entry.id} series={entry} isSignedIn={isSignedIn} locale={locale} now={now} />)
      ) : (
        <p className={styles.empty}>No test series is open right now. New Punjab PCS mock tests are announced on this page.</p>
      )}
    </div>
  )
}
