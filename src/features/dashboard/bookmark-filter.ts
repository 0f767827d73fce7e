import { DASHBOARD_PATH } from '@/lib/links'
import { type Locale, withLocale } from '@/i18n/locale'

/**
 * The bookmarks' topic filter (`/dashboard?topic=gs-pcs-prelims_polity#bookmarks`): plain links, so it
 * works without JavaScript, with the topic named by its slug, which reads well in the address.
 */

export type BookmarkTopic = { slug: string; title: string; count: number }

/** The section the filter links jump to. */
export const BOOKMARKS_ID = 'bookmarks'

/** A topic slug from the address, or null for none or anything that is not a slug. */
export function readTopicParam(value: string | string[] | undefined): string | null {
  const single = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() ?? ''
  return /^[a-z0-9]+([_-][a-z0-9]+)*$/.test(single) ? single : null
}

/** The topics of the candidate's bookmarks with how many each has, by title; untagged questions have none. */
export function bookmarkTopics(bookmarks: readonly { topic: { slug: string; title: string } | null }[]): BookmarkTopic[] {
  const bySlug = new Map<string, BookmarkTopic>()
  for (const { topic } of bookmarks) {
    if (!topic) continue
    const known = bySlug.get(topic.slug)
    bySlug.set(topic.slug, known ? { ...known, count: known.count + 1 } : { ...topic, count: 1 })
  }
  return [...bySlug.values()].sort((a, b) => a.title.localeCompare(b.title))
}

/** The bookmarks on one topic, or all of them when no topic is chosen. */
export function filterBookmarks<B extends { topic: { slug: string } | null }>(bookmarks: readonly B[], topicSlug: string | null): B[] {
  return topicSlug === null ? [...bookmarks] : bookmarks.filter((bookmark) => bookmark.topic?.slug === topicSlug)
}

/** The dashboard with its bookmarks filtered to a topic (or not), in this language, opened at the bookmarks. */
export function bookmarksHref(topicSlug: string | null, locale: Locale): string {
  return `${dashboardPath(topicSlug, locale)}#${BOOKMARKS_ID}`
}

/** The dashboard's own address with its filter, for the language switch and the way back after signing in. */
export function dashboardPath(topicSlug: string | null, locale: Locale): string {
  return withLocale(topicSlug ? `${DASHBOARD_PATH}?topic=${encodeURIComponent(topicSlug)}` : DASHBOARD_PATH, locale)
}
