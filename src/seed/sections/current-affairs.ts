import type { Payload } from 'payload'

import type { EditorialAnalysis, MonthlyConsolidation } from '@/payload-types'

import { editorials, type EditorialSeed } from '../content/editorials'
import { monthlyConsolidations, type MonthlyConsolidationSeed } from '../content/monthly-consolidations'
import type { NoteBlock } from '../content/types'
import { indianCalendarDay } from '../factories'
import { toRichText } from '../lexical'
import { ensurePdf } from '../pdf'
import type { SeedContext } from './context'

type Id = number | string

/** The product whose subscribers read the monthly consolidations in full. */
export const CONSOLIDATION_PRODUCT = 'monthly-current-affairs-magazine'

/** Tribune editorial analyses over the last month and the last three months' consolidations. */
export async function seedCurrentAffairsSection(context: SeedContext): Promise<void> {
  const { payload, ensure, now } = context
  for (const editorial of editorials) {
    const topicIds = editorial.topics.map(context.topicId).filter((id): id is Id => id !== undefined)
    await ensure('editorial-analyses', 'slug', editorial.key, () => createEditorialAnalysis(payload, editorial, { now, topicIds }))
  }

  // A consolidation's address names its month, which depends on the day the seed runs: the set is
  // made once, so seeding again in a later month adds nothing.
  const { totalDocs } = await payload.count({ collection: 'monthly-consolidations', overrideAccess: true })
  if (totalDocs > 0) return
  const productId = context.productId(CONSOLIDATION_PRODUCT)
  if (productId === undefined) throw new Error(`The seed has no product ${CONSOLIDATION_PRODUCT} to unlock the monthly consolidations`)
  for (const consolidation of monthlyConsolidations) {
    const month = consolidationMonth(now, consolidation.monthsAgo)
    await ensure('monthly-consolidations', 'slug', month.slug, () =>
      createMonthlyConsolidation(payload, consolidation, { month, productId }),
    )
  }
}

export async function createEditorialAnalysis(
  payload: Payload,
  seed: EditorialSeed,
  options: { now: Date; topicIds: Id[] },
): Promise<EditorialAnalysis> {
  const created = await payload.create({
    collection: 'editorial-analyses',
    locale: 'en',
    data: {
      title: seed.title.en,
      slug: seed.key,
      date: indianCalendarDay(options.now, seed.daysAgo),
      editorialTitle: seed.editorialTitle,
      newspaper: 'The Tribune',
      summary: seed.summary.en,
      keyPoints: seed.keyPoints.map((point) => ({ point: point.en })),
      syllabusRelevance: seed.syllabusRelevance.en,
      topics: options.topicIds as number[],
      probableQuestions: seed.probableQuestions.map(({ stage, marks, question }) => ({ stage, marks, question: question.en })),
      _status: 'published',
    },
    overrideAccess: true,
    depth: 0,
  })
  // Array rows keep their ids across languages: the Punjabi pass fills the rows the English pass made.
  await payload.update({
    collection: 'editorial-analyses',
    id: created.id,
    locale: 'pa',
    data: {
      title: seed.title.pa,
      summary: seed.summary.pa,
      keyPoints: (created.keyPoints ?? []).map((row, index) => ({ id: row.id, point: seed.keyPoints[index]!.pa })),
      syllabusRelevance: seed.syllabusRelevance.pa,
      probableQuestions: (created.probableQuestions ?? []).map((row, index) => ({
        ...row,
        question: seed.probableQuestions[index]!.question.pa,
      })),
      _status: 'published',
    },
    overrideAccess: true,
    depth: 0,
  })
  return created
}

const monthName = (locale: 'en' | 'pa', date: Date) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-IN' : 'pa-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)

/** The calendar month `monthsAgo` months before `now` (in India): its first day, address and names. */
export function consolidationMonth(now: Date, monthsAgo: number) {
  const today = indianCalendarDay(now, 0)
  const [year, month] = today.slice(0, 7).split('-').map(Number) as [number, number]
  const first = new Date(Date.UTC(year, month - 1 - monthsAgo, 1, 12))
  const english = monthName('en', first)
  return { date: first.toISOString(), slug: english.toLowerCase().replace(/\s+/g, '-'), names: { en: english, pa: monthName('pa', first) } }
}

const titles = { en: 'Monthly current affairs consolidation', pa: 'ਮਾਸਿਕ ਸਮਕਾਲੀ ਮਾਮਲੇ ਸੰਗ੍ਰਹਿ' }
const headings = (blocks: NoteBlock[]) => blocks.flatMap((block) => (block.type === 'h2' ? [block.text] : []))
const blockText = (block: NoteBlock): string[] =>
  block.type === 'ul' || block.type === 'ol'
    ? block.items.map((item) => `- ${item}`)
    : block.type === 'table'
      ? [block.header.join(' | '), ...block.rows.map((row) => row.join(' | '))]
      : [block.type === 'p' ? block.text : block.text.toUpperCase()]

export async function createMonthlyConsolidation(
  payload: Payload,
  seed: MonthlyConsolidationSeed,
  options: { month: ReturnType<typeof consolidationMonth>; productId: Id },
): Promise<MonthlyConsolidation> {
  const { month, productId } = options
  const title = (locale: 'en' | 'pa') => `${titles[locale]}: ${month.names[locale]}`
  // The printable edition is English (the PDF's standard fonts have no Gurmukhi) and paid like the body.
  const pdf = await ensurePdf(payload, {
    filename: `monthly-consolidation-${month.slug}.pdf`,
    title: `${title('en')} - Punjab PCS Academy`,
    paragraphs: [seed.summary.en.replace('{month}', month.names.en), ...seed.body.en.flatMap(blockText)],
    paidFor: [productId],
  })
  const created = await payload.create({
    collection: 'monthly-consolidations',
    locale: 'en',
    data: {
      title: title('en'),
      slug: month.slug,
      month: month.date,
      summary: seed.summary.en.replace('{month}', month.names.en),
      contents: headings(seed.body.en).map((heading) => ({ heading })),
      availability: 'paid',
      products: [Number(productId)],
      body: toRichText(seed.body.en) as MonthlyConsolidation['body'],
      pdf: pdf.id,
      _status: 'published',
    },
    overrideAccess: true,
    depth: 0,
  })
  const punjabiHeadings = headings(seed.body.pa)
  await payload.update({
    collection: 'monthly-consolidations',
    id: created.id,
    locale: 'pa',
    data: {
      title: title('pa'),
      summary: seed.summary.pa.replace('{month}', month.names.pa),
      contents: (created.contents ?? []).map((row, index) => ({ id: row.id, heading: punjabiHeadings[index] ?? row.heading })),
      body: toRichText(seed.body.pa) as MonthlyConsolidation['body'],
      _status: 'published',
    },
    overrideAccess: true,
    depth: 0,
  })
  return created
}
