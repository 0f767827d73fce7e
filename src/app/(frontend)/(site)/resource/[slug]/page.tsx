import type { SerializedEditorState } from 'lexical'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { WideButton } from '@/components/ui/wide-button'
import { getCurrentAffairsForTopic, getTestsForTopic, getTopic, getTopicsByStage } from '@/lib/content.server'
import { formatIndianDate } from '@/lib/format'

import { noteSections, TopicNotes } from './notes'
import styles from './topic.module.css'

type TopicPageProps = { params: Promise<{ slug: string }> }

const stageNames = { prelims: 'GS PCS Prelims', mains: 'GS PCS Mains' } as const
const testKindNames = { 'gs-prelims': 'GS Prelims', csat: 'CSAT', sectional: 'Sectional test', topic: 'Topic test', pyq: 'Past paper' } as const

/** Only the spec's two address families are topics; anything else is a 404 without a database read. */
const isTopicAddress = (slug: string) => /^gs-pcs-(prelims|mains)_[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)

async function findTopic(slug: string) {
  if (!isTopicAddress(slug)) return null
  return getTopic(slug)
}

export async function generateMetadata({ params }: TopicPageProps): Promise<Metadata> {
  const topic = await findTopic((await params).slug)
  if (!topic) return { title: 'Topic not found' }
  return { title: `${topic.title}: ${stageNames[topic.stage]} notes`, description: topic.overview }
}

export default async function TopicPage({ params }: TopicPageProps) {
  const topic = await findTopic((await params).slug)
  if (!topic) notFound()

  const [siblings, tests, news] = await Promise.all([
    getTopicsByStage(topic.stage),
    getTestsForTopic(topic.id),
    getCurrentAffairsForTopic(topic.id, 5),
  ])
  const notes = topic.notes as SerializedEditorState | null | undefined
  const sections = noteSections(notes)

  return (
    <article className={`container ${styles.page}`} aria-labelledby="topic-heading">
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/">Home</Link>
          </li>
          <li>
            <Link href="/resources">Resources</Link>
          </li>
          <li>
            <Link href={`/resources#gs-pcs-${topic.stage}`}>{stageNames[topic.stage]}</Link>
          </li>
          <li aria-current="page">{topic.title}</li>
        </ol>
      </nav>

      <header className={styles.header}>
        <p className={styles.stage}>{stageNames[topic.stage]}</p>
        <h1 id="topic-heading">{topic.title}</h1>
        <p className={styles.overview}>{topic.overview}</p>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          {sections.length > 1 ? (
            <nav aria-labelledby="contents-heading" className={styles.contents}>
              <h2 id="contents-heading">On this page</h2>
              <ol>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {notes ? (
            <TopicNotes notes={notes} />
          ) : (
            <p className={styles.empty}>Notes for this topic are being written by our faculty and will appear here soon.</p>
          )}
        </div>

        <aside className={styles.aside} aria-label="Practice and related reading">
          <section aria-labelledby="practice-heading" className={styles.panel}>
            <h2 id="practice-heading">Practise this topic</h2>
            {tests.length ? (
              <ul className={styles.list}>
                {tests.map((test) => (
                  <li key={test.id}>
                    <Link href={`/test-series#${test.slug}`}>{test.title}</Link>
                    <span className={styles.meta}>
                      {testKindNames[test.kind]} · {test.questionCount} questions · {test.durationMinutes} min · {test.isFree ? 'Free' : 'Paid'}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.meta}>No test on this topic yet: the full-length mocks cover it.</p>
            )}
            <WideButton href="/test-series" variant="outlined">
              All test series
            </WideButton>
          </section>

          <section aria-labelledby="news-heading" className={styles.panel}>
            <h2 id="news-heading">In the news</h2>
            {news.length ? (
              <ul className={styles.list}>
                {news.map((article) => (
                  <li key={article.id}>
                    <span>{article.title}</span>
                    <span className={styles.meta}>
                      <time dateTime={article.date}>{formatIndianDate(article.date)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.meta}>No recent current affairs are tagged with this topic.</p>
            )}
            <Link href="/current-affairs/daily-current-affairs">Daily current affairs</Link>
          </section>

          <nav aria-labelledby="siblings-heading" className={styles.panel}>
            <h2 id="siblings-heading">Other {stageNames[topic.stage]} topics</h2>
            <ul className={styles.siblings}>
              {siblings
                .filter((sibling) => sibling.id !== topic.id)
                .map((sibling) => (
                  <li key={sibling.id}>
                    <Link href={`/resource/${sibling.slug}`}>{sibling.title}</Link>
                  </li>
                ))}
            </ul>
          </nav>
        </aside>
      </div>
    </article>
  )
}
