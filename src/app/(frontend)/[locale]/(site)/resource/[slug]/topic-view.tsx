import type { SerializedEditorState } from 'lexical'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { Breadcrumb } from '@/components/site/breadcrumb'
import { WideButton } from '@/components/ui/wide-button'
import { getUser } from '@/server/request-user.server'
import { resourceGroups, sectionTitle, stageAnchor, stageName } from '@/features/resources/resource-index'
import { getTranslator } from '@/i18n/translator'
import { hasLockedParts, isTopicUnlocked, topicFiles, unlockingProducts } from '@/features/resources/topic-access'
import { describeTestKind } from '@/domain/test-engine/kinds'
import {
  DAILY_PATH,
  dailyArticleHref,
  editorialAnalysisHref,
  EDITORIALS_PATH,
  routes,
  signInHref,
  TEST_SERIES_PATH,
  topicHref,
} from '@/lib/links'
import { getCurrentAffairsForTopic, getNavigation, getTestsForTopic, getTopicsByStage } from '@/features/content/content.server'
import { getEditorialAnalysesForTopic, getResourceTopic, readTopicForUser } from '@/features/content/resources.server'
import { formatIndianDate } from '@/i18n/format'
import { pageMetadata } from '@/lib/metadata'
import { pageLocale, type Locale, textLang, withLocale } from '@/i18n/locale'

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
  const t = getTranslator(locale, 'resources')
  if (!topic) return { title: t('topic.notFound') }
  const title = t('topic.metaTitle', { topic: topic.title, stage: stageName(resourceGroups(navigation), topic.stage, locale) })
  return pageMetadata({ title, description: topic.overview, path: topicHref(slug), locale, type: 'article' })
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
  const stage = stageName(groups, topic.stage, locale)
  const t = getTranslator(locale, 'resources')
  const common = getTranslator(locale, 'common')
  const isUnlocked = isTopicUnlocked(topic)
  const notes = isUnlocked ? (topic.notes as SerializedEditorState | null | undefined) : null
  const sections = noteSections(notes)
  const files = topicFiles(topic)
  const returnTo = user ? null : signInHref(withLocale(topicHref(slug), locale))

  return (
    <article className={`container ${styles.page}`} aria-labelledby="topic-heading">
      <Breadcrumb
        trail={[
          { href: '/', label: common('home') },
          { href: routes.resources.href(), label: sectionTitle(groups, locale) },
          { href: `${routes.resources.href()}#${stageAnchor(topic.stage)}`, label: stage },
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
                  <h2 id="contents-heading">{t('topic.contents')}</h2>
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
                  <TopicNotes notes={notes} tableLabel={t('topic.table')} />
                </div>
              ) : (
                <p className={styles.empty}>{t('topic.notesSoon')}</p>
              )}
              {files.length ? <TopicFiles files={files} locale={locale} signInHref={returnTo} /> : null}
            </>
          ) : (
            <LockedNotes topicTitle={topic.title} products={unlockingProducts(topic)} locale={locale} signInHref={returnTo} />
          )}
        </div>

        <aside className={styles.aside} aria-label={t('topic.aside')}>
          <section aria-labelledby="practice-heading" className={styles.panel}>
            <h2 id="practice-heading">{t('topic.practise')}</h2>
            {tests.length ? (
              <ul className={styles.list}>
                {tests.map((test) => (
                  <li key={test.id}>
                    <Link href={`${TEST_SERIES_PATH}#${test.slug}`} lang={textLang(test.title, locale)}>
                      {test.title}
                    </Link>
                    <span className={styles.meta}>
                      {describeTestKind(test.kind, locale)} ·{' '}
                      {t('topic.testFacts', {
                        questions: test.questionCount ?? 0,
                        minutes: test.durationMinutes,
                        free: test.isFree ? 'yes' : 'no',
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.meta}>{t('topic.noTests')}</p>
            )}
            <WideButton href={TEST_SERIES_PATH} variant="outlined">
              {t('topic.allTestSeries')}
            </WideButton>
          </section>

          <section aria-labelledby="news-heading" className={styles.panel}>
            <h2 id="news-heading">{t('topic.news')}</h2>
            {news.length ? (
              <ul className={styles.list}>
                {news.map((article) => (
                  <li key={article.id}>
                    <Link href={dailyArticleHref(article)} lang={textLang(article.title, locale)}>
                      {article.title}
                    </Link>
                    <span className={styles.meta}>
                      <time dateTime={article.date}>{formatIndianDate(article.date, locale)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.meta}>{t('topic.noNews')}</p>
            )}
            <Link href={DAILY_PATH}>{t('topic.dailyCurrentAffairs')}</Link>
          </section>

          <section aria-labelledby="analyses-heading" className={styles.panel}>
            <h2 id="analyses-heading">{t('topic.analyses')}</h2>
            {analyses.length ? (
              <ul className={styles.list}>
                {analyses.map((analysis) => (
                  <li key={analysis.id}>
                    <Link href={editorialAnalysisHref(analysis.slug)} lang={textLang(analysis.title, locale)}>
                      {analysis.title}
                    </Link>
                    <span className={styles.meta}>
                      <time dateTime={analysis.date}>{formatIndianDate(analysis.date, locale)}</time> ·{' '}
                      <span lang={textLang(analysis.newspaper, locale)}>{analysis.newspaper}</span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.meta}>{t('topic.noAnalyses')}</p>
            )}
            <Link href={EDITORIALS_PATH}>{t('topic.allAnalyses')}</Link>
          </section>

          <nav aria-labelledby="siblings-heading" className={styles.panel}>
            <h2 id="siblings-heading">{t('topic.otherTopics', { stage })}</h2>
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
