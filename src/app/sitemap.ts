import type { MetadataRoute } from 'next'

import { indianDay } from '@/lib/days'
import { getSitemapDocs } from '@/features/content/sitemap.server'
import { getEnv } from '@/lib/env'
import { DAILY_MCQS_PATH, dailyQuizHref, QUESTIONS_PATH, questionOfTheDayHref } from '@/lib/links'
import { withLocale } from '@/i18n/locale'

// Read from the database when asked (and cached by tag), never at build time.
export const dynamic = 'force-dynamic'

const sections = [
  '/',
  '/resources',
  '/syllabus',
  '/pyq',
  '/products',
  '/test-series',
  '/success-stories',
  '/faqs',
  '/contact-us',
  '/terms',
  '/privacy',
  '/punjab-current-affairs',
  '/current-affairs/daily-current-affairs',
  '/current-affairs/editorial-analysis',
  '/current-affairs/monthly-consolidation',
  DAILY_MCQS_PATH,
  QUESTIONS_PATH,
]

/** Every public page, each with its Punjabi address as an alternate. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getEnv().serverUrl
  const docs = await getSitemapDocs()
  const entry = (path: string, lastModified?: string): MetadataRoute.Sitemap[number] => ({
    url: `${base}${path}`,
    lastModified,
    alternates: { languages: { en: `${base}${path}`, pa: `${base}${withLocale(path, 'pa')}` } },
  })
  const days = new Map<string, string>()
  for (const article of docs['current-affairs']) {
    const day = article.date ? indianDay(article.date) : undefined
    if (day && (!days.has(day) || days.get(day)! < article.updatedAt)) days.set(day, article.updatedAt)
  }
  return [
    ...sections.map((path) => entry(path)),
    ...docs.topics.map((doc) => entry(`/resource/${doc.slug}`, doc.updatedAt)),
    ...docs.products.map((doc) => entry(`/products/${doc.slug}`, doc.updatedAt)),
    ...[...days].map(([day, updatedAt]) => entry(`/current-affairs/daily-current-affairs/${day}`, updatedAt)),
    ...docs['daily-quizzes'].map((doc) => entry(dailyQuizHref(String(doc.slug)), doc.updatedAt)),
    ...docs['daily-questions'].flatMap((doc) => (doc.date ? [entry(questionOfTheDayHref(indianDay(doc.date)), doc.updatedAt)] : [])),
    ...docs['editorial-analyses'].map((doc) => entry(`/current-affairs/editorial-analysis/${doc.slug}`, doc.updatedAt)),
    ...docs['monthly-consolidations'].map((doc) => entry(`/current-affairs/monthly-consolidation/${doc.slug}`, doc.updatedAt)),
  ]
}
