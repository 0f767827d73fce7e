import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import { editorialAnalysisHref, EDITORIALS_PATH, editorialsHref, HUB_PATH } from '@/lib/links'
import { formatDayInWords, indianDay, readRangeParams } from '@/lib/days'
import { getTranslator } from '@/i18n/translator'
import { getEditorialAnalyses, getFirstEditorialDay } from '@/features/content/current-affairs.server'
import { pageLocale, withLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'

import { EditorialOf } from '../_shared/content-words'
import { PageHeader } from '../_shared/page-header'
import styles from '../_shared/section.module.css'
import { EditorialFilter } from './editorial-filter.client'
import { MessagesProvider } from '@/i18n/messages-provider'

// What this page shows depends on its query: rendered per request (from cached reads), not cached whole (ADR 010).
export const dynamic = 'force-dynamic'

const PAGE_SIZE = 10

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const query = await searchParams
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'currentAffairs')
  const range = readRangeParams(query.from, query.to)
  return {
    ...pageMetadata({ title: t('editorialsTitle'), description: t('editorialsIntro'), path: EDITORIALS_PATH, locale }),
    // Filtered and paged lists are the same analyses again: only the plain list is for search engines.
    ...(range.from || range.to || query.page ? { robots: { index: false, follow: true } } : {}),
  }
}

/** Tribune editorial analyses, newest first, filtered by `?from=&to=` (a reversed range is swapped and the address corrected). */
export default async function EditorialAnalysesPage({ params, searchParams }: Props) {
  const query = await searchParams
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'currentAffairs')
  const range = readRangeParams(query.from, query.to)
  if (!range.isCanonical && range.unreadable.length === 0) redirect(withLocale(editorialsHref({ from: range.from, to: range.to }), locale))
  const page = Math.max(1, Number.parseInt(typeof query.page === 'string' ? query.page : '1', 10) || 1)

  const today = indianDay(new Date())
  const [analyses, firstDay] = await Promise.all([
    getEditorialAnalyses({ from: range.from, to: range.to, page }, PAGE_SIZE, locale),
    getFirstEditorialDay(),
  ])
  const words = (day: string) => formatDayInWords(day, locale)
  const described =
    range.from || range.to
      ? t('analysesFound', {
          count: analyses.totalDocs,
          range: range.from && range.to ? 'between' : range.from ? 'since' : 'until',
          from: range.from ? words(range.from) : '',
          to: range.to ? words(range.to) : '',
        })
      : null

  return (
    <div className={`container ${styles.page}`} lang={locale}>
      <PageHeader
        crumbs={[{ label: t('home'), href: '/' }, { label: t('section'), href: HUB_PATH }, { label: t('editorials') }]}
        eyebrow={t('section')}
        title={t('editorials')}
        titleId="editorials-heading"
        lead={t('editorialsIntro')}
        locale={locale}
        switchPath={editorialsHref({ from: range.from, to: range.to, page: page > 1 ? page : undefined })}
      />

      {firstDay ? (
        <MessagesProvider locale={locale} namespaces={['currentAffairs', 'forms']}>
          <EditorialFilter from={range.from} to={range.to} firstDay={firstDay} today={today} locale={locale} action={EDITORIALS_PATH} />
        </MessagesProvider>
      ) : null}

      <div role="status" className={styles.status}>
        {range.unreadable.map((text) => (
          <p key={text} className={styles.notice}>
            {t('unreadableRange', { text })}
          </p>
        ))}
        {described ? <p>{described}</p> : null}
      </div>

      {analyses.docs.length ? (
        <ol className={styles.cards}>
          {analyses.docs.map((analysis) => (
            <li key={analysis.id}>
              <article className={styles.card} aria-labelledby={`analysis-${analysis.id}`}>
                <p className={styles.cardMeta}>
                  <time dateTime={indianDay(analysis.date)}>{words(indianDay(analysis.date))}</time>
                </p>
                <h2 id={`analysis-${analysis.id}`}>
                  <Link href={editorialAnalysisHref(analysis.slug)}>{analysis.title}</Link>
                </h2>
                <p className={styles.muted}>
                  <EditorialOf analysis={analysis} locale={locale} />
                </p>
                <p>{analysis.summary}</p>
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>{t('noAnalyses')}</p>
      )}

      {analyses.totalPages > 1 ? (
        <nav aria-label={t('pages')} className={styles.pagination}>
          {analyses.hasPrevPage ? (
            <Link href={editorialsHref({ from: range.from, to: range.to, page: page - 1 })}>{t('previousPage')}</Link>
          ) : (
            <span />
          )}
          <span>{t('pageOf', { page, total: analyses.totalPages })}</span>
          {analyses.hasNextPage ? (
            <Link href={editorialsHref({ from: range.from, to: range.to, page: page + 1 })}>{t('nextPage')}</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}
