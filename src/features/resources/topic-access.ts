import type { Media, Product, Topic } from '@/payload-types'
import { sitePath } from '@/lib/media'

/**
 * What a reader may see of a topic is decided in the data layer (ADR 008): a read for someone without
 * access simply lacks the paid notes and PDFs, and a paid file they may not download comes back as a
 * bare id instead of the file. These helpers only read that outcome; they never decide access.
 */

type TopicView = Pick<Topic, 'availability' | 'notes' | 'pdfs' | 'products'>

export type TopicFile = {
  id: string
  title: string
  /** The downloadable file, or null when the reader may not download it (a paid PDF). */
  file: { url: string; filename: string; filesize: number; mimeType: string } | null
}

/**
 * Whether the reader sees the topic's notes and PDFs: always for free notes, with access for paid
 * ones. Without access the notes are left out of the read (undefined, where empty notes are null) and
 * the PDFs come back as an empty list.
 */
export const isTopicUnlocked = (topic: TopicView) =>
  topic.availability !== 'paid' || topic.notes !== undefined || Boolean(topic.pdfs?.length)

/** Payload's own file route on this site, made relative so the link stays same-origin (and `download` works). */

const downloadable = (file: number | Media | null | undefined): TopicFile['file'] =>
  typeof file === 'object' && file?.url
    ? { url: sitePath(file.url), filename: file.filename ?? '', filesize: file.filesize ?? 0, mimeType: file.mimeType ?? '' }
    : null

/** The topic's PDFs in order; a locked one keeps its title and has no file. */
export const topicFiles = (topic: TopicView): TopicFile[] =>
  (topic.pdfs ?? []).map((row, index) => ({ id: row.id ?? String(index), title: row.title, file: downloadable(row.file) }))

/** Whether a signed-in reader could see more than a visitor: paid notes, or a PDF locked for visitors. */
export const hasLockedParts = (topic: TopicView) => !isTopicUnlocked(topic) || topicFiles(topic).some((file) => !file.file)

/** The published products that unlock the topic's paid notes. */
export const unlockingProducts = (topic: Pick<Topic, 'products'>): Pick<Product, 'id' | 'title' | 'slug'>[] =>
  (topic.products ?? []).filter((product): product is Product => typeof product === 'object' && product !== null)
