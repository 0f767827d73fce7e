import 'server-only'

import type { Payload } from 'payload'

import { resultHref } from '@/lib/links'
import { readQuestionTexts } from '@/domain/test-engine/paper.server'
import { localText } from '@/domain/test-engine/types'
import { relationId } from '@/lib/ids'
import { type Locale, withLocale } from '@/i18n/locale'
import type { User } from '@/payload-types'

import type { AnsweredQuestion } from './attempts.server'
import { bookmarkTopics, filterBookmarks } from './bookmark-filter'
import type { BookmarkEntry, DashboardView } from './types'

/**
 * The candidate's bookmarked questions for revision, newest first, filtered to one topic when
 * `topicSlug` names one they have bookmarks on. Bookmarks and topics are read as the candidate; the
 * question's stem is read as the engine reads it for a result (stem only, never the key), which is
 * safe because a bookmark can only be made on a question of a test the candidate has finished.
 */
export async function readBookmarks(
  payload: Payload,
  user: User,
  locale: Locale,
  topicSlug: string | null,
  answered: ReadonlyMap<string, AnsweredQuestion>,
): Promise<DashboardView['bookmarks']> {
  const { docs } = await payload.find({
    collection: 'question-bookmarks',
    where: { candidate: { equals: user.id } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
    select: { question: true, topic: true },
  })
  const questionIds = [...new Set(docs.map((bookmark) => relationId(bookmark.question)))]
  const topicIds = [...new Set(docs.flatMap((bookmark) => (bookmark.topic == null ? [] : [relationId(bookmark.topic)])))]
  const [texts, topics] = await Promise.all([
    readQuestionTexts(payload, questionIds),
    topicIds.length
      ? payload.find({
          collection: 'topics',
          where: { id: { in: topicIds } },
          select: { title: true, slug: true },
          locale,
          depth: 0,
          pagination: false,
          overrideAccess: false,
          user,
        })
      : Promise.resolve({ docs: [] }),
  ])
  const topicOf = new Map(
    topics.docs.flatMap((topic) => (topic.slug ? [[String(topic.id), { slug: topic.slug, title: topic.title }] as const] : [])),
  )

  const all: BookmarkEntry[] = docs.flatMap((bookmark) => {
    const questionId = relationId(bookmark.question)
    const text = texts.get(questionId)
    if (!text) return []
    const stem = localText(text.stem, locale)
    const where = answered.get(questionId)
    return [
      {
        bookmarkId: String(bookmark.id),
        questionId,
        stem: stem.text,
        stemLang: stem.lang,
        topic: bookmark.topic == null ? null : (topicOf.get(relationId(bookmark.topic)) ?? null),
        reviseHref: where ? withLocale(`${resultHref(where.attemptId)}#question-${where.number}`, locale) : null,
      },
    ]
  })
  const topicList = bookmarkTopics(all)
  const selectedTopic = topicSlug === null ? null : (topicList.find((topic) => topic.slug === topicSlug) ?? null)
  return {
    items: filterBookmarks(all, selectedTopic?.slug ?? null),
    total: all.length,
    topics: topicList,
    selectedTopic,
    isUnknownTopic: topicSlug !== null && selectedTopic === null,
  }
}
