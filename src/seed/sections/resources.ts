import type { Media, Syllabus, Topic } from '@/payload-types'

import sharp from 'sharp'

import { syllabus, type SyllabusSeed } from '../content/syllabus'
import { topicFigures, type TopicFigureSeed } from '../content/topic-figures'
import { topicFiles, type TopicFilesSeed } from '../content/topic-files'
import { ensurePdf } from '../pdf'
import type { SeedContext } from './context'

type Id = number | string
type Locale = 'en' | 'pa'

/**
 * The syllabus and the topic pages' downloadable PDFs and paid notes. Idempotent, and safe on a
 * database whose topics already exist: it fills only what is missing (an empty syllabus, a topic
 * without PDFs) and leaves whatever staff have already set alone.
 */
export async function seedResources(context: SeedContext): Promise<void> {
  await seedSyllabus(context)
  for (const entry of topicFiles) await seedTopicFiles(context, entry)
  for (const figure of topicFigures) await seedTopicFigure(context, figure)
}

type RichText = { root: { children: Record<string, unknown>[] } & Record<string, unknown> }

/**
 * A diagram in a topic's notes, in both languages, right after the heading it illustrates.
 * Left alone when the notes already hold an image (staff may have placed their own).
 */
async function seedTopicFigure({ payload, topicIdIn }: SeedContext, figure: TopicFigureSeed) {
  const id = topicIdIn(figure.stage, figure.key)
  if (id === undefined) return
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: figure.filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  let image = existing.docs[0]
  if (!image) {
    const data = await sharp(Buffer.from(figure.svg)).png().toBuffer()
    image = await payload.create({
      collection: 'media',
      data: { alt: figure.alt.en, availability: 'free' },
      file: { data, mimetype: 'image/png', name: figure.filename, size: data.length },
      locale: 'en',
      depth: 0,
      overrideAccess: true,
    })
    await payload.update({ collection: 'media', id: image.id, data: { alt: figure.alt.pa }, locale: 'pa', depth: 0, overrideAccess: true })
  }
  for (const locale of ['en', 'pa'] as const) {
    const topic = await payload.findByID({ collection: 'topics', id, depth: 0, draft: true, locale, overrideAccess: true })
    const notes = topic.notes as RichText | null | undefined
    if (!notes || notes.root.children.some((node) => node.type === 'upload')) continue
    const children = [...notes.root.children]
    const headings = children.flatMap((node, index) => (node.type === 'heading' ? [index] : []))
    const at = (headings[figure.afterHeading] ?? children.length - 1) + 1
    children.splice(at, 0, {
      type: 'upload',
      version: 3,
      format: '',
      id: `figure-${figure.filename}`.replace(/[^a-z0-9-]/gi, '-'),
      fields: null,
      relationTo: 'media',
      value: image.id,
    })
    await payload.update({
      collection: 'topics',
      id,
      locale,
      data: { notes: { ...notes, root: { ...notes.root, children } } as Topic['notes'], _status: topic._status ?? 'published' },
      depth: 0,
      overrideAccess: true,
    })
  }
}

async function seedSyllabus({ payload, topicIdIn }: SeedContext) {
  const current = await payload.findGlobal({ slug: 'syllabus', depth: 0, draft: true, overrideAccess: true })
  if (current.title) return
  const english = await payload.updateGlobal({
    slug: 'syllabus',
    locale: 'en',
    data: localizeSyllabus(syllabus, 'en', topicIdIn),
    depth: 0,
    overrideAccess: true,
  })
  await payload.updateGlobal({
    slug: 'syllabus',
    locale: 'pa',
    data: localizeSyllabus(syllabus, 'pa', topicIdIn, english),
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * The syllabus in one language. Array rows keep their ids across languages, so the Punjabi pass
 * updates the rows the English pass created instead of replacing them.
 */
function localizeSyllabus(seed: SyllabusSeed, locale: Locale, topicIdIn: SeedContext['topicIdIn'], current?: Syllabus) {
  return {
    _status: 'published' as const,
    title: seed.title[locale],
    intro: seed.intro[locale],
    stages: seed.stages.map((stage, stageIndex) => {
      const currentStage = current?.stages?.[stageIndex]
      return {
        id: currentStage?.id,
        key: stage.key,
        title: stage.title[locale],
        summary: stage.summary[locale],
        papers: stage.papers.map((paper, paperIndex) => ({
          id: currentStage?.papers?.[paperIndex]?.id,
          title: paper.title[locale],
          questions: paper.questions,
          marksPerQuestion: paper.marksPerQuestion,
          totalMarks: paper.totalMarks,
          durationMinutes: paper.durationMinutes,
          negativeMarking: paper.negativeMarking?.[locale],
          qualifyingPercent: paper.qualifyingPercent,
          syllabus: paper.syllabus[locale].join('\n'),
          topics: paper.topics
            .map(({ stage: topicStage, key }) => topicIdIn(topicStage, key))
            .filter((id): id is Id => id !== undefined) as number[],
        })),
      }
    }),
    notes: seed.notes.map((note, index) => ({ id: current?.notes?.[index]?.id, note: note[locale] })),
  }
}

/** A topic's PDFs, and its paid status, the first time the topic is seen without any PDF. */
async function seedTopicFiles({ payload, topicIdIn, productId }: SeedContext, entry: TopicFilesSeed) {
  const id = topicIdIn(entry.stage, entry.key)
  if (id === undefined) return
  const topic = await payload.findByID({ collection: 'topics', id, depth: 0, draft: true, locale: 'en', overrideAccess: true })
  if (topic.pdfs?.length) return

  const productIds = (keys: string[] | undefined) => (keys ?? []).map(productId).filter((value): value is Id => value !== undefined)
  const files: Media[] = []
  for (const pdf of entry.pdfs) {
    const paidFor = productIds(pdf.paidFor)
    files.push(
      await ensurePdf(payload, {
        filename: pdf.filename,
        title: pdf.title.en,
        paragraphs: pdf.paragraphs,
        paidFor: paidFor.length ? paidFor : undefined,
      }),
    )
  }
  const unlocking = productIds(entry.paidNotesFor)
  const status = topic._status ?? 'published'

  const updated = await payload.update({
    collection: 'topics',
    id,
    locale: 'en',
    data: {
      _status: status,
      pdfs: entry.pdfs.map((pdf, index) => ({ title: pdf.title.en, file: files[index]!.id })),
      ...(unlocking.length && topic.availability !== 'paid' ? { availability: 'paid' as const, products: unlocking as number[] } : {}),
    },
    depth: 0,
    overrideAccess: true,
  })
  await payload.update({
    collection: 'topics',
    id,
    locale: 'pa',
    data: {
      _status: status,
      pdfs: entry.pdfs.map((pdf, index) => ({ id: (updated as Topic).pdfs?.[index]?.id, title: pdf.title.pa, file: files[index]!.id })),
    },
    depth: 0,
    overrideAccess: true,
  })
}
