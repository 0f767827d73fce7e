import type { Metadata } from 'next'
import Link from 'next/link'

import { excerpt } from '@/features/resources/resource-index'
import { getTranslator } from '@/i18n/translator'
import { routes, topicHref } from '@/lib/links'
import { formatDuration, intlLocale } from '@/i18n/format'
import { getSyllabus } from '@/features/content/resources.server'
import { pageMetadata } from '@/lib/metadata'
import { pageLocale, type Locale, textLang } from '@/i18n/locale'
import type { Syllabus, Topic } from '@/payload-types'

import styles from './syllabus.module.css'

type SyllabusPageProps = { params: Promise<{ locale: string }> }
type Stage = NonNullable<Syllabus['stages']>[number]
type Paper = NonNullable<Stage['papers']>[number]

const marksNumbers = {
  en: new Intl.NumberFormat(intlLocale('en'), { maximumFractionDigits: 2 }),
  pa: new Intl.NumberFormat(intlLocale('pa'), { maximumFractionDigits: 2 }),
}

export async function generateMetadata({ params }: SyllabusPageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const syllabus = await getSyllabus(locale)
  const t = getTranslator(locale, 'resources')
  return pageMetadata({
    title: syllabus.title || t('syllabus.metaTitle'),
    description: syllabus.intro ? excerpt(syllabus.intro, 160) : t('syllabus.metaDescription'),
    path: routes.syllabus.href(),
    locale,
  })
}

/** A blank cell, read out as "none" rather than as a dash. */
function Blank({ locale }: { locale: Locale }) {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{getTranslator(locale, 'resources')('syllabus.none')}</span>
    </>
  )
}

const paperTopics = (paper: Paper) =>
  (paper.topics ?? []).filter((topic): topic is Topic => typeof topic === 'object' && topic !== null && Boolean(topic.slug))
const syllabusLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

function PapersTable({ stage, locale }: { stage: Stage; locale: Locale }) {
  const papers = stage.papers ?? []
  const t = getTranslator(locale, 'resources')
  const marksNumber = marksNumbers[locale]
  const blank = <Blank locale={locale} />
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby={`${stage.key}-table-caption`} tabIndex={0}>
      <table className={styles.table}>
        <caption id={`${stage.key}-table-caption`}>
          {t.rich('syllabus.caption', { stage: stage.title, name: (chunks) => <span lang={textLang(stage.title, locale)}>{chunks}</span> })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('syllabus.columns.paper')}</th>
            <th scope="col">{t('syllabus.columns.questions')}</th>
            <th scope="col">{t('syllabus.columns.marksPerQuestion')}</th>
            <th scope="col">{t('syllabus.columns.totalMarks')}</th>
            <th scope="col">{t('syllabus.columns.duration')}</th>
            <th scope="col">{t('syllabus.columns.negativeMarking')}</th>
            <th scope="col">{t('syllabus.columns.qualifying')}</th>
          </tr>
        </thead>
        <tbody>
          {papers.map((paper) => (
            <tr key={paper.id ?? paper.title}>
              <th scope="row" lang={textLang(paper.title, locale)}>
                {paper.title}
              </th>
              <td>{paper.questions ?? blank}</td>
              <td>{paper.marksPerQuestion != null ? marksNumber.format(paper.marksPerQuestion) : blank}</td>
              <td>{marksNumber.format(paper.totalMarks)}</td>
              <td>{paper.durationMinutes ? formatDuration(paper.durationMinutes, locale) : blank}</td>
              <td lang={textLang(paper.negativeMarking, locale)}>{paper.negativeMarking || blank}</td>
              <td>{paper.qualifyingPercent != null ? t('syllabus.qualifyingOnly', { percent: paper.qualifyingPercent }) : blank}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The PPSC Civil Services pattern and syllabus, from the Syllabus global staff edit in the admin. */
export default async function SyllabusPage({ params }: SyllabusPageProps) {
  const locale = await pageLocale(params)
  const syllabus = await getSyllabus(locale)
  const stages = syllabus.stages ?? []
  const t = getTranslator(locale, 'resources')

  return (
    <article className={`container ${styles.page}`} aria-labelledby="syllabus-heading">
      <header className={styles.header}>
        <div className={styles.headerTop}>
          <h1 id="syllabus-heading" lang={textLang(syllabus.title, locale)}>
            {syllabus.title || t('syllabus.title')}
          </h1>
        </div>
        {syllabus.intro ? (
          <p className={styles.intro} lang={textLang(syllabus.intro, locale)}>
            {syllabus.intro}
          </p>
        ) : (
          <p className={styles.intro}>{t('syllabus.updating')}</p>
        )}
      </header>

      {stages.length > 1 ? (
        <nav aria-label={t('syllabus.stages')} className={styles.jump}>
          <ol lang={locale}>
            {stages.map((stage) => (
              <li key={stage.id ?? stage.key}>
                <a href={`#${stage.key}`}>{stage.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {stages.map((stage) => (
        <section key={stage.id ?? stage.key} id={stage.key} aria-labelledby={`${stage.key}-heading`} className={styles.stage}>
          <h2 id={`${stage.key}-heading`} lang={locale}>
            {stage.title}
          </h2>
          <p className={styles.summary} lang={locale}>
            {stage.summary}
          </p>
          {stage.papers?.length ? <PapersTable stage={stage} locale={locale} /> : null}

          {(stage.papers ?? []).map((paper, index) => {
            const headingId = `${stage.key}-paper-${index + 1}`
            const topics = paperTopics(paper)
            return (
              <section key={paper.id ?? paper.title} aria-labelledby={headingId} className={styles.paper}>
                <h3 id={headingId} lang={locale}>
                  {paper.title}
                </h3>
                <ul className={styles.lines} lang={locale}>
                  {syllabusLines(paper.syllabus).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {topics.length ? (
                  <div className={styles.topics}>
                    <p className={styles.topicsLabel} id={`${headingId}-topics`}>
                      {t('syllabus.studyNotes')}
                    </p>
                    <ul aria-labelledby={`${headingId}-topics`} lang={locale}>
                      {topics.map((topic) => (
                        <li key={topic.id}>
                          <Link href={topicHref(topic.slug!)}>{topic.title}</Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </section>
            )
          })}
        </section>
      ))}

      {syllabus.notes?.length ? (
        <section aria-labelledby="syllabus-notes-heading" className={styles.notes}>
          <h2 id="syllabus-notes-heading">{t('syllabus.goodToKnow')}</h2>
          <ul lang={locale}>
            {syllabus.notes.map((note) => (
              <li key={note.id ?? note.note}>{note.note}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
