import type { Metadata } from 'next'
import Link from 'next/link'

import { ForCandidate } from '@/components/site/for-candidate.client'
import { WideButton } from '@/components/ui/wide-button'
import { storyCourseLine } from '@/features/library/labels'
import { PriceTag } from '@/features/library/components/price-tag'
import { ContinueTest } from '@/features/test-engine/components/continue-test.client'
import { getTranslator } from '@/i18n/translator'
import {
  getFeaturedTestSeries,
  getHomePage,
  getLatestCurrentAffairs,
  getProducts,
  getSiteSettings,
  getSuccessStories,
} from '@/features/content/content.server'
import { formatIndianDate } from '@/i18n/format'
import { DAILY_PATH, DASHBOARD_PATH, opensPage, productHref, routes, signInHref, TEST_SERIES_PATH } from '@/lib/links'
import { pageLocale, type LocaleParams, withLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'

import styles from './home.module.css'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'shell.metadata')
  // The home page's title is the site's whole title, not put into the template.
  return { ...pageMetadata({ title: t('title'), description: t('description'), path: '/', locale }), title: { absolute: t('title') } }
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params)
  const [home, settings, news, series, products, stories] = await Promise.all([
    getHomePage(locale),
    getSiteSettings(locale),
    getLatestCurrentAffairs(6, locale),
    getFeaturedTestSeries(locale),
    getProducts(locale),
    getSuccessStories(3, locale),
  ])
  const t = getTranslator(locale, 'home')
  const shell = getTranslator(locale, 'shell')
  const href = (path: string) => withLocale(path, locale)
  const { hero, dailyQuiz, joinCallToAction } = home
  const latestDay = news[0] ? formatIndianDate(news[0].date, locale) : null
  const todaysNews = news.filter((article) => formatIndianDate(article.date, locale) === latestDay)
  // A signed-in candidate has joined: the sign-in button gives way to their dashboard.
  const dashboardButton = (variant: 'secondary' | 'primary') => (
    <WideButton href={href(DASHBOARD_PATH)} variant={variant}>
      {t('goToDashboard')}
    </WideButton>
  )
  const isSignIn = (link: string) => opensPage(link, routes.signIn)

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-heading">
        <div className={`container ${styles.heroInner}`}>
          {hero.eyebrow ? <p className={styles.eyebrow}>{hero.eyebrow}</p> : null}
          <h1 id="hero-heading">{hero.title}</h1>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions}>
            {isSignIn(hero.primaryAction.link) ? (
              <ForCandidate
                signedIn={
                  <>
                    <ContinueTest label={t('continueTest')} locale={locale} />
                    {dashboardButton('secondary')}
                  </>
                }
              >
                <WideButton href={href(hero.primaryAction.link)} variant="secondary">
                  {hero.primaryAction.label}
                </WideButton>
              </ForCandidate>
            ) : (
              <WideButton href={href(hero.primaryAction.link)} variant="secondary">
                {hero.primaryAction.label}
              </WideButton>
            )}
            <WideButton href={href(hero.secondaryAction.link)} variant="outlined" className={styles.onDark}>
              {hero.secondaryAction.label}
            </WideButton>
          </div>
          {hero.highlights?.length ? (
            <ul className={styles.highlights} aria-label={t('whyUs', { siteName: settings.siteName })}>
              {hero.highlights.map((item) => (
                <li key={item.id ?? item.label}>
                  <strong>{item.value}</strong> {item.label}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="offers-heading">
        <h2 id="offers-heading">{t('whatYouGet')}</h2>
        <ul className={styles.cards}>
          {home.offers?.map((offer) => (
            <li key={offer.id ?? offer.link} className={styles.card}>
              <h3>
                <Link href={href(offer.link)}>{offer.title}</Link>
              </h3>
              <p>{offer.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={`container ${styles.section} ${styles.split}`}>
        <section className={styles.quiz} aria-labelledby="quiz-heading">
          <h2 id="quiz-heading">{dailyQuiz.title}</h2>
          {latestDay ? (
            <p className={styles.meta}>
              <time dateTime={news[0]!.date}>{latestDay}</time>
            </p>
          ) : null}
          <p>{dailyQuiz.text}</p>
          {todaysNews.length ? (
            <>
              <h3 className={styles.smallHeading}>{t('coversNews')}</h3>
              <ul className={styles.topics}>
                {todaysNews.map((article) => (
                  <li key={article.id}>{article.title}</li>
                ))}
              </ul>
            </>
          ) : null}
          <WideButton href={href(dailyQuiz.action.link)}>{dailyQuiz.action.label}</WideButton>
        </section>

        <section aria-labelledby="news-heading">
          <h2 id="news-heading">{t('latestNews')}</h2>
          <ul className={styles.news}>
            {news.map((article) => (
              <li key={article.id} className={styles.newsItem}>
                <p className={styles.meta}>
                  <time dateTime={article.date}>{formatIndianDate(article.date, locale)}</time> · {t(`region.${article.region}`)} ·{' '}
                  {/* Staff write the category once, in English. */}
                  <span lang="en">{article.category}</span>
                </p>
                <h3>{article.title}</h3>
                <p>{article.summary}</p>
              </li>
            ))}
          </ul>
          <Link href={href(DAILY_PATH)} className={styles.more}>
            {t('allDaily')}
          </Link>
        </section>
      </div>

      <section className={`container ${styles.section}`} aria-labelledby="series-heading">
        <h2 id="series-heading">{t('testSeries')}</h2>
        <ul className={styles.cards}>
          {series.map((item) => (
            <li key={item.id} className={styles.card}>
              <p className={styles.badge}>{item.isPaid ? t('paid') : t('free')}</p>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              <p className={styles.meta}>{t('testCount', { count: item.tests?.length ?? 0 })}</p>
            </li>
          ))}
        </ul>
        <Link href={href(TEST_SERIES_PATH)} className={styles.more}>
          {shell('seeAllTestSeries')}
        </Link>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="courses-heading">
        <h2 id="courses-heading">{t('courses')}</h2>
        <ul className={styles.cards}>
          {products.map((product) => (
            <li key={product.id} className={styles.card}>
              <h3>
                <Link href={productHref(product.slug, locale)}>{product.title}</Link>
              </h3>
              <p>{product.summary}</p>
              <PriceTag price={product.price} offerPrice={product.offerPrice} offerEndsAt={product.offerEndsAt} locale={locale} />
              <p className={styles.meta}>{t('validity', { validity: product.validity })}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="stories-heading">
        <h2 id="stories-heading">{t('successStories')}</h2>
        <ul className={styles.cards}>
          {stories.map((story) => {
            const course = storyCourseLine(story, locale)
            return (
              <li key={story.id} className={styles.card}>
                <blockquote className={styles.quote}>“{story.quote}”</blockquote>
                <p>
                  <strong>{story.name}</strong>
                  <br />
                  {story.rank} ({story.year}){story.district ? `, ${story.district}` : ''}
                </p>
                {course ? <p className={styles.storyCourse}>{course}</p> : null}
              </li>
            )
          })}
        </ul>
        <Link href={href(routes.successStories.href())} className={styles.more}>
          {t('readStories')}
        </Link>
      </section>

      <section className={`container ${styles.join}`} aria-labelledby="join-heading">
        <div>
          <h2 id="join-heading">{joinCallToAction.title}</h2>
          <p>{joinCallToAction.text}</p>
        </div>
        <ForCandidate signedIn={dashboardButton('secondary')}>
          <WideButton href={signInHref(undefined, locale)} variant="secondary">
            {shell('account.joinToday')}
          </WideButton>
        </ForCandidate>
      </section>
    </>
  )
}
