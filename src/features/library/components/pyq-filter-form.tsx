import Link from 'next/link'

import { GetForm } from '@/components/forms/get-form.client'
import { WideButton } from '@/components/ui/wide-button'
import { getTranslator } from '@/i18n/translator'
import { defaultLocale, LOCALE_PARAM, type Locale, textLang } from '@/i18n/locale'
import { PYQ_PATH } from '@/lib/links'

import { hasPyqFilters, type PyqFilters, type PyqStage } from '../pyq-filters'
import styles from './pyq-filter-form.module.css'

type Options = { years: number[]; stages: PyqStage[]; papers: { value: string; label: string }[] }

/**
 * The archive's filters: a plain GET form, so it works without JavaScript and the address keeps the
 * choice. Rendered on the server; only `GetForm`'s submit (empty fields left out of the address, no
 * full load) runs in the browser.
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
  const t = getTranslator(locale, 'library')

  return (
    <GetForm action={PYQ_PATH} className={styles.form} label={t('pyq.filter.label')}>
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
    </GetForm>
  )
}
