'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { FormEvent } from 'react'
import { useTranslations } from 'use-intl'

import { startNavigationIndicator } from '@/components/site/navigation-events'
import { WideButton } from '@/components/ui/wide-button'
import { defaultLocale, LOCALE_PARAM, type Locale, textLang } from '@/i18n/locale'
import { PYQ_PATH } from '@/lib/links'

import { hasPyqFilters, type PyqFilters, type PyqStage } from '../pyq-filters'
import styles from './pyq-filter-form.module.css'

type Options = { years: number[]; stages: PyqStage[]; papers: { value: string; label: string }[] }

/**
 * The archive's filters: a plain GET form, so it works without JavaScript and the address keeps the
 * choice. With JavaScript it leaves the empty ("All") fields out of the address and stays on the page.
 */
export function PyqFilterForm({
  options,
  filters,
  locale,
  clearHref,
}: {
  options: Options
  filters: PyqFilters
  locale: Locale
  clearHref: string
}) {
  const router = useRouter()
  const t = useTranslations('library')

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value) query.set(name, value)
    }
    const search = query.toString()
    const target = search ? `${PYQ_PATH}?${search}` : PYQ_PATH
    // The same address again is no route change: nothing to load, so no loading indicator either.
    if (target === `${window.location.pathname}${window.location.search}`) return
    startNavigationIndicator()
    router.push(target, { scroll: false })
  }

  return (
    <form action={PYQ_PATH} method="get" className={styles.form} onSubmit={onSubmit} aria-label={t('pyq.filter.label')}>
      <div className={styles.field}>
        <label htmlFor="pyq-year">{t('pyq.filter.year')}</label>
        <select id="pyq-year" name="year" defaultValue={filters.year?.toString() ?? ''}>
          <option value="">{t('pyq.filter.allYears')}</option>
          {options.years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="pyq-stage">{t('pyq.filter.stage')}</label>
        <select id="pyq-stage" name="stage" defaultValue={filters.stage ?? ''}>
          <option value="">{t('pyq.filter.bothStages')}</option>
          {options.stages.map((stage) => (
            <option key={stage} value={stage}>
              {t(`stageNames.${stage}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="pyq-paper">{t('pyq.filter.paper')}</label>
        <select id="pyq-paper" name="paper" defaultValue={filters.paper ?? ''}>
          <option value="">{t('pyq.filter.allPapers')}</option>
          {options.papers.map((paper) => (
            <option key={paper.value} value={paper.value} lang={textLang(paper.label, locale)}>
              {paper.label}
            </option>
          ))}
        </select>
      </div>
      {locale !== defaultLocale ? <input type="hidden" name={LOCALE_PARAM} value={locale} /> : null}
      <div className={styles.actions}>
        <WideButton type="submit" className={styles.submit}>
          {t('pyq.filter.submit')}
        </WideButton>
        {hasPyqFilters(filters) ? (
          <Link href={clearHref} className={styles.clear}>
            {t('pyq.filter.clear')}
          </Link>
        ) : null}
      </div>
    </form>
  )
}
