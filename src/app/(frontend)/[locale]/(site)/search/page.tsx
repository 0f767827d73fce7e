import type { Metadata } from 'next'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { MIN_QUERY_LENGTH, normaliseQuery } from '@/features/search/query'
import { type SearchKind, searchSite } from '@/features/search/search.server'
import { getTranslator } from '@/i18n/translator'
import { type Locale, pageLocale, textLang, withLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/links'

import styles from './search.module.css'

// What this page shows depends on its query: rendered per request (from cached reads), not cached whole (ADR 010).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const query = normaliseQuery((await searchParams).q)
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'search')
  return {
    ...pageMetadata({
      title: query ? t('titleWithQuery', { query }) : t('title'),
      description: t('description'),
      path: routes.search.href(),
      locale,
    }),
    robots: { index: false },
  }
}

const kindLabels = {
  topics: 'topics',
  'current-affairs': 'currentAffairs',
  'editorial-analyses': 'editorials',
  'pyq-papers': 'pyq',
  products: 'courses',
} as const satisfies Record<SearchKind, string>

const suggestionKeys = ['punjabGk', 'groundwater', 'constitution', 'csat', 'sikhHistory', 'stubbleBurning'] as const

const otherLocale = (locale: Locale): Locale => (locale === 'pa' ? 'en' : 'pa')

/** One box across topics, current affairs, editorials, PYQ and courses, both languages searched; results grouped by kind. */
export default async function SearchPage({ params, searchParams }: Props) {
  const { q } = await searchParams
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'search')
  const query = normaliseQuery(q)
  const term = (chunks: ReactNode) => <span lang={textLang(query, locale)}>{chunks}</span>
  const tooShort = query.length > 0 && query.length < MIN_QUERY_LENGTH
  const groups = query && !tooShort ? await searchSite(query, locale) : []
  const total = groups.reduce((sum, group) => sum + group.total, 0)
  const searchHref = (text: string) => withLocale(`${routes.search.href()}?q=${encodeURIComponent(text)}`, locale)
  const meta = (kind: SearchKind, value: string | undefined) =>
    kind === 'topics' && (value === 'mains' || value === 'prelims') ? t(`stage.${value}`) : value

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.heading}>
        <h1>{t('title')}</h1>
      </div>
      <form role="search" action={routes.search.href()} method="get" className={styles.form}>
        <label htmlFor="search-query" className="visually-hidden">
          {t('label')}
        </label>
        <input
          id="search-query"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={100}
          placeholder={t('placeholder')}
          className={styles.input}
        />
        {locale === 'pa' ? <input type="hidden" name="lang" value="pa" /> : null}
        <button type="submit" className={styles.button}>
          {t('submit')}
        </button>
      </form>
      <div aria-live="polite">
        {tooShort ? <p className={styles.status}>{t('tooShort', { min: MIN_QUERY_LENGTH })}</p> : null}
        {query && !tooShort ? (
          <p className={styles.status}>
            {total === 0 ? t.rich('nothing', { query, term }) : t.rich('results', { count: total, query, term })}
          </p>
        ) : null}
      </div>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`} className={styles.group}>
          <h2 id={`results-${group.kind}`}>
            {t(`kinds.${kindLabels[group.kind]}`)} <span className={styles.count}>({group.total})</span>
          </h2>
          <ul className={styles.hits}>
            {group.hits.map((hit) => (
              <li key={hit.id}>
                <Link href={withLocale(hit.href, locale)} lang={textLang(hit.title, locale)}>
                  {hit.title}
                </Link>
                {hit.otherTitle ? (
                  <span className={styles.otherTitle} lang={otherLocale(locale)} data-testid="other-language-title">
                    {hit.otherTitle}
                  </span>
                ) : null}
                {hit.meta ? <span className={styles.meta}>{meta(group.kind, hit.meta)}</span> : null}
                <p lang={textLang(hit.excerpt, locale)}>{hit.excerpt}</p>
              </li>
            ))}
          </ul>
          {group.total > group.hits.length ? <p className={styles.meta}>{t('showingFirst', { count: group.hits.length })}</p> : null}
        </section>
      ))}
      {!query || total === 0 ? (
        <section aria-labelledby="suggestions-heading" className={styles.group}>
          <h2 id="suggestions-heading">{query ? t('tryAnother') : t('popular')}</h2>
          <ul className={styles.suggestions}>
            {suggestionKeys.map((key) => (
              <li key={key}>
                <Link href={searchHref(t(`suggestions.${key}`))}>{t(`suggestions.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
