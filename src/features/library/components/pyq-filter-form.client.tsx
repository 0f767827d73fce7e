'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { FormEvent } from 'react'

import { startNavigationIndicator } from '@/components/site/navigation-events'
import { WideButton } from '@/components/ui/wide-button'
import { defaultLocale, LOCALE_PARAM, type Locale } from '@/lib/locale'

import { pyqStageNames } from '../labels'
import { hasPyqFilters, type PyqFilters, type PyqStage } from '../pyq-filters'
import styles from './pyq-filter-form.module.css'

type Options = { years: number[]; stages: PyqStage[]; papers: { value: string; label: string }[] }

/**
 * The archive's filters: a plain GET form, so it works without JavaScript and the address keeps the
 * choice. With JavaScript it leaves the empty ("All") fields out of the address and stays on the page.
 */
export function PyqFilterForm({ options, filters, locale, clearHref }: { options: Options; filters: PyqFilters; locale: Locale; clearHref: string }) {
  const router = useRouter()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value) query.set(name, value)
    }
    const search = query.toString()
    const target = search ? `/pyq?${search}` : '/pyq'
    // The same address again is no route change: nothing to load, so no loading indicator either.
    if (target === `${window.location.pathname}${window.location.search}`) return
    startNavigationIndicator()
    router.push(target, { scroll: false })
  }

  return (
    <form action="/pyq" method="get" className={styles.form} onSubmit={onSubmit} aria-label="Filter papers">
      <div className={styles.field}>
        <label htmlFor="pyq-year">Year</label>
        <select id="pyq-year" name="year" defaultValue={filters.year?.toString() ?? ''}>
          <option value="">All years</option>
          {options.years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="pyq-stage">Stage</label>
        <select id="pyq-stage" name="stage" defaultValue={filters.stage ?? ''}>
          <option value="">Prelims and Mains</option>
          {options.stages.map((stage) => (
            <option key={stage} value={stage}>
              {pyqStageNames[stage]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="pyq-paper">Paper</label>
        <select id="pyq-paper" name="paper" defaultValue={filters.paper ?? ''}>
          <option value="">All papers</option>
          {options.papers.map((paper) => (
            <option key={paper.value} value={paper.value}>
              {paper.label}
            </option>
          ))}
        </select>
      </div>
      {locale !== defaultLocale ? <input type="hidden" name={LOCALE_PARAM} value={locale} /> : null}
      <div className={styles.actions}>
        <WideButton type="submit" className={styles.submit}>
          Show papers
        </WideButton>
        {hasPyqFilters(filters) ? (
          <Link href={clearHref} className={styles.clear}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  )
}
