import Link from 'next/link'

import { getFeaturedTestSeries, getLatestCurrentAffairs, getProducts, getSiteSettings, getSuccessStories } from '@/lib/content.server'
import { formatIndianDate, formatRupees } from '@/lib/format'

import styles from './home.module.css'

// Rendered per request from cached content reads: the build never needs a database (ADR 002).
export const dynamic = 'force-dynamic'

const regionLabels = { punjab: 'Punjab', national: 'India', international: 'World' } as const

const offers = [
  { title: 'Topic-wise notes', text: 'GS Prelims and Mains notes mapped to the PPSC syllabus, in English and Punjabi.', href: '/resources' },
  { title: 'Mock tests', text: 'Full-length GS and CSAT papers in the exam pattern, with rank and analysis.', href: '/test-series' },
  { title: 'Punjab current affairs', text: 'Daily Punjab and national news with the exam angle, and a daily quiz.', href: '/current-affairs/daily-current-affairs' },
  { title: 'Past-year papers', text: 'PPSC question papers and answer keys, year by year.', href: '/pyq' },
]

export default async function HomePage() {
  const [settings, news, series, products, stories] = await Promise.all([
    getSiteSettings(),
    getLatestCurrentAffairs(6),
    getFeaturedTestSeries(),
    getProducts(),
    getSuccessStories(3),
  ])

  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1>Crack the Punjab PCS exam with {settings.siteName}</h1>
          <p className={styles.lead}>
            Notes, mock tests in the PPSC pattern, daily Punjab current affairs and past-year papers: everything a PCS
            aspirant needs, in English and ਪੰਜਾਬੀ.
          </p>
          <div className={styles.actions}>
            <Link href="/sign-in" className={styles.primary}>
              Join Today
            </Link>
            <Link href="/test-series" className={styles.secondary}>
              Try a free mock test
            </Link>
          </div>
        </div>
      </section>

      <section className="container" aria-labelledby="offers-heading">
        <h2 id="offers-heading">What you get</h2>
        <ul className={styles.cards}>
          {offers.map((offer) => (
            <li key={offer.href} className={styles.card}>
              <h3>
                <Link href={offer.href}>{offer.title}</Link>
              </h3>
              <p>{offer.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container" aria-labelledby="news-heading">
        <h2 id="news-heading">Latest current affairs</h2>
        <ul className={styles.news}>
          {news.map((article) => (
            <li key={article.id} className={styles.newsItem}>
              <p className={styles.meta}>
                <time dateTime={article.date}>{formatIndianDate(article.date)}</time> · {regionLabels[article.region]} · {article.category}
              </p>
              <h3>{article.title}</h3>
              <p>{article.summary}</p>
            </li>
          ))}
        </ul>
        <Link href="/current-affairs/daily-current-affairs">All daily current affairs</Link>
      </section>

      <section className="container" aria-labelledby="series-heading">
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
      </section>

      <section className="container" aria-labelledby="courses-heading">
        <h2 id="courses-heading">Courses</h2>
        <ul className={styles.cards}>
          {products.map((product) => (
            <li key={product.id} className={styles.card}>
              <h3>
                <Link href={`/products/${product.slug}`}>{product.title}</Link>
              </h3>
              <p>{product.summary}</p>
              <p className={styles.price}>
                {product.offerPrice != null ? (
                  <>
                    <strong>{formatRupees(product.offerPrice)}</strong> <s>{formatRupees(product.price)}</s>
                  </>
                ) : (
                  <strong>{formatRupees(product.price)}</strong>
                )}
                <span className={styles.meta}> · {product.validity}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container" aria-labelledby="stories-heading">
        <h2 id="stories-heading">Success stories</h2>
        <ul className={styles.cards}>
          {stories.map((story) => (
            <li key={story.id} className={styles.card}>
              <blockquote>“{story.quote}”</blockquote>
              <p>
                <strong>{story.name}</strong>
                <br />
                {story.rank} ({story.year}){story.district ? `, ${story.district}` : ''}
              </p>
            </li>
          ))}
        </ul>
        <Link href="/success-stories">Read their stories</Link>
      </section>
    </>
  )
}
