import Link from 'next/link'
import type { ReactNode } from 'react'

import { regions } from '@/collections/current-affairs'
import { DAILY_MCQS_PATH, DAILY_PATH, dailyDayHref, HUB_PATH, isTopicLink, QUESTIONS_PATH, topicHref } from '@/lib/links'
import { type IsoDay, formatDayInWords, neighbouringDays } from '@/lib/days'
import { DAY_SLOT } from '@/lib/indian-day'
import { getTranslator } from '@/i18n/translator'
import { getCurrentAffairsDay } from '@/features/content/current-affairs.server'
import type { Locale } from '@/i18n/locale'

import { ArticleCategory } from '../_shared/content-words'
import { PageHeader } from '../_shared/page-header'
import { ContentRichText } from '../_shared/rich-text'
import styles from '../_shared/section.module.css'
import { DayJump } from './day-jump.client'
import { MessagesProvider } from '@/i18n/messages-provider'

type DailyDigestProps = {
  day: IsoDay
  /** The published days, oldest first: the picker's choices and the previous/next links. */
  days: IsoDay[]
  today: IsoDay
  locale: Locale
  /** Why the reader sees this day instead of the one asked for. */
  notice?: string
  /** The same, worked out in the browser (`MovedDayNotice`). */
  movedNotice?: ReactNode
  /** On the latest-day address, a link to the day's own, shareable address. */
  isLatestAddress?: boolean
}

/** One day's current affairs: Punjab, then national, then international; each article anchored by its slug. */
export async function DailyDigest({ day, days, today, locale, notice, movedNotice, isLatestAddress = false }: DailyDigestProps) {
  const t = getTranslator(locale, 'currentAffairs')
  const articles = await getCurrentAffairsDay(day, locale)
  const sections = regions
    .map((region) => ({ region, articles: articles.filter((article) => article.region === region) }))
    .filter((section) => section.articles.length)
  const { previous, next } = neighbouringDays(days, day)
  const dayLink = (target: IsoDay, label: string, rel: 'prev' | 'next') => (
    <Link href={dailyDayHref(target)} rel={rel} className={styles.dayLink}>
      <span className={styles.dayLinkLabel}>
        {rel === 'prev' ? <span aria-hidden="true">← </span> : null}
        {label}
        {rel === 'next' ? <span aria-hidden="true"> →</span> : null}
      </span>{' '}
      <span>{formatDayInWords(target, locale)}</span>
    </Link>
  )

  return (
    <article className={`container ${styles.page}`} aria-labelledby="daily-heading" lang={locale}>
      <PageHeader
        crumbs={[
          { label: t('home'), href: '/' },
          { label: t('section'), href: HUB_PATH },
          ...(isLatestAddress
            ? [{ label: t('daily') }]
            : [{ label: t('daily'), href: DAILY_PATH }, { label: formatDayInWords(day, locale) }]),
        ]}
        eyebrow={t('daily')}
        title={formatDayInWords(day, locale)}
        titleId="daily-heading"
        lead={t('dailyIntro')}
        locale={locale}
      >
        {isLatestAddress ? (
          <p className={styles.permalink}>
            <Link href={dailyDayHref(day)}>{t('permalink')}</Link>
          </p>
        ) : null}
      </PageHeader>

      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {movedNotice}

      <div className={styles.dayTools}>
        <nav aria-label={t('days')} className={styles.dayNav}>
          {previous ? dayLink(previous, t('previousDay'), 'prev') : null}
          {next ? dayLink(next, t('nextDay'), 'next') : null}
        </nav>
        <MessagesProvider locale={locale} namespaces={['currentAffairs', 'forms']}>
          <DayJump day={day} days={days} today={today} locale={locale} action={DAILY_PATH} dayHref={dailyDayHref(DAY_SLOT)} />
        </MessagesProvider>
      </div>

      {sections.map(({ region, articles: stories }) => (
        <section key={region} aria-labelledby={`region-${region}`} className={styles.region}>
          <h2 id={`region-${region}`}>{t(`regions.${region}`)}</h2>
          {stories.map((article) => {
            const topics = (article.topics ?? []).filter(isTopicLink)
            return (
              <article key={article.id} id={article.slug} aria-labelledby={`${article.slug}-title`} className={styles.story}>
                <ArticleCategory category={article.category} locale={locale} className={styles.category} />
                <h3 id={`${article.slug}-title`}>{article.title}</h3>
                <p className={styles.summary}>{article.summary}</p>
                {article.body ? <ContentRichText data={article.body} /> : null}
                <dl className={styles.facts}>
                  {article.source ? (
                    <div>
                      <dt>{t('source')}</dt>
                      <dd lang="en">{article.source}</dd>
                    </div>
                  ) : null}
                  {topics.length ? (
                    <div>
                      <dt>{t('topics')}</dt>
                      <dd>
                        <ul className={styles.chips}>
                          {topics.map((topic) => (
                            <li key={topic.id}>
                              <Link href={topicHref(topic.slug)}>{topic.title}</Link>
                            </li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </article>
            )
          })}
        </section>
      ))}

      <div className={styles.dayNav}>
        {previous ? dayLink(previous, t('previousDay'), 'prev') : null}
        {next ? dayLink(next, t('nextDay'), 'next') : null}
      </div>

      <section aria-labelledby="practise-heading" className={styles.panel}>
        <h2 id="practise-heading">{t('practise')}</h2>
        <ul className={styles.linkList}>
          <li>
            <Link href={DAILY_MCQS_PATH}>{t('dailyMcqs')}</Link>
            <span className={styles.muted}>{t('dailyMcqsText')}</span>
          </li>
          <li>
            <Link href={QUESTIONS_PATH}>{t('questionOfDay')}</Link>
            <span className={styles.muted}>{t('questionOfDayText')}</span>
          </li>
        </ul>
      </section>
    </article>
  )
}
