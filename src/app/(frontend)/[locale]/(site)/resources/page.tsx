import type { Metadata } from 'next'
import Link from 'next/link'

import { LockIcon } from '@/features/resources/components/lock-icon'
import { excerpt, resourceGroups, sectionTitle, stageAnchor, stageName } from '@/features/resources/resource-index'
import { getTranslator } from '@/i18n/translator'
import { routes, topicHref } from '@/lib/links'
import { getNavigation } from '@/features/content/content.server'
import { getResourceTopics, getSyllabus } from '@/features/content/resources.server'
import { pageMetadata } from '@/lib/metadata'
import { pageLocale, textLang } from '@/i18n/locale'

import styles from './resources.module.css'

type ResourcesPageProps = { params: Promise<{ locale: string }> }

const MORE_ID = 'more-resources'

export async function generateMetadata({ params }: ResourcesPageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'resources')
  return pageMetadata({
    title: t('index.metaTitle'),
    description: t('index.metaDescription'),
    path: routes.resources.href(),
    locale,
  })
}

/**
 * Every study resource, grouped as the Resources menu groups them: the topic pages of each stage (from
 * the topics collection, with their overviews), then the menu's other entries, which behave exactly as
 * in the menu (a paid entry leads to /coming-soon).
 */
export default async function ResourcesPage({ params }: ResourcesPageProps) {
  const locale = await pageLocale(params)
  const [navigation, topics, syllabus] = await Promise.all([getNavigation(), getResourceTopics(locale), getSyllabus(locale)])
  const groups = resourceGroups(navigation)
  const t = getTranslator(locale, 'resources')
  const stageSummary = (stage: string) => syllabus.stages?.find((entry) => entry.key === stage)?.summary

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 id="resources-heading">{sectionTitle(groups, locale)}</h1>
      </header>

      <nav aria-label={t('index.groups')} className={styles.jump}>
        <ul>
          {groups.stages.map((group) => (
            <li key={group.stage}>
              <a href={`#${stageAnchor(group.stage)}`}>{stageName(groups, group.stage, locale)}</a>
            </li>
          ))}
          {groups.others.length ? (
            <li>
              <a href={`#${MORE_ID}`}>{t('index.more')}</a>
            </li>
          ) : null}
        </ul>
      </nav>

      {groups.stages.map((group) => {
        const anchor = stageAnchor(group.stage)
        const summary = stageSummary(group.stage)
        const stageTopics = topics.filter((topic) => topic.stage === group.stage)
        return (
          <section key={group.stage} id={anchor} aria-labelledby={`${anchor}-heading`} className={styles.group}>
            <h2 id={`${anchor}-heading`}>{stageName(groups, group.stage, locale)}</h2>
            {summary ? (
              <p className={styles.summary} lang={textLang(summary, locale)}>
                {summary}
              </p>
            ) : null}
            <ul className={styles.cards}>
              {stageTopics.map((topic) => (
                <li key={topic.id} className={styles.card} lang={textLang(topic.title, locale)}>
                  <h3>
                    <Link href={topicHref(topic.slug ?? '')} className={styles.cardLink}>
                      {topic.title}
                    </Link>
                  </h3>
                  <p>{excerpt(topic.overview)}</p>
                  {topic.availability === 'paid' ? (
                    <p className={styles.badge} lang={locale}>
                      <LockIcon className={styles.badgeIcon} />
                      {t('index.paidNotes')}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        )
      })}

      {groups.others.length ? (
        <section id={MORE_ID} aria-labelledby={`${MORE_ID}-heading`} className={styles.group}>
          <h2 id={`${MORE_ID}-heading`}>{t('index.more')}</h2>
          <ul className={styles.cards}>
            {groups.others.map((entry) => (
              <li key={entry.name} className={`${styles.card} ${styles.compact}`}>
                <h3>
                  <Link href={entry.href} className={styles.cardLink}>
                    <span lang={textLang(entry.name, locale)}>{entry.name}</span>
                    {entry.isPaid ? <span className="visually-hidden"> {t('index.paidSoonSpoken')}</span> : null}
                  </Link>
                </h3>
                {entry.isPaid ? (
                  <p className={styles.badge} aria-hidden="true">
                    <LockIcon className={styles.badgeIcon} />
                    {t('index.paidSoon')}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
