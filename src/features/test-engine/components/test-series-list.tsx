import Link from 'next/link'

import { getTranslator } from '@/i18n/translator'
import { formatIndianDateTime } from '@/i18n/format'
import { signInHref as signInHrefTo } from '@/lib/links'
import type { Locale } from '@/i18n/locale'

import { formatMarks } from '../practice-player/marks'
import { CalendarIcon, ClockIcon, LockIcon } from './test-page-icons'
import type { SeriesTest, SeriesView, TestSeriesListProps } from './test-page-types'
import { describeTestKind } from '@/domain/test-engine/kinds'
import { describeTestFacts, describeTestWindow, describeTimeLeft, findTestWindow, type TestWindow } from './test-series-labels'
import styles from './test-pages.module.css'

type CardContext = { isSignedIn: boolean; locale: Locale; now: string; product: SeriesView['product'] }

/** A link's visible words, plus the test's title for screen readers, which list links out of their card. */
function ActionLink({
  href,
  label,
  title,
  locale,
  variant,
}: {
  href: string
  label: string
  title: string
  locale: Locale
  variant: 'primary' | 'outlined' | 'locked'
}) {
  const tone = { primary: styles.actionPrimary, outlined: styles.actionOutlined, locked: styles.actionLocked }[variant]
  return (
    <Link href={href} className={`${styles.actionLink} ${tone}`}>
      {variant === 'locked' ? <LockIcon /> : null}
      {label}
      <span className="visually-hidden">
        : <span lang={locale}>{title}</span>
      </span>
    </Link>
  )
}

/**
 * A paid test the candidate has no access to: the lock and "Enrolled candidates only" on the list
 * itself, with the way in (the course; a visitor who is enrolled signs in).
 */
function LockedAction({ test, context }: { test: SeriesTest; context: CardContext }) {
  const { isSignedIn, locale, product } = context
  const t = getTranslator(locale, 'testSeries')
  return (
    <>
      <p className={`${styles.actionStatus} ${styles.locked}`} data-testid="locked">
        <LockIcon />
        {t('list.enrolledOnly')}
      </p>
      {product ? (
        <ActionLink href={product.href} label={t('list.enrolToUnlock')} title={test.title} locale={locale} variant="locked" />
      ) : (
        <p className={styles.actionNote}>{t('list.enrolInSeries')}</p>
      )}
      {isSignedIn ? null : (
        <p className={styles.actionNote}>
          <Link href={signInHrefTo(test.href)}>{t('list.signInIfEnrolled')}</Link>
        </p>
      )}
    </>
  )
}

function TestAction({ test, testWindow, context }: { test: SeriesTest; testWindow: TestWindow; context: CardContext }) {
  const { isSignedIn, locale, now } = context
  const t = getTranslator(locale, 'testSeries')
  const { state } = test
  const link = (href: string, label: string, variant: 'primary' | 'outlined' = 'primary') => (
    <ActionLink href={href} label={label} title={test.title} locale={locale} variant={variant} />
  )

  if (state?.status === 'in-progress') {
    const timeLeft = describeTimeLeft(state.deadline, now, locale)
    return (
      <>
        <p className={`${styles.actionStatus} ${styles.inProgress}`}>
          <ClockIcon />
          {timeLeft ? t('list.inProgress', { time: timeLeft }) : t('list.timeUp')}
        </p>
        {link(state.href, t('list.resume'))}
      </>
    )
  }

  if (state?.status === 'submitted') {
    const canRetake = state.attemptsLeft > 0 && testWindow.status === 'open' && !test.isLocked
    return (
      <>
        <p className={styles.score}>
          {t.rich('list.score', {
            score: formatMarks(state.score),
            max: formatMarks(state.maxScore),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
        <div className={styles.actionRow}>
          {link(state.resultHref, t('list.viewResult'))}
          {canRetake ? link(test.href, t('list.retake'), 'outlined') : null}
        </div>
        {canRetake ? <p className={styles.actionNote}>{t('list.attemptsLeft', { count: state.attemptsLeft })}</p> : null}
      </>
    )
  }

  if (test.isLocked) return <LockedAction test={test} context={context} />

  // The window line on the card already says when; there is nothing to press.
  if (testWindow.status !== 'open') return null

  return link(isSignedIn ? test.href : signInHrefTo(test.href), t('list.startTest'))
}

function TestCard({ test, context }: { test: SeriesTest; context: CardContext }) {
  const titleId = `test-${test.slug}-title`
  const testWindow = findTestWindow(test, context.now)
  const windowText = describeTestWindow(testWindow, context.locale)
  const kind = describeTestKind(test.kind, context.locale)
  return (
    <article
      className={styles.testCard}
      aria-labelledby={titleId}
      data-test-slug={test.slug}
      data-state={test.state?.status ?? 'none'}
      data-locked={test.isLocked ? 'true' : undefined}
    >
      <div className={styles.testMain}>
        {kind ? (
          <p className={styles.kind} data-kind={test.kind}>
            {kind}
          </p>
        ) : null}
        <h3 id={titleId} className={styles.testTitle} lang={context.locale}>
          {test.title}
        </h3>
        <p className={styles.facts}>{describeTestFacts(test, context.locale)}</p>
        {windowText ? (
          <p
            className={testWindow.status === 'open' ? styles.window : `${styles.window} ${styles.windowShut}`}
            data-window={testWindow.status}
          >
            <CalendarIcon />
            {windowText}
          </p>
        ) : null}
        {test.mockWindow ? <MockWindowLine mockWindow={test.mockWindow} title={test.title} locale={context.locale} /> : null}
      </div>
      <div className={styles.testAction}>
        <TestAction test={test} testWindow={testWindow} context={context} />
      </div>
    </article>
  )
}

/** An All-Punjab mock's window and a link to its leaderboard (ADR 044). */
function MockWindowLine({
  mockWindow,
  title,
  locale,
}: {
  mockWindow: NonNullable<SeriesTest['mockWindow']>
  title: string
  locale: Locale
}) {
  const t = getTranslator(locale, 'testSeries')
  return (
    <p className={styles.window} data-window="mock">
      <span>
        {t('list.mockWindow', {
          starts: formatIndianDateTime(mockWindow.startsAt, locale),
          lateEntry: formatIndianDateTime(mockWindow.lateEntryUntil, locale),
          ends: formatIndianDateTime(mockWindow.endsAt, locale),
        })}{' '}
        <Link href={mockWindow.leaderboardHref}>
          {t('list.leaderboard')}
          <span className="visually-hidden">
            : <span lang={locale}>{title}</span>
          </span>
        </Link>
      </span>
    </p>
  )
}

function SeriesSection({ series, isSignedIn, locale, now }: { series: SeriesView } & Omit<CardContext, 'product'>) {
  const t = getTranslator(locale, 'testSeries')
  const headingId = `series-${series.id}`
  const context: CardContext = { isSignedIn, locale, now, product: series.product }
  const product = series.product
  return (
    <section className={styles.series} aria-labelledby={headingId} data-series-kind={series.kind}>
      <div className={styles.seriesHeader}>
        <h2 id={headingId} className={styles.seriesTitle}>
          <span lang={locale}>{series.title}</span>
        </h2>
        <span className={series.isPaid ? `${styles.badge} ${styles.badgePaid}` : `${styles.badge} ${styles.badgeFree}`}>
          {series.isPaid ? t('list.paid') : t('list.free')}
        </span>
        <span className={styles.seriesCount}>{t('list.testCount', { count: series.tests.length })}</span>
      </div>
      {series.description ? (
        <p className={styles.seriesDescription} lang={locale}>
          {series.description}
        </p>
      ) : null}
      {series.isPaid && product ? (
        <p className={styles.enrol}>
          <LockIcon />
          <span>
            {t.rich('list.partOf', {
              course: product.title,
              product: (chunks) => (
                <span lang={locale} className={styles.productTitle}>
                  {chunks}
                </span>
              ),
              link: (chunks) => <Link href={product.href}>{chunks}</Link>,
              hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
            })}
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
        <p className={styles.empty}>{t('list.seriesEmpty')}</p>
      )}
    </section>
  )
}

/** The /test-series page: every series with its tests, and what the candidate can do with each now. */
export function TestSeriesList({ series, isSignedIn, signInHref, locale, now }: TestSeriesListProps) {
  const t = getTranslator(locale, 'testSeries')
  return (
    <div className={`container ${styles.listPage}`}>
      <header className={styles.listHeader}>
        <h1 className={styles.listTitle}>{t('list.title')}</h1>
        <p className={styles.lead}>{t('list.lead')}</p>
      </header>
      {!isSignedIn ? (
        <p className={styles.signInNote}>{t.rich('list.signInNote', { link: (chunks) => <Link href={signInHref}>{chunks}</Link> })}</p>
      ) : null}
      {series.length ? (
        series.map((entry) => <SeriesSection key={entry.id} series={entry} isSignedIn={isSignedIn} locale={locale} now={now} />)
      ) : (
        <p className={styles.empty}>{t('list.none')}</p>
      )}
    </div>
  )
}
