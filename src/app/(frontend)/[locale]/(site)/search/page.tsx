import type { Metadata } from 'next'
import Link from 'next/link'

import { LanguageSwitch } from '@/components/site/language-switch.client'
import { MIN_QUERY_LENGTH, normaliseQuery } from '@/features/search/query'
import { searchSite } from '@/features/search/search.server'
import { pageLocale, LOCALE_PARAM } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'

import styles from './search.module.css'

// What this page shows depends on its query: rendered per request (from cached reads), not cached whole (ADR 010).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const query = normaliseQuery((await searchParams).q)
  return {
    ...pageMetadata({
      title: query ? `Search: ${query}` : 'Search',
      description: 'Search Punjab PCS topics, current affairs, Tribune editorial analyses, previous year papers and courses.',
      path: '/search',
      locale: await pageLocale(params),
    }),
    robots: { index: false },
  }
}

const suggestions = ['Punjab GK', 'groundwater', 'Constitution', 'CSAT', 'Sikh history', 'stubble burning']

/** One box across topics, current affairs, editorials, PYQ and courses; results grouped by kind. */
export default async function SearchPage({ params, searchParams }: Props) {
  const { q } = await searchParams
  const locale = await pageLocale(params)
  const query = normaliseQuery(q)
  const tooShort = query.length > 0 && query.length < MIN_QUERY_LENGTH
  const groups = query && !tooShort ? await searchSite(query, locale) : []
  const total = groups.reduce((sum, group) => sum + group.total, 0)
  const searchHref = (text: string) => `/search?q=${encodeURIComponent(text)}${locale === 'pa' ? `&${LOCALE_PARAM}=pa` : ''}`

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.heading}>
        <h1>Search</h1>
        <LanguageSwitch current={locale} path={query ? `/search?q=${encodeURIComponent(query)}` : '/search'} />
      </div>
      <form role="search" action="/search" method="get" className={styles.form}>
        <label htmlFor="search-query" className="visually-hidden">
          Search topics, current affairs, editorials, papers and courses
        </label>
        <input
          id="search-query"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={100}
          placeholder="Search topics, current affairs, papers, courses"
          className={styles.input}
          lang={locale}
        />
        {locale === 'pa' ? <input type="hidden" name={LOCALE_PARAM} value="pa" /> : null}
        <button type="submit" className={styles.button}>
          Search
        </button>
      </form>

      <div aria-live="polite">
        {tooShort ? <p className={styles.status}>Type at least {MIN_QUERY_LENGTH} letters to search.</p> : null}
        {query && !tooShort ? (
          <p className={styles.status}>
            {total === 0 ? `Nothing matches “${query}”.` : `${total} result${total === 1 ? '' : 's'} for “${query}”.`}
          </p>
        ) : null}
      </div>

      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`} className={styles.group}>
          <h2 id={`results-${group.kind}`}>
            {group.label} <span className={styles.count}>({group.total})</span>
          </h2>
          <ul className={styles.hits} lang={locale}>
            {group.hits.map((hit) => (
              <li key={hit.id}>
                <Link href={hit.href}>{hit.title}</Link>
                {hit.meta ? <span className={styles.meta}>{hit.meta}</span> : null}
                <p>{hit.excerpt}</p>
              </li>
            ))}
          </ul>
          {group.total > group.hits.length ? <p className={styles.meta}>Showing the first {group.hits.length}: add a word to narrow the search.</p> : null}
        </section>
      ))}

      {!query || total === 0 ? (
        <section aria-labelledby="suggestions-heading" className={styles.group}>
          <h2 id="suggestions-heading">{query ? 'Try another search' : 'Popular searches'}</h2>
          <ul className={styles.suggestions}>
            {suggestions.map((text) => (
              <li key={text}>
                <Link href={searchHref(text)}>{text}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
