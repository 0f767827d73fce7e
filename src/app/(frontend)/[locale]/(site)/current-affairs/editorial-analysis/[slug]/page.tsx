import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { editorialAnalysisHref, EDITORIALS_PATH, HUB_PATH, isTopicLink, topicHref } from '@/lib/links'
import { formatDayInWords, indianDay } from '@/lib/days'
import { getTranslator } from '@/i18n/translator'
import { getEditorialAnalysis } from '@/features/content/current-affairs.server'
import { pageLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'

import { EditorialOf } from '../../_shared/content-words'
import { PageHeader } from '../../_shared/page-header'
import styles from '../../_shared/section.module.css'

/** Rendered on first request, then cached (ADR 010). */
export function generateStaticParams() {
  return []
}

type Props = {
  params: Promise<{ locale: string; slug: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const locale = await pageLocale(params)
  const analysis = await getEditorialAnalysis(slug, locale)
  if (!analysis) return { title: getTranslator(locale, 'currentAffairs')('pageNotFound'), robots: { index: false } }
  return pageMetadata({ title: analysis.title, description: analysis.summary, path: editorialAnalysisHref(slug), locale, type: 'article' })
}

/** One analysis: summary, key points, syllabus relevance and topics, probable Prelims and Mains questions. */
export default async function EditorialAnalysisPage({ params }: Props) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'currentAffairs')
  const analysis = await getEditorialAnalysis(slug, locale)
  if (!analysis) notFound()

  const day = indianDay(analysis.date)
  const topics = (analysis.topics ?? []).filter(isTopicLink)
  const questions = analysis.probableQuestions ?? []
  const byStage = (['prelims', 'mains'] as const)
    .map((stage) => ({ stage, items: questions.filter((question) => question.stage === stage) }))
    .filter((group) => group.items.length)

  return (
    <article className={`container ${styles.page} ${styles.reading}`} aria-labelledby="analysis-heading" lang={locale}>
      <PageHeader
        crumbs={[
          { label: t('home'), href: '/' },
          { label: t('section'), href: HUB_PATH },
          { label: t('editorials'), href: EDITORIALS_PATH },
          { label: analysis.title },
        ]}
        eyebrow={t('editorials')}
        title={analysis.title}
        titleId="analysis-heading"
        lead={
          <>
            <EditorialOf analysis={analysis} locale={locale} />, <time dateTime={day}>{formatDayInWords(day, locale)}</time>
          </>
        }
        locale={locale}
      />

      <section aria-labelledby="summary-heading" className={styles.block}>
        <h2 id="summary-heading">{t('summary')}</h2>
        <p className={styles.summary}>{analysis.summary}</p>
      </section>

      {analysis.keyPoints?.length ? (
        <section aria-labelledby="points-heading" className={styles.block}>
          <h2 id="points-heading">{t('keyPoints')}</h2>
          <ul className={styles.points}>
            {analysis.keyPoints.map((row) => (
              <li key={row.id ?? row.point}>{row.point}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="relevance-heading" className={styles.block}>
        <h2 id="relevance-heading">{t('syllabusRelevance')}</h2>
        <p>{analysis.syllabusRelevance}</p>
        {topics.length ? (
          <>
            <h3 className={styles.smallHeading}>{t('topics')}</h3>
            <ul className={styles.chips}>
              {topics.map((topic) => (
                <li key={topic.id}>
                  <Link href={topicHref(topic.slug)}>{topic.title}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      {byStage.length ? (
        <section aria-labelledby="questions-heading" className={styles.block}>
          <h2 id="questions-heading">{t('probableQuestions')}</h2>
          {byStage.map(({ stage, items }) => (
            <div key={stage}>
              <h3 className={styles.smallHeading}>{t(stage)}</h3>
              <ol className={styles.questions}>
                {items.map((question) => (
                  <li key={question.id ?? question.question}>
                    <p>{question.question}</p>
                    {question.marks ? <p className={styles.badge}>{t('marks', { marks: question.marks })}</p> : null}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ) : null}

      <p>
        <Link href={EDITORIALS_PATH}>{t('allEditorials')}</Link>
      </p>
    </article>
  )
}
