import type { Metadata } from 'next'
import Link from 'next/link'

import { WideButton } from '@/components/ui/wide-button'
import { Breadcrumb } from '@/components/site/breadcrumb'
import { PageHeader } from '@/features/library/components/page-header'
import { PyqFilterForm } from '@/features/library/components/pyq-filter-form.client'
import { pyqStageNames } from '@/features/library/labels'
import { describePyqAttempt, pyqAttempt } from '@/features/library/pyq-attempt'
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
import { formatDuration, formatFileSize } from '@/lib/format'
import { getPyqArchive } from '@/lib/content/library.server'
import { pageLocale, type Locale, withLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'

import styles from './pyq.module.css'

// What this page shows depends on its query: rendered per request (from cached reads), not cached whole (ADR 010).
export const dynamic = 'force-dynamic'

type SearchParams = Record<string, string | string[] | undefined>
type PyqPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params, searchParams }: PyqPageProps): Promise<Metadata> {
  const query = await searchParams
  const { year } = parsePyqFilters(query)
  return pageMetadata({
    title: year ? `PYQ ${year}: PPSC previous year question papers` : 'PYQ: PPSC previous year question papers',
    description:
      'Punjab PCS (PPSC) Prelims and Mains question papers with answer keys as free PDFs, year by year, each labelled with the exam pattern it was set in. Filter by year, stage and paper.',
    path: '/pyq',
    locale: await pageLocale(params),
  })
}

type Options = ReturnType<typeof pyqFilterOptions>

/** "2023 · Prelims · GS Paper I": what the filters ask for, in words. */
function describeFilters(filters: PyqFilters, options: Options): string {
  return [
    filters.year?.toString(),
    filters.stage ? pyqStageNames[filters.stage] : undefined,
    filters.paper ? (options.papers.find((paper) => paper.value === filters.paper)?.label ?? filters.paper) : undefined,
  ]
    .filter(Boolean)
    .join(' · ')
}

const papersCount = (count: number) => `${count} ${count === 1 ? 'paper' : 'papers'}`

function Download({ file, label, paperTitle, locale }: { file: SiteFile; label: string; paperTitle: string; locale: Locale }) {
  return (
    <li>
      <a href={file.href} download={file.filename || true} className={styles.download}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>
          {label}
          <span className="visually-hidden">
            : <span lang={locale}>{paperTitle}</span>
          </span>
        </span>
      </a>
      {file.filesize ? <span className={styles.size}>{formatFileSize(file.filesize)}</span> : null}
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

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb trail={[{ href: '/', label: 'Home' }]} current="PYQ" />
      <PageHeader
        id="pyq-heading"
        eyebrow="PYQ"
        title="Previous year question papers"
        locale={locale}
        switchPath={pyqHref(filters, 'en')}
        lead="Punjab State Civil Services Combined Competitive Examination papers with their answer keys, free to download. The exam pattern has changed over the years, so every paper is labelled with the pattern it was set in."
      />

      <PyqFilterForm key={JSON.stringify(filters)} options={options} filters={filters} locale={locale} clearHref={allHref} />

      <p role="status" className={styles.summary}>
        {isFiltered
          ? `${papersCount(shownCount)} of ${papers.length} for ${describeFilters(filters, options)}`
          : `${papersCount(papers.length)} from ${options.years.length} ${options.years.length === 1 ? 'year' : 'years'}`}
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
                        <span className={styles.stage}>{pyqStageNames[paper.stage]}</span> {paper.paper}
                      </p>
                      <h3 id={`paper-${paper.id}`} lang={locale}>
                        {paper.title}
                      </h3>
                      <p className={styles.pattern}>
                        <span className={styles.patternLabel}>Exam pattern</span> {paper.pattern}
                      </p>
                      <dl className={styles.facts}>
                        {paper.questionCount ? (
                          <div>
                            <dt>Questions</dt>
                            <dd>{paper.questionCount}</dd>
                          </div>
                        ) : null}
                        <div>
                          <dt>Marks</dt>
                          <dd>{paper.totalMarks}</dd>
                        </div>
                        <div>
                          <dt>Duration</dt>
                          <dd>{formatDuration(paper.durationMinutes)}</dd>
                        </div>
                        {paper.cutoff != null ? (
                          <div>
                            <dt>Cut-off (General)</dt>
                            <dd>{paper.cutoffIsEstimate ? `${paper.cutoff} (academy’s estimate)` : paper.cutoff}</dd>
                          </div>
                        ) : null}
                      </dl>
                      {attempt ? (
                        <p className={styles.attempt}>
                          <Link href={withLocale(attempt.href, locale)} className={styles.attemptLink}>
                            Attempt
                            <span className="visually-hidden">
                              : <span lang={locale}>{paper.title}</span>
                            </span>
                          </Link>
                          <span className={styles.size}>{describePyqAttempt(attempt)}</span>
                        </p>
                      ) : null}
                      {questionPaper || answerKey ? (
                        <ul className={styles.downloads} aria-label="Downloads">
                          {questionPaper ? <Download file={questionPaper} label="Question paper (PDF)" paperTitle={paper.title} locale={locale} /> : null}
                          {answerKey ? <Download file={answerKey} label="Answer key (PDF)" paperTitle={paper.title} locale={locale} /> : null}
                        </ul>
                      ) : (
                        <p className={styles.size}>The PDFs of this paper are not online yet.</p>
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
          <h2 id="empty-heading">No papers match these filters</h2>
          <p>
            The archive has no paper for {describeFilters(filters, options)}. Choose another year, stage or paper above, or see every
            paper.
          </p>
          <WideButton href={allHref} variant="outlined">
            Show all papers
          </WideButton>
        </section>
      )}
    </div>
  )
}
