import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { siteFile, siteImage } from '@/lib/media'
import { productPrice } from '@/domain/purchases/pricing'
import { filterPyqPapers, groupPapersByYear, parsePyqFilters, pyqFilterOptions } from '@/features/library/pyq-filters'
import { readCourseCatalogue, readFaqs, readProduct, readPyqArchive, readSuccessStories } from '@/features/content/library.server'
import { faqs } from '@/seed/content/faqs'
import { products } from '@/seed/content/products'
import { pyqPapers } from '@/seed/content/pyq'
import { successStories } from '@/seed/content/success-stories'

import { getTestPayload } from '../helpers/payload'
import { seedDemo } from '../helpers/seeded-demo'

const gurmukhi = /[\u0A00-\u0A7F]/
let payload: Payload
const visitor = () => ({ payload, draft: false })

/** A file URL fetched as a visitor's browser would, through Payload's REST route (no cookie). */
async function fetchAnonymously(href: string) {
  const slug = href.replace(/^\/api\//, '').split('/')
  return REST_GET(config)(new Request(`http://localhost:3000${href}`), { params: Promise.resolve({ slug }) })
}

beforeAll(async () => {
  payload = await getTestPayload()
  await seedDemo(payload)
}, 300_000)

describe('PYQ archive', () => {
  it('gives every seeded paper a question paper and an answer key that anyone can download as a PDF', async () => {
    const papers = await readPyqArchive(visitor())
    expect(papers).toHaveLength(pyqPapers.length)
    for (const paper of papers) {
      for (const file of [siteFile(paper.questionPaper), siteFile(paper.answerKey)]) {
        expect(file, paper.slug).not.toBeNull()
        const response = await fetchAnonymously(file!.href)
        expect(response.status, file!.href).toBe(200)
        expect(response.headers.get('content-type')).toBe('application/pdf')
        const bytes = Buffer.from(await response.arrayBuffer())
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      }
    }
    // The question paper carries the paper's header; the key lists answers.
    const gs2023 = papers.find((paper) => paper.slug === 'prelims-2023-gs-paper-1')!
    const questionPaper = (await (await fetchAnonymously(siteFile(gs2023.questionPaper)!.href)).arrayBuffer()) as ArrayBuffer
    expect(Buffer.from(questionPaper).toString('latin1')).toContain('Punjab State Civil Services Combined Competitive Examination 2023')
    const answerKey = Buffer.from(await (await fetchAnonymously(siteFile(gs2023.answerKey)!.href)).arrayBuffer()).toString('latin1')
    // PDF text escapes its parentheses: "(1. \(b\) ...) Tj" is the line "1. (b) ...".
    expect(answerKey).toMatch(/\(1\. \\\([a-d]\\\) /)
  })

  it('covers several years, both stages and more than one exam pattern', async () => {
    const papers = await readPyqArchive(visitor())
    const options = pyqFilterOptions(papers)
    expect(options.years.length).toBeGreaterThanOrEqual(4)
    expect(options.stages).toEqual(['prelims', 'mains'])
    const csatPatterns = new Set(papers.filter((paper) => paper.paper === 'CSAT Paper II').map((paper) => paper.pattern))
    expect(csatPatterns.size).toBeGreaterThanOrEqual(2)
  })

  it('narrows by year and paper, and by stage, as the filter form asks', async () => {
    const papers = await readPyqArchive(visitor())
    const gsPaperOne2023 = filterPyqPapers(papers, parsePyqFilters({ year: '2023', paper: 'gs-paper-1' }))
    expect(gsPaperOne2023.map((paper) => paper.slug).sort()).toEqual(['mains-2023-gs-paper-1', 'prelims-2023-gs-paper-1'])
    expect(
      filterPyqPapers(papers, parsePyqFilters({ year: '2023', paper: 'gs-paper-1', stage: 'mains' })).map((paper) => paper.slug),
    ).toEqual(['mains-2023-gs-paper-1'])
    expect(filterPyqPapers(papers, parsePyqFilters({ year: '2015', stage: 'mains' }))).toEqual([])
    const years = groupPapersByYear(papers).map((group) => group.year)
    expect(years).toEqual([...new Set(pyqPapers.map((paper) => paper.year))].sort((a, b) => b - a))
  })

  it('shows the Punjabi titles in Punjabi', async () => {
    const papers = await readPyqArchive(visitor(), 'pa')
    expect(papers.every((paper) => gurmukhi.test(paper.title))).toBe(true)
  })

  it('attaches nothing twice: seeding again keeps the same files and adds no media', async () => {
    const before = await payload.find({ collection: 'media', pagination: false, depth: 0, overrideAccess: true, sort: 'id' })
    const papersBefore = await readPyqArchive(visitor())
    const second = await seedDemo(payload)
    expect(second.created).toEqual({})
    const after = await payload.find({ collection: 'media', pagination: false, depth: 0, overrideAccess: true, sort: 'id' })
    expect(after.docs.map((doc) => doc.id)).toEqual(before.docs.map((doc) => doc.id))
    const papersAfter = await readPyqArchive(visitor())
    expect(papersAfter.map((paper) => [siteFile(paper.questionPaper)?.href, siteFile(paper.answerKey)?.href])).toEqual(
      papersBefore.map((paper) => [siteFile(paper.questionPaper)?.href, siteFile(paper.answerKey)?.href]),
    )
  })
})

describe('courses', () => {
  it('lists every product, still published, with a cover and a second image in the brand style', async () => {
    const catalogue = await readCourseCatalogue(visitor())
    expect(catalogue.map((product) => product.slug)).toEqual(products.map((product) => product.key))
    for (const product of catalogue) {
      const images = (product.images ?? []).map(siteImage)
      expect(images, product.slug).toHaveLength(2)
      expect(images.every((image) => image && image.width === 1200 && image.height === 675)).toBe(true)
      const response = await fetchAnonymously(images[0]!.src)
      expect(response.headers.get('content-type')).toBe('image/png')
    }
    const punjabi = await readCourseCatalogue(visitor(), 'pa')
    expect(punjabi.every((product) => (product.images ?? []).every((image) => gurmukhi.test(siteImage(image)?.alt ?? '')))).toBe(true)
  })

  it("Topper's PCS Answer Copies has its page: includes, FAQs and its offer price with the share saved", async () => {
    const product = await readProduct(visitor(), 'toppers-answer-copies')
    const seed = products.find((item) => item.key === 'toppers-answer-copies')!
    expect(product?.title).toBe("Topper's PCS Answer Copies")
    expect(product?.includes?.map((row) => row.item)).toEqual(seed.includes.map((item) => item.en))
    expect(product?.faqs?.map((row) => row.question)).toEqual(seed.faqs.map((faq) => faq.question.en))
    expect(productPrice(product!.price, product!.offerPrice)).toEqual({ amount: 699, original: 999, percentOff: 30, isFree: false })
    expect(await readProduct(visitor(), 'no-such-course')).toBeNull()
  })

  it('never shows an unpublished product to a visitor', async () => {
    const product = await readProduct(visitor(), 'csat-crash-course')
    await payload.update({ collection: 'products', id: product!.id, data: { _status: 'draft' }, overrideAccess: true })
    expect(await readProduct(visitor(), 'csat-crash-course')).toBeNull()
    expect((await readCourseCatalogue(visitor())).map((item) => item.slug)).not.toContain('csat-crash-course')
    await payload.update({ collection: 'products', id: product!.id, data: { _status: 'published' }, overrideAccess: true })
    expect(await readProduct(visitor(), 'csat-crash-course')).not.toBeNull()
  })
})

describe('success stories and FAQs', () => {
  it('reads every story with its name, post, district, quote and story in both languages, and its portrait', async () => {
    const english = await readSuccessStories(visitor())
    expect(english.map((story) => story.name).sort()).toEqual(successStories.map((story) => story.name.en).sort())
    expect(english.every((story) => typeof story.photo === 'object' && story.photo?.mimeType === 'image/png')).toBe(true)
    expect(english.map((story) => story.year)).toEqual([...english.map((story) => story.year)].sort((a, b) => b - a))
    const punjabi = await readSuccessStories(visitor(), 'pa')
    expect(
      punjabi.every((story) =>
        [story.name, story.rank, story.district ?? '', story.quote, story.story].every((text) => gurmukhi.test(text)),
      ),
    ).toBe(true)
    expect(punjabi.map((story) => story.name).sort()).toEqual(successStories.map((story) => story.name.pa).sort())
  })

  it('reads every FAQ with its group', async () => {
    const list = await readFaqs(visitor())
    expect(list.map((faq) => faq.question)).toEqual(faqs.map((faq) => faq.question.en))
    expect(new Set(list.map((faq) => faq.group))).toEqual(new Set(faqs.map((faq) => faq.group)))
  })
})
