import type { MetadataRoute } from 'next'

import { indianDay } from '@/lib/days'
import { getSitemapDocs } from '@/features/content/sitemap.server'
import { getEnv } from '@/lib/env'
import {
  dailyDayHref,
  dailyQuizHref,
  editorialAnalysisHref,
  monthlyHref,
  productHref,
  questionOfTheDayHref,
  routeList,
  topicHref,
} from '@/lib/links'
import { withLocale } from '@/i18n/locale'

// Read from the database when asked (and cached by tag), never at build time.
export const dynamic = 'force-dynamic'

const sections = routeList.filter((page) => page.sitemap === 'page').map((page) => page.href())

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
    ...docs.topics.map((doc) => entry(topicHref(String(doc.slug)), doc.updatedAt)),
    ...docs.products.map((doc) => entry(productHref(String(doc.slug)), doc.updatedAt)),
    ...[...days].map(([day, updatedAt]) => entry(dailyDayHref(day), updatedAt)),
    ...docs['daily-quizzes'].map((doc) => entry(dailyQuizHref(String(doc.slug)), doc.updatedAt)),
    ...docs['daily-questions'].flatMap((doc) => (doc.date ? [entry(questionOfTheDayHref(indianDay(doc.date)), doc.updatedAt)] : [])),
    ...docs['editorial-analyses'].map((doc) => entry(editorialAnalysisHref(String(doc.slug)), doc.updatedAt)),
    ...docs['monthly-consolidations'].map((doc) => entry(monthlyHref(String(doc.slug)), doc.updatedAt)),
  ]
}
