import Link from 'next/link'

import { WideButton } from '@/components/ui/wide-button'
import { PriceTag } from '@/features/library/components/price-tag'
import {
  getFeaturedTestSeries,
  getHomePage,
  getLatestCurrentAffairs,
  getProducts,
  getSiteSettings,
  getSuccessStories,
} from '@/lib/content.server'
import { formatIndianDate } from '@/lib/format'

import styles from './home.module.css'

const regionLabels = { punjab: 'Punjab', national: 'India', international: 'World' } as const

export default async function HomePage() {
  const [home, settings, news, series, products, stories] = await Promise.all([
    getHomePage(),
    getSiteSettings(),
    getLatestCurrentAffairs(6),
    getFeaturedTestSeries(),
    getProducts(),
    getSuccessStories(3),
  ])
  const { hero, dailyQuiz, joinCallToAction } = home
  const latestDay = news[0] ? formatIndianDate(news[0].date) : null
  const todaysNews = news.filter((article) => formatIndianDate(article.date) === latestDay)

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-heading">
        <div className={`container ${styles.heroInner}`}>
          {hero.eyebrow ? <p className={styles.eyebrow}>{hero.eyebrow}</p> : null}
          <h1 id="hero-heading">{hero.title}</h1>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions}>
            <WideButton href={hero.primaryAction.link} variant="secondary">
              {hero.primaryAction.label}
            </WideButton>
            <WideButton href={hero.secondaryAction.link} variant="outlined" className={styles.onDark}>
              {hero.secondaryAction.label}
            </WideButton>
          </div>
          {hero.highlights?.length ? (
            <ul className={styles.highlights} aria-label={`Why ${settings.siteName}`}>
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
        <h2 id="offers-heading">What you get</h2>
        <ul className={styles.cards}>
          {home.offers?.map((offer) => (
            <li key={offer.id ?? offer.link} className={styles.card}>
              <h3>
                <Link href={offer.link}>{offer.title}</Link>
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
              <h3 className={styles.smallHeading}>Covers the day’s news</h3>
              <ul className={styles.topics}>
                {todaysNews.map((article) => (
                  <li key={article.id}>{article.title}</li>
                ))}
              </ul>
            </>
          ) : null}
          <WideButton href={dailyQuiz.action.link}>{dailyQuiz.action.label}</WideButton>
        </section>

        <section aria-labelledby="news-heading">
          <h2 id="news-heading">Latest current affairs</h2>
          <ul className={styles.news}>
            {news.map((article) => (
              <li key={article.id} className={styles.newsItem}>
                <p className={styles.meta}>
                  <time dateTime={article.date}>{formatIndianDate(article.date)}</time> · {regionLabels[article.region]} ·{' '}
                  {article.category}
                </p>
                <h3>{article.title}</h3>
                <p>{article.summary}</p>
              </li>
            ))}
          </ul>
          <Link href="/current-affairs/daily-current-affairs" className={styles.more}>
            All daily current affairs
          </Link>
        </section>
      </div>

      <section className={`container ${styles.section}`} aria-labelledby="series-heading">
        <h2 id="series-heading">Test series</h2>
        <ul className={styles.cards}>
          {series.map((item) => (
            <li key={item.id} className={styles.card}>
              <p className={styles.badge}>{item.isPaid ? 'Paid' : 'Free'}</p>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              <p className={styles.meta}>{item.tests?.length ?? 0} tests</p>
            </li>
          ))}
        </ul>
        <Link href="/test-series" className={styles.more}>
          See all test series
        </Link>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="courses-heading">
        <h2 id="courses-heading">Courses</h2>
        <ul className={styles.cards}>
          {products.map((product) => (
            <li key={product.id} className={styles.card}>
              <h3>
                <Link href={`/products/${product.slug}`}>{product.title}</Link>
              </h3>
              <p>{product.summary}</p>
              <PriceTag price={product.price} offerPrice={product.offerPrice} />
              <p className={styles.meta}>Validity: {product.validity}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="stories-heading">
        <h2 id="stories-heading">Success stories</h2>
        <ul className={styles.cards}>
          {stories.map((story) => (
            <li key={story.id} className={styles.card}>
              <blockquote className={styles.quote}>“{story.quote}”</blockquote>
              <p>
                <strong>{story.name}</strong>
                <br />
                {story.rank} ({story.year}){story.district ? `, ${story.district}` : ''}
              </p>
            </li>
          ))}
        </ul>
        <Link href="/success-stories" className={styles.more}>
          Read their stories
        </Link>
      </section>

      <section className={`container ${styles.join}`} aria-labelledby="join-heading">
        <div>
          <h2 id="join-heading">{joinCallToAction.title}</h2>
          <p>{joinCallToAction.text}</p>
        </div>
        <WideButton href="/sign-in" variant="secondary">
          Join Today
        </WideButton>
      </section>
    </>
  )
}
