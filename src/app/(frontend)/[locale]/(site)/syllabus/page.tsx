import type { Metadata } from 'next'
import Link from 'next/link'

import { excerpt } from '@/features/resources/resource-index'
import { topicHref } from '@/lib/links'
import { formatDuration } from '@/lib/format'
import { getSyllabus } from '@/lib/content/resources.server'
import { pageMetadata } from '@/lib/metadata'
import { pageLocale, type Locale } from '@/lib/locale'
import type { Syllabus, Topic } from '@/payload-types'

import styles from './syllabus.module.css'

type SyllabusPageProps = { params: Promise<{ locale: string }> }
type Stage = NonNullable<Syllabus['stages']>[number]
type Paper = NonNullable<Stage['papers']>[number]

const marksNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

export async function generateMetadata({ params }: SyllabusPageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const syllabus = await getSyllabus(locale)
  return pageMetadata({
    title: syllabus.title || 'PPSC Civil Services syllabus',
    description: syllabus.intro ? excerpt(syllabus.intro, 160) : 'The pattern and syllabus of the PPSC Civil Services examination.',
    path: '/syllabus',
    locale,
  })
}

/** A blank cell, read out as "none" rather than as a dash. */
function Blank() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">none</span>
    </>
  )
}

const paperTopics = (paper: Paper) => (paper.topics ?? []).filter((topic): topic is Topic => typeof topic === 'object' && topic !== null && Boolean(topic.slug))
const syllabusLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

function PapersTable({ stage, locale }: { stage: Stage; locale: Locale }) {
  const papers = stage.papers ?? []
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby={`${stage.key}-table-caption`} tabIndex={0}>
      <table className={styles.table}>
        <caption id={`${stage.key}-table-caption`}>
          <span lang={locale}>{stage.title}</span>: papers and marks
        </caption>
        <thead>
          <tr>
            <th scope="col">Paper</th>
            <th scope="col">Questions</th>
            <th scope="col">Marks per question</th>
            <th scope="col">Total marks</th>
            <th scope="col">Duration</th>
            <th scope="col">Negative marking</th>
            <th scope="col">Qualifying marks</th>
          </tr>
        </thead>
        <tbody>
          {papers.map((paper) => (
            <tr key={paper.id ?? paper.title}>
              <th scope="row" lang={locale}>
                {paper.title}
              </th>
              <td>{paper.questions ?? <Blank />}</td>
              <td>{paper.marksPerQuestion != null ? marksNumber.format(paper.marksPerQuestion) : <Blank />}</td>
              <td>{marksNumber.format(paper.totalMarks)}</td>
              <td>{paper.durationMinutes ? formatDuration(paper.durationMinutes) : <Blank />}</td>
              <td lang={locale}>{paper.negativeMarking || <Blank />}</td>
              <td>{paper.qualifyingPercent != null ? `${paper.qualifyingPercent}% (qualifying only)` : <Blank />}</td>
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

  return (
    <article className={`container ${styles.page}`} aria-labelledby="syllabus-heading">
      <header className={styles.header}>
        <div className={styles.headerTop}>
          <h1 id="syllabus-heading" lang={locale}>
            {syllabus.title || 'Syllabus'}
          </h1>
        </div>
        {syllabus.intro ? (
          <p className={styles.intro} lang={locale}>
            {syllabus.intro}
          </p>
        ) : (
          <p className={styles.intro}>The syllabus is being updated by our faculty. Please check back soon.</p>
        )}
      </header>

      {stages.length > 1 ? (
        <nav aria-label="Stages of the examination" className={styles.jump}>
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
                      Study notes:
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
          <h2 id="syllabus-notes-heading">Good to know</h2>
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
