import type { Metadata } from 'next'
import Link from 'next/link'

import { WideButton } from '@/components/ui/wide-button'
import { Breadcrumb } from '@/components/site/breadcrumb'
import { PageHeader } from '@/features/library/components/page-header'
import { PyqFilterForm } from '@/features/library/components/pyq-filter-form'
import { describePyqAttempt, pyqAttempt } from '@/features/library/pyq-attempt'
import { getTranslator } from '@/i18n/translator'
import { siteFile, type SiteFile } from '@/lib/media'
import {
  filterPyqPapers,
  groupPapersByYear,
  hasPyqFilters,
  parsePyqFilters,
  pyqFilterOptions,
  pyqHref,
  type PyqFilters,
} from '@/features/library/pyq-filters'
import { formatDuration, formatFileSize } from '@/i18n/format'
import { getPyqArchive } from '@/features/content/library.server'
import { pageLocale, type Locale, textLang, withLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'
import { PYQ_PATH } from '@/lib/links'

import styles from './pyq.module.css'

// What this page shows depends on its query: rendered per request (from cached reads), not cached whole (ADR 010).
export const dynamic = 'force-dynamic'

type SearchParams = Record<string, string | string[] | undefined>
type PyqPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params, searchParams }: PyqPageProps): Promise<Metadata> {
  const query = await searchParams
  const { year } = parsePyqFilters(query)
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'library')
  return pageMetadata({
    title: year ? t('pyq.metaTitleYear', { year: String(year) }) : t('pyq.metaTitle'),
    description: t('pyq.metaDescription'),
    path: PYQ_PATH,
    locale,
  })
}

type Options = ReturnType<typeof pyqFilterOptions>

/** "2023 · Prelims · GS Paper I": what the filters ask for, in words. */
function describeFilters(filters: PyqFilters, options: Options, locale: Locale): string {
  return [
    filters.year?.toString(),
    filters.stage ? getTranslator(locale, 'library')(`stageNames.${filters.stage}`) : undefined,
    filters.paper ? (options.papers.find((paper) => paper.value === filters.paper)?.label ?? filters.paper) : undefined,
  ]
    .filter(Boolean)
    .join(' · ')
}

function Download({ file, label, paperTitle, locale }: { file: SiteFile; label: string; paperTitle: string; locale: Locale }) {
  return (
    <li>
      <a href={file.href} download={file.filename || true} className={styles.download}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path
            d="M12 4v11m-5-5 5 5 5-5M5 20h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>
          {label}
          <span className="visually-hidden">
            : <span lang={textLang(paperTitle, locale)}>{paperTitle}</span>
          </span>
        </span>
      </a>
      {file.filesize ? <span className={styles.size}>{formatFileSize(file.filesize, locale)}</span> : null}
    </li>
  )
}

export default async function PyqPage({ params, searchParams }: PyqPageProps) {
  const query = await searchParams
  const locale: Locale = await pageLocale(params)
  const filters = parsePyqFilters(query)
  const papers = await getPyqArchive(locale)
  const options = pyqFilterOptions(papers)
  const groups = groupPapersByYear(filterPyqPapers(papers, filters))
  const shownCount = groups.reduce((sum, group) => sum + group.papers.length, 0)
  const isFiltered = hasPyqFilters(filters)
  const allHref = pyqHref({}, locale)
  const t = getTranslator(locale, 'library')

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb locale={locale} trail={[{ href: '/', label: getTranslator(locale, 'common')('home') }]} current="PYQ" />
      <PageHeader
        id="pyq-heading"
        eyebrow="PYQ"
        title={t('pyq.title')}
        locale={locale}
        switchPath={pyqHref(filters, 'en')}
        lead={t('pyq.lead')}
      />

      <PyqFilterForm key={JSON.stringify(filters)} options={options} filters={filters} locale={locale} clearHref={allHref} />

      <p role="status" className={styles.summary}>
        {isFiltered
          ? t('pyq.summaryFiltered', {
              count: shownCount,
              total: String(papers.length),
              filters: describeFilters(filters, options, locale),
            })
          : t('pyq.summary', { count: papers.length, years: options.years.length })}
      </p>

      {groups.length ? (
        groups.map((group) => (
          <section key={group.year} aria-labelledby={`year-${group.year}`} className={styles.year}>
            <h2 id={`year-${group.year}`}>{group.year}</h2>
            <ul className={styles.papers}>
              {group.papers.map((paper) => {
                const questionPaper = siteFile(paper.questionPaper)
                const answerKey = siteFile(paper.answerKey)
                const attempt = pyqAttempt(paper.test)
                return (
                  <li key={paper.id}>
                    <article className={styles.paper} aria-labelledby={`paper-${paper.id}`}>
                      <p className={styles.paperKind}>
                        <span className={styles.stage}>{t(`stageNames.${paper.stage}`)}</span>{' '}
                        <span lang={textLang(paper.paper, locale)}>{paper.paper}</span>
                      </p>
                      <h3 id={`paper-${paper.id}`} lang={textLang(paper.title, locale)}>
                        {paper.title}
                      </h3>
                      <p className={styles.pattern}>
                        <span className={styles.patternLabel}>{t('pyq.pattern')}</span>{' '}
                        <span lang={textLang(paper.pattern, locale)}>{paper.pattern}</span>
                      </p>
                      <dl className={styles.facts}>
                        {paper.questionCount ? (
                          <div>
                            <dt>{t('pyq.questions')}</dt>
                            <dd>{paper.questionCount}</dd>
                          </div>
                        ) : null}
                        <div>
                          <dt>{t('pyq.marks')}</dt>
                          <dd>{paper.totalMarks}</dd>
                        </div>
                        <div>
                          <dt>{t('pyq.duration')}</dt>
                          <dd>{formatDuration(paper.durationMinutes, locale)}</dd>
                        </div>
                        {paper.cutoff != null ? (
                          <div>
                            <dt>{t('pyq.cutoff')}</dt>
                            <dd>{paper.cutoffIsEstimate ? t('pyq.estimate', { cutoff: String(paper.cutoff) }) : paper.cutoff}</dd>
                          </div>
                        ) : null}
                      </dl>
                      {attempt ? (
                        <p className={styles.attempt}>
                          <Link href={withLocale(attempt.href, locale)} className={styles.attemptLink}>
                            {t('pyq.attempt')}
                            <span className="visually-hidden">
                              : <span lang={textLang(paper.title, locale)}>{paper.title}</span>
                            </span>
                          </Link>
                          <span className={styles.size}>{describePyqAttempt(attempt, locale)}</span>
                        </p>
                      ) : null}
                      {questionPaper || answerKey ? (
                        <ul className={styles.downloads} aria-label={t('pyq.downloads')}>
                          {questionPaper ? (
                            <Download file={questionPaper} label={t('pyq.questionPaper')} paperTitle={paper.title} locale={locale} />
                          ) : null}
                          {answerKey ? (
                            <Download file={answerKey} label={t('pyq.answerKey')} paperTitle={paper.title} locale={locale} />
                          ) : null}
                        </ul>
                      ) : (
                        <p className={styles.size}>{t('pyq.notOnline')}</p>
                      )}
                    </article>
                  </li>
                )
              })}
            </ul>
          </section>
        ))
      ) : (
        <section className={styles.empty} aria-labelledby="empty-heading">
          <h2 id="empty-heading">{t('pyq.emptyHeading')}</h2>
          <p>{t('pyq.emptyText', { filters: describeFilters(filters, options, locale) })}</p>
          <WideButton href={allHref} variant="outlined">
            {t('pyq.showAll')}
          </WideButton>
        </section>
      )}
    </div>
  )
}
