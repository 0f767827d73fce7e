import 'server-only'

import type { Payload, Where } from 'payload'

import { addDays, type IsoDay, indianDay, indianDayBounds } from '@/lib/days'
import { bilingual, readQuestionTexts } from '@/domain/test-engine/paper.server'
import { previewable, type ReadScope, scopeOptions } from '@/features/content/public.server'
import { relationId } from '@/lib/ids'
import type { DailyQuestion } from '@/payload-types'

import type { ArchiveEntry, ArchiveMonth, DailyQuestionView } from './types'

/**
 * The Question of the Day pages' reads: the latest question, one day's, and a month of the archive.
 * Each `get…` is cached under the tags of what it reads (staff previewing see drafts instead, see
 * `previewable`) and refreshes every minute on its own, so a question scheduled for 6:00 IST shows
 * within a minute; the `read…` functions are the same reads, uncached, for tests. Days are Indian
 * calendar days; reads that depend on "today" take it as an argument, so the cache key changes at
 * midnight in India. Nothing read here holds an answer, an explanation or a Mains question's guidance.
 */

const TAGS = ['daily-questions', 'questions', 'topics', 'media']
const MINUTE = 60

/** A localized field read with `locale: 'all'`. */
export type LocalizedText = string | Partial<Record<'en' | 'pa', string>> | null | undefined

/** Up to the end of `today` in India: a question dated later is not out yet, even if published. */
const upTo = (today: IsoDay): Where => ({ date: { less_than: indianDayBounds(today).end } })

async function findQuestions(scope: ReadScope, where: Where, options: { sort: string; limit?: number; full: boolean }) {
  const { docs } = await scope.payload.find({
    collection: 'daily-questions',
    where,
    sort: options.sort,
    ...(options.limit ? { limit: options.limit } : { pagination: false }),
    depth: options.full ? 1 : 0,
    locale: 'all',
    select: options.full
      ? { title: true, date: true, kind: true, topic: true, question: true, prompt: true, paper: true, wordLimit: true, marks: true }
      : { title: true, date: true, kind: true },
    ...(options.full ? { populate: { topics: { title: true, slug: true } } } : {}),
    ...scopeOptions(scope),
  })
  return docs as unknown as DailyQuestion[]
}

/** A question as the page shows it: for an MCQ, the bank question's stem, options and figure (never its key). */
export async function toQuestionView(payload: Payload, doc: DailyQuestion): Promise<DailyQuestionView> {
  const bankId = doc.kind === 'mcq' && doc.question != null ? relationId(doc.question) : null
  const texts = bankId ? await readQuestionTexts(payload, [bankId]) : new Map()
  const text = bankId ? texts.get(bankId) : undefined
  const topic = typeof doc.topic === 'object' && doc.topic ? doc.topic : null
  return {
    id: String(doc.id),
    day: indianDay(doc.date),
    kind: doc.kind,
    title: bilingual(doc.title as LocalizedText),
    topic: topic?.slug ? { title: bilingual(topic.title as LocalizedText), slug: topic.slug } : null,
    mcq: bankId && text ? { id: bankId, stem: text.stem, options: text.options, image: text.image } : null,
    mains:
      doc.kind === 'mains'
        ? {
            prompt: bilingual(doc.prompt as LocalizedText),
            paper: doc.paper?.trim() || null,
            wordLimit: doc.wordLimit ?? 150,
            marks: doc.marks ?? 10,
          }
        : null,
  }
}

const toEntry = (doc: DailyQuestion): ArchiveEntry => ({
  id: String(doc.id),
  day: indianDay(doc.date),
  kind: doc.kind,
  title: bilingual(doc.title as LocalizedText),
})

/** The latest published question dated up to `today` in India: today's, or the most recent before it. */
export async function readLatestQuestion(scope: ReadScope, today: IsoDay): Promise<DailyQuestionView | null> {
  const [doc] = await findQuestions(scope, upTo(today), { sort: '-date', limit: 1, full: true })
  return doc ? toQuestionView(scope.payload, doc) : null
}
export const getLatestQuestion = previewable('qotd-latest', TAGS, readLatestQuestion, { revalidate: MINUTE })

/** The question of one Indian calendar day, or null (none that day, or the day has not come yet). */
export async function readQuestionOfDay(scope: ReadScope, day: IsoDay, today: IsoDay): Promise<DailyQuestionView | null> {
  if (day > today) return null
  const { start, end } = indianDayBounds(day)
  const [doc] = await findQuestions(
    scope,
    { and: [{ date: { greater_than_equal: start } }, { date: { less_than: end } }] },
    { sort: '-date', limit: 1, full: true },
  )
  return doc ? toQuestionView(scope.payload, doc) : null
}
export const getQuestionOfDay = previewable('qotd-day', TAGS, readQuestionOfDay, { revalidate: MINUTE })

/** `2026-11` for a day in November 2026. */
export const monthOf = (day: IsoDay) => day.slice(0, 7)

/**
 * One month of the archive (the questions up to today, newest first) and, for paging, the latest
 * day of the nearest older month with a question and the first day of the nearest newer one.
 */
export async function readArchiveMonth(scope: ReadScope, month: string, today: IsoDay): Promise<ArchiveMonth> {
  const first = `${month}-01`
  const monthStart = indianDayBounds(first).start
  const nextMonthStart = indianDayBounds(`${monthOf(addDays(first, 32))}-01`).start
  const todayEnd = indianDayBounds(today).end
  const end = nextMonthStart < todayEnd ? nextMonthStart : todayEnd
  const light = { full: false }
  const [entries, [older], [newer]] = await Promise.all([
    findQuestions(
      scope,
      { and: [{ date: { greater_than_equal: monthStart } }, { date: { less_than: end } }] },
      { sort: '-date', ...light },
    ),
    findQuestions(scope, { date: { less_than: monthStart } }, { sort: '-date', limit: 1, ...light }),
    nextMonthStart < todayEnd
      ? findQuestions(scope, { and: [{ date: { greater_than_equal: nextMonthStart } }, upTo(today)] }, { sort: 'date', limit: 1, ...light })
      : Promise.resolve([]),
  ])
  return {
    month,
    entries: entries.map(toEntry),
    older: older ? indianDay(older.date) : null,
    newer: newer ? indianDay(newer.date) : null,
  }
}
export const getArchiveMonth = previewable('qotd-archive-month', TAGS, readArchiveMonth, { revalidate: MINUTE })
