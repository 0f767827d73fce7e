import Link from 'next/link'

import { formatIndianDateTime } from '@/i18n/format'
import { type Locale, textLang, withLocale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'
import { MessagesProvider } from '@/i18n/messages-provider'
import { districtName } from '@/lib/district-name'
import { routes, testHref } from '@/lib/links'

import { formatMarks } from '../../practice-player/marks'
import { formatSeconds } from '../result/result-labels'
import type { LeaderboardView, OwnPlace } from '../../mock-window.server'
import { WindowLive } from './window-live.client'
import results from '../result/result.module.css'
import styles from './leaderboard.module.css'

type Props = {
  view: LeaderboardView
  locale: Locale
  /** Null for a visitor, who is asked to sign in for their own place. */
  viewer: { signInHref: string } | { isSignedIn: true }
}

/** An All-Punjab mock window's leaderboard (ADR 044): its times, the reader's place, and the top 100 once published. */
export function Leaderboard({ view, locale, viewer }: Props) {
  const t = getTranslator(locale, 'leaderboard')
  const date = (iso: string) => formatIndianDateTime(iso, locale)
  return (
    <article className={`container ${styles.page}`} aria-labelledby="leaderboard-heading">
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h1 id="leaderboard-heading" className={styles.title}>
        {t('title', { test: view.title })}
      </h1>
      <dl className={styles.times}>
        <div>
          <dt>{t('startsAt')}</dt>
          <dd>{date(view.window.startsAt)}</dd>
        </div>
        <div>
          <dt>{t('lateEntryUntil')}</dt>
          <dd>{date(view.window.lateEntryUntil)}</dd>
        </div>
        <div>
          <dt>{t('endsAt')}</dt>
          <dd>{date(view.window.endsAt)}</dd>
        </div>
      </dl>
      {view.ranks ? (
        <Published view={view} ranks={view.ranks} locale={locale} viewer={viewer} />
      ) : (
        <>
          <div className={styles.card}>
            <p>{t('pending', { published: date(view.window.publishedAt) })}</p>
            <p>{t('rule')}</p>
            {view.phase === 'upcoming' || view.phase === 'entry' ? (
              <p>
                <Link href={withLocale(testHref(view.slug), locale)}>{t('takeTest')}</Link>
              </p>
            ) : null}
          </div>
          <MessagesProvider locale={locale} namespaces={['leaderboard']}>
            <WindowLive slug={view.slug} />
          </MessagesProvider>
        </>
      )}
    </article>
  )
}

function Published({ view, ranks, locale, viewer }: Props & { ranks: NonNullable<LeaderboardView['ranks']> }) {
  const t = getTranslator(locale, 'leaderboard')
  const tr = getTranslator(locale, 'result')
  const caption = t('caption', { shown: ranks.top.length, count: ranks.candidates })
  return (
    <>
      <section className={styles.card} aria-labelledby="own-place-heading">
        <h2 id="own-place-heading" className="visually-hidden">
          {t('ownHeading')}
        </h2>
        {'signInHref' in viewer ? (
          <p>
            <Link href={viewer.signInHref}>{t('signIn')}</Link>
          </p>
        ) : (
          <OwnPlaceCard own={ranks.own} candidates={ranks.candidates} slug={view.slug} locale={locale} maxScore={view.maxScore} />
        )}
      </section>
      {ranks.isPaired ? <p className={styles.note}>{t('rankedByGs')}</p> : null}
      {ranks.top.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className={`${results.tableScroller} ${styles.scroller}`} role="region" aria-label={caption} tabIndex={0}>
          <table className={`${results.table} ${styles.table}`}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rank')}</th>
                <th scope="col">{t('candidate')}</th>
                <th scope="col">{t('score', { max: formatMarks(view.maxScore) })}</th>
                <th scope="col">{t('time')}</th>
                {ranks.isPaired ? <th scope="col">{t('csat')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {ranks.top.map((row, index) => (
                <tr key={index} className={row.isOwn ? styles.ownRow : undefined} aria-current={row.isOwn ? 'true' : undefined}>
                  <td>{row.rank}</td>
                  <th scope="row">
                    {row.shownName ? <span lang={textLang(row.shownName, locale)}>{row.shownName}</span> : t('anonymous')}
                    {row.isOwn ? ` ${t('you')}` : null}
                  </th>
                  <td>{formatMarks(row.score)}</td>
                  <td>{formatSeconds(tr, row.timeTaken)}</td>
                  {ranks.isPaired ? (
                    <td>{row.csat == null ? t('csatNotTaken') : row.csat ? t('csatQualified') : t('csatNotQualified')}</td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.note}>
        {t.rich('names', {
          link: (chunks) => <Link href={withLocale(routes.account.href(), locale)}>{chunks}</Link>,
        })}
      </p>
    </>
  )
}

function OwnPlaceCard({
  own,
  candidates,
  slug,
  locale,
  maxScore,
}: {
  own: OwnPlace | null
  candidates: number
  slug: string
  locale: Locale
  maxScore: number
}) {
  const t = getTranslator(locale, 'leaderboard')
  const tr = getTranslator(locale, 'result')
  if (!own) return <p>{t.rich('notTaken', { link: (chunks) => <Link href={withLocale(testHref(slug), locale)}>{chunks}</Link> })}</p>
  const of = (rank: number, count: number) => tr('standing.rankOf', { rank, candidates: count })
  return (
    <>
      {own.isRanked ? null : <p>{t('practice')}</p>}
      <dl className={styles.own}>
        <div>
          <dt>{own.isRanked ? t('ownRank') : t('ownRankWould')}</dt>
          <dd data-testid="own-rank">{of(own.rank, own.isRanked ? candidates : candidates + 1)}</dd>
        </div>
        <div>
          <dt>{t('ownScore')}</dt>
          <dd>{t('scoreOf', { score: formatMarks(own.score), max: formatMarks(maxScore) })}</dd>
        </div>
        {own.district ? (
          <div>
            <dt>{tr('standing.districtRank', { district: districtName(locale, own.district.district) })}</dt>
            <dd data-testid="own-district-rank">{of(own.district.rank, own.district.candidates)}</dd>
          </div>
        ) : null}
      </dl>
      {own.district ? null : (
        <p>
          {tr.rich('standing.districtHint', {
            link: (chunks) => <Link href={withLocale(routes.account.href(), locale)}>{chunks}</Link>,
          })}
        </p>
      )}
    </>
  )
}
