import 'server-only'

import type { Locale } from '@/i18n/locale'

import { previewable, type ReadScope, scopeOptions } from './previewable.server'

/**
 * Reads of the library pages: the PYQ archive (/pyq), the courses (/products, /products/…), success
 * stories and FAQs. Each `get…` is cached under the tags of what it reads, as an anonymous visitor
 * (staff previewing see drafts instead, see `previewable`); the `read…` functions are the same reads,
 * uncached, for tests. Files and images come populated; a paid file that a visitor may not read stays
 * a bare id, so it never reaches the shared cache.
 */

const fileFields = { url: true, filename: true, filesize: true, mimeType: true, width: true, height: true, alt: true } as const

/**
 * Every published PYQ paper, newest year first, with its question paper and answer key, and its
 * attemptable test where that test is published (an unpublished one stays a bare id).
 */
export async function readPyqArchive(scope: ReadScope, locale: Locale = 'en') {
  const { docs } = await scope.payload.find({
    collection: 'pyq-papers',
    sort: ['-year', 'id'],
    pagination: false,
    depth: 1,
    locale,
    select: {
      title: true,
      slug: true,
      year: true,
      stage: true,
      paper: true,
      pattern: true,
      questionCount: true,
      totalMarks: true,
      durationMinutes: true,
      cutoff: true,
      cutoffIsEstimate: true,
      questionPaper: true,
      answerKey: true,
      test: true,
    },
    populate: { media: fileFields, tests: { slug: true, questionCount: true, durationMinutes: true } },
    ...scopeOptions(scope),
  })
  return docs
}
export const getPyqArchive = previewable('library:pyq-archive', ['pyq-papers', 'media', 'tests'], readPyqArchive)

/** The Courses page: every published product in its order, with its images. */
export async function readCourseCatalogue(scope: ReadScope, locale: Locale = 'en') {
  const { docs } = await scope.payload.find({
    collection: 'products',
    sort: ['order', 'id'],
    pagination: false,
    depth: 1,
    locale,
    select: {
      title: true,
      slug: true,
      kind: true,
      price: true,
      offerPrice: true,
      offerEndsAt: true,
      summary: true,
      validity: true,
      language: true,
      images: true,
    },
    populate: { media: fileFields },
    ...scopeOptions(scope),
  })
  return docs
}
export const getCourseCatalogue = previewable('library:course-catalogue', ['products', 'media'], readCourseCatalogue)

/** One published product by its address (`toppers-answer-copies`), or null. */
export async function readProduct(scope: ReadScope, slug: string, locale: Locale = 'en') {
  const { docs } = await scope.payload.find({
    collection: 'products',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    locale,
    select: {
      title: true,
      slug: true,
      kind: true,
      price: true,
      offerPrice: true,
      offerEndsAt: true,
      accessMonths: true,
      accessEndsOn: true,
      summary: true,
      includes: true,
      validity: true,
      language: true,
      images: true,
      faqs: true,
    },
    populate: { media: fileFields },
    ...scopeOptions(scope),
  })
  return docs[0] ?? null
}
export const getProduct = previewable('library:product', ['products', 'media'], readProduct)

/** Every success story, the latest year first, with its photo. */
export async function readSuccessStories(scope: ReadScope, locale: Locale = 'en') {
  const { docs } = await scope.payload.find({
    collection: 'success-stories',
    sort: ['-year', 'name'],
    pagination: false,
    depth: 1,
    locale,
    select: {
      name: true,
      rank: true,
      year: true,
      district: true,
      exam: true,
      course: true,
      courseMonths: true,
      courseFee: true,
      photo: true,
      quote: true,
      story: true,
    },
    populate: { media: fileFields },
    ...scopeOptions(scope),
  })
  return docs
}
export const getAllSuccessStories = previewable('library:success-stories', ['success-stories', 'media'], readSuccessStories)

/** Every FAQ in its order (the page groups them). */
export async function readFaqs(scope: ReadScope, locale: Locale = 'en') {
  const { docs } = await scope.payload.find({
    collection: 'faqs',
    sort: ['order', 'id'],
    pagination: false,
    depth: 0,
    locale,
    select: { question: true, answer: true, group: true },
    ...scopeOptions(scope),
  })
  return docs
}
export const getFaqs = previewable('library:faqs', ['faqs'], readFaqs)
