import type { SerializedEditorState } from 'lexical'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { Breadcrumb } from '@/components/site/breadcrumb'
import { WideButton } from '@/components/ui/wide-button'
import { getUser } from '@/features/auth/get-user.server'
import { resourceGroups, stageAnchor, stageName } from '@/features/resources/resource-index'
import { hasLockedParts, isTopicUnlocked, topicFiles, unlockingProducts } from '@/features/resources/topic-access'
import { describeTestKind } from '@/features/test-engine/components/test-series-labels'
import { dailyArticleHref, editorialAnalysisHref, signInHref, topicHref } from '@/lib/links'
import { getCurrentAffairsForTopic, getNavigation, getTestsForTopic, getTopicsByStage } from '@/lib/content.server'
import { getEditorialAnalysesForTopic, getResourceTopic, readTopicForUser } from '@/lib/content/resources.server'
import { formatIndianDate } from '@/lib/format'
import { pageMetadata } from '@/lib/metadata'
import { pageLocale, type Locale, withLocale } from '@/lib/locale'

import { LockedNotes } from './locked-notes'
import { noteSections, TopicNotes } from './notes'
import { TopicFiles } from './topic-files'
import styles from './topic.module.css'

export type TopicPageProps = { params: Promise<{ locale: string; slug: string }> }

/** Who the page is rendered for: the cached visitor's page, or one reader with a session (ADR 010). */
export type Viewer = 'visitor' | 'signed-in'

/** Only the spec's two address families are topics; anything else is a 404 without a database read. */
const isTopicAddress = (slug: string) => /^gs-pcs-(prelims|mains)_[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)

async function findTopic(slug: string, locale: Locale) {
  if (!isTopicAddress(slug)) return null
  return getResourceTopic(slug, locale)
}

export async function generateTopicMetadata({ params }: TopicPageProps): Promise<Metadata> {
  const { slug } = await params
  const locale = await pageLocale(params)
  const [topic, navigation] = await Promise.all([findTopic(slug, locale), getNavigation()])
  if (!topic) return { title: 'Topic not found' }
  const path = topicHref(slug)
  return pageMetadata({ title: `${topic.title}: ${stageName(resourceGroups(navigation), topic.stage)} notes`, description: topic.overview, path, locale, type: 'article' })
}

export async function TopicView({ params, viewer }: TopicPageProps & { viewer: Viewer }) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const visitorView = await findTopic(slug, locale)
  if (!visitorView) notFound()

  // The cached read is a visitor's view. Only for a reader with a session, and only when it holds
  // something back (paid notes, a paid PDF), is the topic read again as that candidate, uncached, so
  // the data layer can open it.
  const user = viewer === 'signed-in' && hasLockedParts(visitorView) ? await getUser() : null
  const topic = (user ? await readTopicForUser(visitorView.id, user, locale) : null) ?? visitorView

  const [navigation, siblings, tests, news, analyses] = await Promise.all([
    getNavigation(),
    getTopicsByStage(topic.stage, locale),
    getTestsForTopic(topic.id, locale),
    getCurrentAffairsForTopic(topic.id, 5, locale),
    getEditorialAnalysesForTopic(topic.id, 4, locale),
  ])
  const groups = resourceGroups(navigation)
  const stage = stageName(groups, topic.stage)
  const isUnlocked = isTopicUnlocked(topic)
  const notes = isUnlocked ? (topic.notes as SerializedEditorState | null | undefined) : null
  const sections = noteSections(notes)
  const files = topicFiles(topic)
  const returnTo = user ? null : signInHref(withLocale(topicHref(slug), locale))

  return (
    <article className={`container ${styles.page}`} aria-labelledby="topic-heading">
      <Breadcrumb
        trail={[
          { href: '/', label: 'Home' },
          { href: '/resources', label: groups.title },
          { href: `/resources#${stageAnchor(topic.stage)}`, label: stage },
        ]}
        current={topic.title}
        locale={locale}
      />

      <header className={styles.header}>
        <div className={styles.headerTop}>
          <p className={styles.stage}>{stage}</p>
        </div>
        <h1 id="topic-heading" lang={locale}>
          {topic.title}
        </h1>
        <p className={styles.overview} lang={locale}>
          {topic.overview}
        </p>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          {isUnlocked ? (
            <>
              {sections.length > 1 ? (
                <nav aria-labelledby="contents-heading" className={styles.contents}>
                  <h2 id="contents-heading">On this page</h2>
                  <ol lang={locale}>
                    {sections.map((section) => (
                      <li key={section.id}>
                        <a href={`#${section.id}`}>{section.title}</a>
                      </li>
                    ))}
                  </ol>
                </nav>
              ) : null}
              {notes ? (
                <div lang={locale}>
                  <TopicNotes notes={notes} />
                </div>
              ) : (
                <p className={styles.empty}>Notes for this topic are being written by our faculty and will appear here soon.</p>
              )}
              {files.length ? <TopicFiles files={files} locale={locale} signInHref={returnTo} /> : null}
            </>
          ) : (
            <LockedNotes topicTitle={topic.title} products={unlockingProducts(topic)} locale={locale} signInHref={returnTo} />
          )}
        </div>

        <aside className={styles.aside} aria-label="Practice and related reading">
          <section aria-labelledby="practice-heading" className={styles.panel}>
            <h2 id="practice-heading">Practise this topic</h2>
            {tests.length ? (
              <ul className={styles.list}>
                {tests.map((test) => (
                  <li key={test.id}>
                    <Link href={`/test-series#${test.slug}`} lang={locale}>
                      {test.title}
                    </Link>
                    <span className={styles.meta}>
                      {describeTestKind(test.kind)} · {test.questionCount} questions · {test.durationMinutes} min · {test.isFree ? 'Free' : 'Paid'}
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
                    <Link href={dailyArticleHref(article)} lang={locale}>
                      {article.title}
                    </Link>
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

          <section aria-labelledby="analyses-heading" className={styles.panel}>
            <h2 id="analyses-heading">Editorial analyses</h2>
            {analyses.length ? (
              <ul className={styles.list}>
                {analyses.map((analysis) => (
                  <li key={analysis.id}>
                    <Link href={editorialAnalysisHref(analysis.slug)} lang={locale}>
                      {analysis.title}
                    </Link>
                    <span className={styles.meta}>
                      <time dateTime={analysis.date}>{formatIndianDate(analysis.date)}</time> · {analysis.newspaper}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.meta}>No editorial analysis is tagged with this topic yet.</p>
            )}
            <Link href="/current-affairs/editorial-analysis">All editorial analyses</Link>
          </section>

          <nav aria-labelledby="siblings-heading" className={styles.panel}>
            <h2 id="siblings-heading">Other {stage} topics</h2>
            <ul className={styles.siblings} lang={locale}>
              {siblings
                .filter((sibling) => sibling.id !== topic.id)
                .map((sibling) => (
                  <li key={sibling.id}>
                    <Link href={topicHref(sibling.slug ?? '')}>{sibling.title}</Link>
                  </li>
                ))}
            </ul>
          </nav>
        </aside>
      </div>
    </article>
  )
}
